// Login and current-password checks are throttled per client IP, counted before the password
// is verified; the client IP comes from X-Forwarded-For only when the proxy is trusted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactMessage, validValuationRequest } from '../../test-support/lead-payloads';
import { Findings, tally } from './findings';
import { ADMIN_PASSWORD, answers, client, errorMessageOf, login, makeSandbox, request, type Reply, ServerProcess } from './harness';

const MAX = 5;
const findings = new Findings('throttle');
const proxied = makeSandbox('throttle-proxy');
const direct = makeSandbox('throttle-direct');
let server: ServerProcess;
let noProxy: ServerProcess;
/** Signed in before the X-Forwarded-For test uses up that server's login attempts. */
let noProxyToken: string;

beforeAll(async () => {
  [server, noProxy] = await Promise.all([
    ServerProcess.start({ sandbox: proxied, env: { TRUST_PROXY: 'loopback', LOGIN_MAX_ATTEMPTS: String(MAX) } }),
    ServerProcess.start({ sandbox: direct, env: { LOGIN_MAX_ATTEMPTS: '3', LEAD_MAX_SUBMISSIONS: '10' } }),
  ]);
  noProxyToken = (await login(noProxy.url)).token;
});
afterAll(async () => {
  await Promise.all([server?.stop(), noProxy?.stop()]);
  proxied.remove();
  direct.remove();
});

const attempt = (base: string, password: string, xff?: string) =>
  request(base, '/api/admin/login', { json: { username: 'admin', password }, headers: xff ? { 'x-forwarded-for': xff } : {} });

const retryAfterOk = (r: Reply) =>
  /^\d+$/.test(String(r.headers['retry-after'])) && Number(r.headers['retry-after']) > 0 && Number(r.headers['retry-after']) <= 15 * 60;
const messageOf = (r: Reply) => {
  try {
    return errorMessageOf(r.json()) ?? '';
  } catch {
    return '';
  }
};

describe('login throttling (TRUST_PROXY=loopback, LOGIN_MAX_ATTEMPTS=5)', () => {
  it('sequential wrong guesses: the limit reaches verification, then 429 with Retry-After; another IP still signs in', async () => {
    const ip = '203.0.113.10';
    const replies: Reply[] = [];
    for (let i = 0; i < MAX + 3; i++) replies.push(await attempt(server.url, `wrong-guess-${i}`, ip));
    const statuses = replies.map((r) => r.status);
    const limited = replies.filter((r) => r.status === 429);
    const correctSameIp = await attempt(server.url, ADMIN_PASSWORD, ip);
    const correctOtherIp = await attempt(server.url, ADMIN_PASSWORD, '203.0.113.20');
    const held =
      statuses.slice(0, MAX).every((s) => s === 401) &&
      statuses.slice(MAX).every((s) => s === 429) &&
      limited.every(retryAfterOk) &&
      correctSameIp.status === 429 &&
      correctOtherIp.status === 200;
    findings.check(
      'sequential wrong logins',
      `${MAX + 3} wrong passwords one after another from ${ip}, then the right one from the same IP and from 203.0.113.20`,
      `${statuses.join(' ')}; Retry-After ${limited[0]?.headers['retry-after']} s, message "${messageOf(limited[0]!)}"; right password same IP ${correctSameIp.status}, other IP ${correctOtherIp.status}`,
      held,
    );
    expect(held).toBe(true);
  });

  it('50 parallel wrong guesses: at most the limit reach password verification', async () => {
    const ip = '203.0.113.30';
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(server.url, `parallel-guess-${i}`, ip)));
    const verified = replies.filter((r) => r.status === 401).length;
    const limited = replies.filter((r) => r.status === 429);
    const held = verified <= MAX && verified + limited.length === 50 && limited.every(retryAfterOk);
    findings.check(
      '50 parallel wrong logins',
      `50 wrong passwords at once from ${ip} (limit ${MAX})`,
      `${verified} reached verification (401), ${limited.length} refused up front (429, all with Retry-After: ${limited.every(retryAfterOk) ? 'yes' : 'NO'})`,
      held,
    );
    expect(verified).toBeLessThanOrEqual(MAX);
    expect(held).toBe(true);
  });

  it('a successful login resets the count', async () => {
    const ip = '203.0.113.40';
    const first: number[] = [];
    for (let i = 0; i < MAX - 1; i++) first.push((await attempt(server.url, `reset-guess-${i}`, ip)).status);
    const success = (await attempt(server.url, ADMIN_PASSWORD, ip)).status;
    const after: number[] = [];
    for (let i = 0; i < MAX + 1; i++) after.push((await attempt(server.url, `reset-again-${i}`, ip)).status);
    const held = first.every((s) => s === 401) && success === 200 && after.slice(0, MAX).every((s) => s === 401) && after[MAX] === 429;
    findings.check(
      'success resets the count',
      `${MAX - 1} wrong, the right one, then ${MAX + 1} wrong from ${ip}`,
      `${first.join(' ')} | ${success} | ${after.join(' ')}`,
      held,
    );
    expect(held).toBe(true);
  });

  it('a forged X-Forwarded-For prefix does not escape the limit behind a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) statuses.push((await attempt(server.url, `spoof-guess-${i}`, `198.51.100.${i + 1}, 203.0.113.50`)).status);
    const held = statuses.slice(0, MAX).every((s) => s === 401) && statuses.slice(MAX).every((s) => s === 429);
    findings.check(
      'client IP from the trusted hop only',
      `${MAX + 2} wrong logins, X-Forwarded-For "198.51.100.<n>, 203.0.113.50" (client-chosen first entry varies, the proxy-appended last entry stays)`,
      statuses.join(' '),
      held,
    );
    expect(held).toBe(true);
  });

  it('the tRPC login and the current-password check are throttled too', async () => {
    const ip = '203.0.113.60';
    const trpc: Reply[] = [];
    for (let i = 0; i < MAX + 1; i++)
      trpc.push(
        await client(server.url, { headers: { 'x-forwarded-for': ip } }).trpc('admin.login', 'mutation', {
          username: 'admin',
          password: `trpc-guess-${i}`,
        }),
      );
    const { token } = await login(server.url, ADMIN_PASSWORD, { 'x-forwarded-for': '203.0.113.61' });
    const change: Reply[] = [];
    for (let i = 0; i < MAX + 1; i++)
      change.push(
        await client(server.url, { token, headers: { 'x-forwarded-for': '203.0.113.62' } }).post('/api/admin/change-password', {
          currentPassword: `not-the-password-${i}`,
          newPassword: 'Another-Strong-Pass-77',
        }),
      );
    const held =
      trpc.slice(0, MAX).every((r) => r.status === 401) &&
      trpc[MAX]!.status === 429 &&
      retryAfterOk(trpc[MAX]!) &&
      change.slice(0, MAX).every((r) => r.status === 400) &&
      change[MAX]!.status === 429 &&
      retryAfterOk(change[MAX]!);
    findings.check(
      'tRPC login and current-password check throttled',
      `${MAX + 1} wrong tRPC admin.login calls; ${MAX + 1} change-password calls with a wrong current password`,
      `tRPC: ${trpc.map((r) => r.status).join(' ')} (Retry-After ${trpc[MAX]!.headers['retry-after']}); change-password: ${change.map((r) => r.status).join(' ')} (Retry-After ${change[MAX]!.headers['retry-after']})`,
      held,
    );
    expect(held).toBe(true);
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=loopback)', () => {
  it('marks the session cookie Secure when the proxy says the visitor came over https', async () => {
    const res = await request(server.url, '/api/admin/login', {
      json: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.80', 'x-forwarded-proto': 'https' },
    });
    const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('agent_admin=')) ?? '';
    const held = res.status === 200 && /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie);
    findings.check(
      'Secure cookie behind https proxy',
      'login with X-Forwarded-Proto: https through the trusted proxy',
      cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim())
        .join('; ') || `no cookie (${res.status})`,
      held,
    );
    expect(held).toBe(true);
  });
});

