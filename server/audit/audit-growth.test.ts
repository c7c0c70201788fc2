// The audit log cannot be grown without bound by unauthenticated clients, and reading it works
// whatever the size of a month file (finding 2 of the robustness probe).
import { constants } from 'node:buffer';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matching } from '../test/answers';
import { ADMIN_USERNAME, createTestServices, startTestApp, type TestApp, type TestServices } from '../test/harness';
import { audit, auditThrottledSignIn, flushThrottledSignIns, readAudit, type AuditEntry } from './audit-log';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const auditDir = (store: { file: string }) => path.join(path.dirname(store.file), 'audit');
async function auditLines(store: { file: string }): Promise<AuditEntry[]> {
  const dir = auditDir(store);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const lines: AuditEntry[] = [];
  for (const name of names.sort())
    for (const line of (await fs.readFile(path.join(dir, name), 'utf8')).split('\n')) if (line) lines.push(JSON.parse(line) as AuditEntry);
  return lines;
}
const throttledOf = (entries: AuditEntry[], ip: string) => entries.filter((e) => e.details?.reason === 'throttled' && e.ip.includes(ip));

describe('throttled sign-in attempts', () => {
  let app: TestApp;
  const MAX = 3;
  beforeAll(async () => {
    // TRUST_PROXY: each test speaks from its own address through X-Forwarded-For.
    app = await startTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(MAX), TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

  const login = (ip: string, username = ADMIN_USERNAME, userAgent = UA) =>
    app.api('/api/admin/login', {
      method: 'POST',
      json: { username, password: 'not-the-password' },
      headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
    });

  it('1,000 throttled attempts from one address add two entries: the first, and one summary counting the rest', async () => {
    const ip = '203.0.113.61';
    for (let i = 0; i < MAX; i++) expect((await login(ip)).status).toBe(401);
    const before = (await auditLines(app.store)).length;
    let refused = (await login(ip)).status === 429 ? 1 : 0;
    for (let batch = 0; batch < 27; batch++) {
      const replies = await Promise.all(Array.from({ length: 37 }, (_, i) => login(ip, i % 2 ? ADMIN_USERNAME : 'mallory')));
      refused += replies.filter((r) => r.status === 429).length;
    }
    expect(refused).toBe(1000);
    // While the window is open: the first refused attempt only.
    const during = await auditLines(app.store);
    expect(during.length - before).toBe(1);
    expect(throttledOf(during, ip)).toEqual([
      expect.objectContaining({
        type: 'sign-in.failure',
        username: ADMIN_USERNAME,
        userAgent: UA,
        device: 'Chrome on Linux',
        details: { reason: 'throttled', lockedUntil: matching.pattern(/^\d{4}-\d\d-\d\dT/) },
      }),
    ]);
    expect(Date.parse(throttledOf(during, ip)[0]!.details!.lockedUntil as string)).toBeGreaterThan(Date.now());

    // When the window ends (here: flushed), one summary of the other 999.
    await flushThrottledSignIns(app.store);
    const after = await auditLines(app.store);
    expect(after.length - before).toBe(2);
    const summary = throttledOf(after, ip)[1]!;
    expect(summary).toMatchObject({
      type: 'sign-in.failure',
      username: ADMIN_USERNAME,
      userAgent: UA,
      details: { reason: 'throttled', summary: '999 more throttled attempts', moreAttempts: 999 },
    });
    expect((summary.details!.usernames as string[]).sort()).toEqual([ADMIN_USERNAME, 'mallory']);
    expect(Date.parse(summary.details!.from as string)).toBeLessThanOrEqual(Date.parse(summary.details!.to as string));

    // The agent's view shows both, newest first, under "Failed sign-ins".
    const { token } = await app.login();
    const view = (await (await app.api(`/api/admin/audit?type=sign-in.failure&q=${ip}`, { token })).json()) as AuditEntry[];
    expect(view.map((e) => e.details?.summary ?? e.details?.reason)).toEqual([
      '999 more throttled attempts',
      'throttled',
      'wrong password',
      'wrong password',
      'wrong password',
    ]);
  });

  it('counts each address on its own, writes nothing more for an address refused only once, and keeps fields short', async () => {
    const longAgent = `Mozilla/5.0 ${'A'.repeat(5000)}`;
    for (const ip of ['198.51.100.71', '198.51.100.72']) for (let i = 0; i < MAX; i++) await login(ip);
    const before = (await auditLines(app.store)).length;
    await Promise.all(Array.from({ length: 30 }, () => login('198.51.100.71', 'x'.repeat(100), longAgent)));
    expect((await login('198.51.100.72')).status).toBe(429);
    await flushThrottledSignIns(app.store);
    const added = (await auditLines(app.store)).slice(before);
    expect(throttledOf(added, '198.51.100.71').map((e) => e.details?.moreAttempts ?? 'first')).toEqual(['first', 29]);
    expect(throttledOf(added, '198.51.100.72').map((e) => e.details?.moreAttempts ?? 'first')).toEqual(['first']);
    expect(added).toHaveLength(3);
    for (const e of added) {
      expect(e.userAgent.length).toBeLessThanOrEqual(400);
      expect(e.username.length).toBeLessThanOrEqual(200);
      expect(JSON.stringify(e).length).toBeLessThan(1200);
    }
  });

  it('a new throttle window starts a new first entry; the old window is summed up first', async () => {
    const services = await createTestServices();
    try {
      const ctx = { store: services.store, ip: '192.0.2.81', req: { headers: { 'user-agent': UA } } };
      const t0 = Date.parse('2026-06-01T10:00:00Z');
      const at = (ms: number) => new Date(t0 + ms);
      await auditThrottledSignIn(ctx, { username: 'admin', until: t0 + 60_000 }, at(0));
      await auditThrottledSignIn(ctx, { username: 'admin', until: t0 + 60_000 }, at(1_000));
      await auditThrottledSignIn(ctx, { username: 'admin', until: t0 + 60_000 }, at(2_000));
      // The throttle let the address try again and locked it anew.
      await auditThrottledSignIn(ctx, { username: 'admin', until: t0 + 200_000 }, at(140_000));
      await auditThrottledSignIn(ctx, { username: 'admin', until: t0 + 200_000 }, at(141_000));
      await flushThrottledSignIns(services.store, at(300_000));
      const entries = await auditLines(services.store);
      expect(entries.map((e) => [e.at, e.details?.summary ?? 'first', e.details?.lockedUntil ?? null])).toEqual([
        [at(0).toISOString(), 'first', at(60_000).toISOString()],
        [at(140_000).toISOString(), '2 more throttled attempts', null],
        [at(140_000).toISOString(), 'first', at(200_000).toISOString()],
        [at(300_000).toISOString(), '1 more throttled attempt', null],
      ]);
      expect(entries[1]!.details).toMatchObject({ from: at(1_000).toISOString(), to: at(2_000).toISOString() });
    } finally {
      await services.cleanup();
    }
  });
});

describe('reading a large audit log', () => {
  let services: TestServices;
  let dir: string;
  beforeAll(async () => {
    services = await createTestServices();
    dir = auditDir(services.store);
    // Creates the folder the way the server does.
    await audit(services.store, { type: 'settings.changed' }, new Date('2026-04-30T12:00:00Z'));
  });
  afterAll(() => services.cleanup());

  const line = (i: number, day = 5, extra: Partial<AuditEntry> = {}) =>
    JSON.stringify({
      id: `e-${i}`,
      at: new Date(Date.UTC(2026, 4, day, 0, 0, i)).toISOString(),
      type: i % 3 === 0 ? 'record.updated' : 'sign-in.failure',
      // Multi-byte characters, so chunk edges fall inside them.
      username: `zoë-🏠-${i}`,
      ip: `203.0.113.${i % 250}`,
      userAgent: UA,
      device: 'Chrome on Linux',
      ...extra,
    });
  const now = new Date('2026-05-20T00:00:00Z');

  it('reads backwards in chunks: the newest entries first, skipping damaged lines, recovering an entry appended to a torn one', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => line(i));
    lines.splice(2990, 0, '{"id":"broken", "at": "2026-05-0', 'not json at all', '[]', '{"id":5}');
    // A torn append with the next entry written straight after it: the entry is recovered.
    lines[lines.length - 3] = `{"id":"torn","at":"2026-05-05T00:0${lines[lines.length - 3]}`;
    const torn = line(9999).slice(0, 40);
    await fs.writeFile(path.join(dir, 'audit-2026-05.jsonl'), `${lines.join('\n')}\n${torn}`);
    const ids = (entries: AuditEntry[]) => entries.map((e) => e.id);
    const newest = (n: number, from = 2999) => Array.from({ length: n }, (_, k) => `e-${from - k}`);

    for (const chunkBytes of [7, 64, 1000, 64 * 1024])
      expect(ids(await readAudit(services.store, { limit: 5 }, now, { chunkBytes })), `chunk ${chunkBytes}`).toEqual(newest(5));
    for (const chunkBytes of [100, 64 * 1024]) {
      const all = await readAudit(services.store, { limit: 1000 }, now, { chunkBytes });
      expect(ids(all)).toEqual(newest(1000));
      expect(all[0]!.username).toBe('zoë-🏠-2999');
    }
    // Filters still apply, and the older month follows the newer one.
    const updates = await readAudit(services.store, { limit: 3, type: 'record' }, now, { chunkBytes: 100 });
    expect(ids(updates)).toEqual(['e-2997', 'e-2994', 'e-2991']);
    expect(ids(await readAudit(services.store, { limit: 2, q: 'zoë-🏠-2998' }, now, { chunkBytes: 500 }))).toEqual(['e-2998']);
    const everything = await readAudit(services.store, { limit: 1000, type: 'settings' }, now, { chunkBytes: 333 });
    expect(everything.map((e) => e.type)).toEqual(['settings.changed']);
  });

  it('answers from a month file larger than one string can hold (over 512 MB), never reading it whole', async () => {
    const file = path.join(dir, 'audit-2026-05.jsonl');
    // Old entries, then about 560 MB of damage without a newline (a sparse hole: quick, no disk
    // used), then the newest entries: fs.readFile(file, 'utf8') would fail with "Invalid string length".
    await fs.writeFile(file, `${[0, 1, 2].map((i) => line(i, 1)).join('\n')}\n`);
    await fs.truncate(file, 560 * 1024 * 1024);
    // The next entry is appended right after the damage, as the server appends.
    await fs.appendFile(file, `${[3, 4, 5, 6].map((i) => line(i, 10)).join('\n')}\n`);
    expect((await fs.stat(file)).size).toBeGreaterThan(constants.MAX_STRING_LENGTH);

    expect((await readAudit(services.store, { limit: 3 }, now)).map((e) => e.id)).toEqual(['e-6', 'e-5', 'e-4']);
    // Through the damage to the entries before it; of the 560 MB "line" only its end is held.
    expect((await readAudit(services.store, { limit: 8 }, now)).map((e) => e.id)).toEqual([
      'e-6',
      'e-5',
      'e-4',
      'e-3',
      'e-2',
      'e-1',
      'e-0',
      expect.any(String),
    ]);
  }, 60_000);
});
