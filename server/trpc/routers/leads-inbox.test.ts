// The admin inbox (tRPC and REST) and the public forms' spam and rate-limit guards.
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  contactBody,
  createTestServices,
  publicCaller,
  startTestApp,
  valuationBody,
  type TestApp,
  type TestServices,
} from '../../test/harness';

const SMTP_ENV = {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1',
  MAIL_FROM: 'leads@whitfieldhomegroup.com',
  AGENT_NOTIFY_EMAIL: 'angela.leads@example.com',
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
async function services(env: Record<string, string> = {}): Promise<TestServices> {
  const s = await createTestServices({ env });
  cleanups.push(() => s.cleanup());
  return s;
}
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const a = await startTestApp({ env });
  cleanups.push(() => a.close());
  return a;
}

describe('leads inbox procedures', () => {
  it('lists both kinds newest first with read state and e-mail status, and counts the unread', async () => {
    const s = await services(SMTP_ENV);
    const visitor = publicCaller(s);
    const first = await visitor.contactMessages.create(contactBody());
    await new Promise((r) => setTimeout(r, 5));
    const second = await visitor.valuationRequests.create(valuationBody());
    const admin = adminCaller(s);

    const leads = await admin.leads.list();
    expect(leads.map((l) => [l.kind, l.id])).toEqual([
      ['valuation', second.id],
      ['contact', first.id],
    ]);
    expect(leads[0]).toMatchObject({
      kind: 'valuation',
      summary: '14 Tidewater Court, Annapolis, MD',
      read: false,
      readAt: null,
      name: 'George Whitaker',
    });
    expect(leads[1]).toMatchObject({ kind: 'contact', summary: 'Buying a home', read: false });
    expect(leads[1]!.emails.map((e) => [e.email, e.status, e.to])).toEqual([
      ['agent-notification', 'pending', 'angela.leads@example.com'],
      ['visitor-confirmation', 'pending', 'priya.raman@example.com'],
    ]);
    expect(await admin.leads.unreadCount()).toEqual({ unread: 2, contact: 1, valuation: 1, showing: 0 });

    const marked = await admin.leads.setRead({ kind: 'contact', id: first.id });
    expect(marked).toMatchObject({ kind: 'contact', id: first.id, read: true });
    expect(await admin.leads.unreadCount()).toEqual({ unread: 1, contact: 0, valuation: 1, showing: 0 });
    expect((await admin.contactMessages.list())[0]).toMatchObject({ id: first.id, read: true, readAt: marked.readAt });

    await admin.leads.setRead({ kind: 'contact', id: first.id, read: false });
    expect((await admin.leads.unreadCount()).unread).toBe(2);
    expect(await admin.leads.markAllRead()).toEqual({ updated: 2 });
    expect((await admin.leads.unreadCount()).unread).toBe(0);

    await expect(admin.leads.setRead({ kind: 'valuation', id: first.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.leads.resend({ kind: 'contact', id: 'no-such-lead' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports the mail settings the panel shows', async () => {
    const s = await services(SMTP_ENV);
    await publicCaller(s).contactMessages.create(contactBody());
    expect(await adminCaller(s).leads.mailStatus()).toEqual({
      enabled: true,
      agentNotifyEmail: 'angela.leads@example.com',
      from: 'leads@whitfieldhomegroup.com',
      counts: { pending: 2, sending: 0, retrying: 0, sent: 0, failed: 0 },
    });
  });

  it('refuses a resend while the e-mail is being sent, and queues a first e-mail for a lead from before SMTP', async () => {
    const plain = await services();
    const { id } = await publicCaller(plain).contactMessages.create(contactBody());
    expect(plain.store.read().outbox).toHaveLength(0);
    // Same data, now with SMTP configured.
    const withMail = { ...plain, env: { ...plain.env, ...SMTP_ENV, SMTP_PORT: 1 } } as TestServices;
    const queued = await adminCaller(withMail).leads.resend({ kind: 'contact', id });
    expect(queued).toMatchObject({ email: 'agent-notification', status: 'pending', to: 'angela.leads@example.com' });
    await plain.store.mutate((db) => {
      db.outbox[0]!.status = 'sending';
    });
    await expect(adminCaller(withMail).leads.resend({ kind: 'contact', id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('is for the admin only', async () => {
    const s = await services();
    const visitor = publicCaller(s);
    await expect(visitor.leads.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.leads.exportCsv()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.leads.setRead({ kind: 'contact', id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('leads inbox over REST', () => {
  it('keeps GET /api/admin/contact-messages in the shape API clients already read (a plain list of messages) and serves the inbox paths', async () => {
    const a = await app();
    const created = (await (await a.api('/api/contact/formcarry', { method: 'POST', json: contactBody() })).json()) as { id: string };
    const { token } = await a.login();

    const list = (await (await a.api('/api/admin/contact-messages', { token })).json()) as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, name: 'Priya Raman', read: false, emails: [] });
    expect(typeof list[0]!.createdAt).toBe('string');

    expect(await (await a.api('/api/admin/leads/unread-count', { token })).json()).toEqual({ unread: 1, contact: 1, valuation: 0, showing: 0 });
    expect(await (await a.api('/api/admin/mail-status', { token })).json()).toEqual({ enabled: false });

    const read = await a.api(`/api/admin/leads/contact/${created.id}/read`, { method: 'POST', token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ read: true });
    expect(((await (await a.api('/api/admin/leads', { token })).json()) as { read: boolean }[])[0]!.read).toBe(true);
    expect(await (await a.api(`/api/admin/leads/contact/${created.id}/unread`, { method: 'POST', token })).json()).toMatchObject({ read: false });

    expect(await (await a.api('/api/admin/leads/mark-all-read', { method: 'POST', token })).json()).toEqual({ updated: 1 });
    expect(await (await a.api('/api/admin/leads/unread-count', { token })).json()).toEqual({ unread: 0, contact: 0, valuation: 0, showing: 0 });
    expect(await (await a.api(`/api/admin/leads/contact/${created.id}/emails`, { token })).json()).toEqual([]);
    expect((await a.api('/api/admin/leads/letters/abc/read', { method: 'POST', token })).status).toBe(400);
    expect((await a.api('/api/admin/leads/contact/missing/read', { method: 'POST', token })).status).toBe(404);
    const noLead = await a.api('/api/admin/leads/contact/missing/emails', { token });
    expect(noLead.status).toBe(404);
    expect(await noLead.json()).toEqual({ message: 'This lead no longer exists' });
    const resend = await a.api(`/api/admin/leads/contact/${created.id}/resend`, { method: 'POST', token, json: { email: 'visitor-confirmation' } });
    expect(resend.status).toBe(412);
    expect(((await resend.json()) as { message: string }).message).toMatch(/E-mail notifications are off/);
    expect((await a.api('/api/admin/leads')).status).toBe(401);
  });

  it('exports all leads as a CSV download', async () => {
    const a = await app();
    await a.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ name: '=cmd|calc', message: 'Hello, "Angela"' }) });
    await a.api('/api/valuation-requests', { method: 'POST', json: valuationBody() });
    const { token, cookie } = await a.login();
    const response = await a.api('/api/admin/leads.csv', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    // UTF-8 byte-order mark first, so spreadsheet programs read names with accents correctly.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Type","Received \(US Eastern\)"/);
    expect(lines[1]).toMatch(/^"Valuation request",/);
    expect(text).toContain(`"'=cmd|calc"`);
    expect(text).toContain('"Hello, ""Angela"""');
    // A plain link works with the session cookie too.
    expect((await a.api('/api/admin/leads.csv', { cookie })).status).toBe(200);
    expect((await a.api('/api/admin/leads.csv')).status).toBe(401);
    const viaTrpc = await adminCaller(a.services).leads.exportCsv();
    expect(viaTrpc.csv).toBe(text);
  });
});

describe('public form guards', () => {
  it('keeps honeypot and too-fast submissions in the Spam folder, answering them like real ones', async () => {
    const a = await app();
    const post = (path: string, json: unknown) => a.api(path, { method: 'POST', json });
    const real = await post('/api/contact/formcarry', contactBody({ website: '', fillTimeMs: 24_000 }));
    const honeypot = await post('/api/contact/formcarry', contactBody({ name: 'Bot One', website: 'https://spam.example' }));
    const tooFast = await post('/api/contact/formcarry', contactBody({ name: 'Bot Two', fillTimeMs: 700 }));
    const tooFastClock = await post('/api/contact/formcarry', contactBody({ name: 'Bot Three', startedAt: Date.now() - 1000 }));
    const oldClient = await post('/api/contact/formcarry', contactBody({ name: 'Old Client' }));
    const valuationBot = await post('/api/valuation-requests', valuationBody({ website: 'x' }));
    const valuationReal = await post('/api/valuation-requests', valuationBody({ startedAt: Date.now() - 60_000 }));

    for (const response of [real, honeypot, tooFast, tooFastClock, oldClient, valuationBot, valuationReal]) {
      expect(response.status).toBe(201);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['createdAt', 'id']);
    }
    const db = a.store.read();
    const inbox = <T extends { spam?: unknown }>(rows: T[]) => rows.filter((r) => !r.spam);
    expect(
      inbox(db.contactMessages)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Old Client', 'Priya Raman']);
    expect(inbox(db.valuationRequests)).toHaveLength(1);
    // Nothing is dropped: the bot-looking ones are stored, marked, without e-mails.
    expect(
      db.contactMessages
        .filter((m) => m.spam)
        .map((m) => [m.name, m.spam?.reason])
        .sort(),
    ).toEqual([
      ['Bot One', 'honeypot'],
      ['Bot Three', 'too-fast'],
      ['Bot Two', 'too-fast'],
    ]);
    const spamIds = new Set([...db.contactMessages, ...db.valuationRequests].filter((l) => l.spam).map((l) => l.id));
    expect(db.outbox.filter((e) => spamIds.has(e.leadId))).toEqual([]);
    // The hidden fields are never stored.
    expect(Object.keys(db.contactMessages[0]!)).not.toContain('website');
    expect(Object.keys(db.valuationRequests[0]!)).not.toContain('startedAt');
  });

  it('limits submissions per IP with 429, Retry-After and a clear message', async () => {
    // The documented defaults: 10 per form per 10 minutes (the harness raises the limit for other tests).
    const a = await app({ LEAD_MAX_SUBMISSIONS: '10', LEAD_WINDOW_MINUTES: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await a.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: `Note ${i}` }) })).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const limited = await a.api('/api/contact/formcarry', { method: 'POST', json: contactBody() });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'We have received several requests from your connection in a short time. Please wait 10 minutes and try again, or call (410) 555-0187.',
    );
    expect(a.store.read().contactMessages).toHaveLength(10);
    // The valuation form has its own allowance.
    expect((await a.api('/api/valuation-requests', { method: 'POST', json: valuationBody() })).status).toBe(201);
    // Invalid submissions are answered with their validation message and do not use up the allowance.
    const invalid = await a.api('/api/valuation-requests', { method: 'POST', json: valuationBody({ zipCode: '1' }) });
    expect(invalid.status).toBe(400);
  });

  it('caps the length of every field', async () => {
    const s = await services();
    const visitor = publicCaller(s);
    const long = 'x'.repeat(6000);
    for (const field of ['name', 'email', 'phone', 'message'])
      await expect(visitor.contactMessages.create(contactBody({ [field]: long }) as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (const field of [
      'name',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'propertyType',
      'bedrooms',
      'bathrooms',
      'squareFeet',
      'yearBuilt',
      'notes',
    ])
      await expect(visitor.valuationRequests.create(valuationBody({ [field]: long }) as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(s.store.read().contactMessages).toHaveLength(0);
    expect(s.store.read().valuationRequests).toHaveLength(0);
  });
});
