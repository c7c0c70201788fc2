// Over DATA_FILE_MAX_MB the public forms refuse new leads with a 503 naming the agent's phone,
// the log says so once, /healthz says so, and the panel keeps working.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../logger';
import { lastKnownSize } from '../store/durable-json-file';
import { contactBody, startTestApp, valuationBody, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  // Half a megabyte: the seeded data file is well under it, a few hundred long messages go over it.
  app = await startTestApp({ env: { DATA_FILE_MAX_MB: '0.5' } });
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const post = (path: string, json: unknown) => app.api(path, { method: 'POST', json });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const REFUSAL = 'Nothing was saved: the website cannot take new messages right now. Please call (410) 555-0187, or try again later.';

describe('the data-file budget', () => {
  it('refuses new leads with a 503 naming the phone once the data file is over it, logs it once, reports it in /healthz, and takes leads again once leads are deleted', async () => {
    expect((await post('/api/contact/formcarry', contactBody({ name: 'Under Budget' }))).status).toBe(201);
    expect((await app.api('/healthz')).status).toBe(200);

    // Leads that arrived over time (as a flood the per-address limit lets through would leave them).
    await app.store.mutate((db) => {
      const template = db.contactMessages.find((m) => m.name === 'Under Budget')!;
      for (let i = 0; i < 300; i++) db.contactMessages.push({ ...template, id: `flood-${i}`, name: `Flood ${i}`, message: 'x'.repeat(2000) });
    });
    expect(lastKnownSize(app.store.file)).toBeGreaterThan(0.5 * 1024 * 1024);
    const stored = app.store.read().contactMessages.length;

    const errors = vi.spyOn(log, 'error');
    const refused = [
      await post('/api/contact/formcarry', contactBody({ name: 'Refused One' })),
      await post('/api/valuation-requests', valuationBody()),
      await post('/api/contact/formcarry', contactBody({ name: 'Refused Honeypot', website: 'x' })),
      await post('/api/trpc/contactMessages.create', { json: contactBody({ name: 'Refused Trpc' }) }),
    ];
    expect(refused.map((r) => r.status)).toEqual([503, 503, 503, 503]);
    expect(await messageOf(refused[0]!)).toBe(REFUSAL);
    expect(((await refused[3]!.json()) as { error: { json: { message: string } } }).error.json.message).toBe(REFUSAL);
    expect(app.store.read().contactMessages).toHaveLength(stored);
    expect(app.store.read().valuationRequests).toHaveLength(0);
    // One line for the operator, not one per refused visitor.
    const lines = errors.mock.calls.map((call) => String(call[1]));
    expect(lines.filter((line) => line.startsWith('New leads are refused: the data file is'))).toHaveLength(1);
    expect(lines).not.toContain('request failed');
    expect(lines.some((line) => line.startsWith('tRPC'))).toBe(false);

    const health = await app.api('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      reasons: [expect.stringMatching(/^the data file is 0\.\d MB, over the 0\.5 MB limit: new leads are refused$/)],
    });

    // The agent can still sign in and change data; deleting leads brings the file under the budget.
    const { token } = await app.login();
    expect((await app.api('/api/admin/leads/mark-all-read', { method: 'POST', token })).status).toBe(200);
    await app.store.mutate((db) => {
      db.contactMessages = db.contactMessages.filter((m) => !m.id.startsWith('flood-'));
    });
    expect((await post('/api/contact/formcarry', contactBody({ name: 'Welcome Back' }))).status).toBe(201);
    expect((await app.api('/healthz')).status).toBe(200);
  });
});
