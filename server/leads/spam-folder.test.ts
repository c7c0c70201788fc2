// The Spam folder keeps at most SPAM_KEPT_PER_KIND leads of each kind: the oldest go first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, startTestApp, valuationBody, type TestApp } from '../test/harness';
import { SPAM_KEPT_PER_KIND } from './spam-folder';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const post = (path: string, json: unknown) => app.api(path, { method: 'POST', json });

describe('the Spam folder', () => {
  it('keeps at most 200 spam leads of a kind: a new one pushes out the oldest, the inbox and other kinds untouched', async () => {
    expect(SPAM_KEPT_PER_KIND).toBe(200);
    expect((await post('/api/contact/formcarry', contactBody({ name: 'Real Person', fillTimeMs: 20_000 }))).status).toBe(201);
    expect((await post('/api/valuation-requests', valuationBody({ website: 'x' }))).status).toBe(201);
    expect((await post('/api/contact/formcarry', contactBody({ name: 'Bot 0', website: 'x' }))).status).toBe(201);
    // A full folder, as 200 honeypot posts over the last days would leave it (oldest first).
    await app.store.mutate((db) => {
      const template = db.contactMessages.find((m) => m.name === 'Bot 0')!;
      db.contactMessages = db.contactMessages.filter((m) => m !== template);
      for (let i = 0; i < SPAM_KEPT_PER_KIND; i++) {
        const createdAt = new Date(Date.now() - (SPAM_KEPT_PER_KIND - i) * 60_000).toISOString();
        db.contactMessages.push({ ...template, id: `spam-${i}`, name: `Bot ${i}`, createdAt, spam: { reason: 'honeypot', at: createdAt } });
      }
    });

    for (const name of ['Bot new 1', 'Bot new 2'])
      expect((await post('/api/contact/formcarry', contactBody({ name, website: 'x' }))).status).toBe(201);

    const contact = app.store.read().contactMessages;
    const spam = contact.filter((m) => m.spam).map((m) => m.name);
    expect(spam).toHaveLength(SPAM_KEPT_PER_KIND);
    expect(spam).not.toContain('Bot 0');
    expect(spam).not.toContain('Bot 1');
    expect(spam.slice(0, 1)).toEqual(['Bot 2']);
    expect(spam.slice(-2)).toEqual(['Bot new 1', 'Bot new 2']);
    expect(contact.filter((m) => !m.spam).map((m) => m.name)).toEqual(['Real Person']);
    expect(app.store.read().valuationRequests.filter((v) => v.spam)).toHaveLength(1);
  });
});