describe('without a trusted proxy (TRUST_PROXY unset, LOGIN_MAX_ATTEMPTS=3)', () => {
  it('ignores X-Forwarded-For: a new header value per guess does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(noProxy.url, `xff-guess-${i}`, `192.0.2.${i + 1}`)).status);
    const held = statuses.slice(0, 3).every((s) => s === 401) && statuses.slice(3).every((s) => s === 429);
    findings.check(
      'X-Forwarded-For ignored unless trusted',
      '6 wrong logins, each with a different X-Forwarded-For',
      `${tally(statuses)} (${statuses.join(' ')})`,
      held,
    );
    expect(held).toBe(true);
  });
});

describe('public form submissions per client IP (LEAD_MAX_SUBMISSIONS=10)', () => {
  it('60 parallel contact submissions from one IP: at most 10 stored, the rest 429 with Retry-After', async () => {
    const token = noProxyToken;
    const listed = async () => answers.records.parse((await client(noProxy.url, { token }).get('/api/admin/contact-messages')).json()).length;
    const before = await listed();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        client(noProxy.url).post('/api/contact/formcarry', {
          ...validContactMessage,
          name: `Flood ${i}`,
          email: `flood${i}@example.com`,
          message: `flood ${i}`,
        }),
      ),
    );
    const accepted = replies.filter((r) => r.status === 201).length;
    const limited = replies.filter((r) => r.status === 429);
    const stored = (await listed()) - before;
    const valuation = await client(noProxy.url).post('/api/valuation-requests', {
      ...validValuationRequest,
      name: 'Separate Counter',
      email: 'separate@example.com',
    });
    const held = accepted <= 10 && accepted === stored && accepted + limited.length === 60 && limited.every(retryAfterOk) && valuation.status === 201;
    findings.check(
      'lead flood from one IP',
      '60 parallel POST /api/contact/formcarry from one client, then one valuation request',
      `${accepted} accepted and ${stored} stored, ${limited.length} refused with 429 (Retry-After ${limited[0]?.headers['retry-after']} s, "${messageOf(limited[0]!)}"); valuation request ${valuation.status} (counted separately)`,
      held,
    );
    expect(held).toBe(true);
  });
});
