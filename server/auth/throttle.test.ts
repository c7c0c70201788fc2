import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, type TestApp } from '../test/harness';
import { LoginThrottle } from './throttle';

// Count how many attempts actually reach the (slow) password check.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password')>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      verifications.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

describe('LoginThrottle', () => {
  it('allows max attempts per window, then answers with the seconds to wait', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    expect([throttle.hit('a'), throttle.hit('a'), throttle.hit('a')].every((r) => r.allowed)).toBe(true);
    expect(throttle.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 45_500;
    expect(throttle.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    // Other clients are not affected.
    expect(throttle.hit('b').allowed).toBe(true);
    // The window ends.
    now += 15_000;
    expect(throttle.hit('a').allowed).toBe(true);
  });

  it('says until when a refused address is locked out', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(2, 60_000, () => now);
    throttle.hit('a');
    expect(throttle.lockedUntil('a')).toBeNull();
    throttle.hit('a');
    expect(throttle.lockedUntil('a')).toBe(1_060_000);
    expect(throttle.lockedUntil('b')).toBeNull();
    now += 60_000;
    expect(throttle.lockedUntil('a')).toBeNull();
  });

  it('starts over after reset', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    throttle.hit('a');
    throttle.hit('a');
    expect(throttle.hit('a').allowed).toBe(false);
    throttle.reset('a');
    expect(throttle.hit('a').allowed).toBe(true);
  });
});

describe('login throttling over HTTP', () => {
  let app: TestApp;
  // Small, so the test spends little time in scrypt; the logic is the same for the default 10.
  const MAX = 5;
  beforeAll(async () => {
    // TRUST_PROXY lets each test speak from its own client address via X-Forwarded-For.
    app = await startTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(MAX), TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

  const login = (ip: string, password: string) =>
    app.api('/api/admin/login', { method: 'POST', json: { username: ADMIN_USERNAME, password }, headers: { 'x-forwarded-for': ip } });

  it('counts before verifying: of 50 parallel wrong guesses at most LOGIN_MAX_ATTEMPTS are checked, the rest get 429', async () => {
    verifications.count = 0;
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => login('203.0.113.7', `wrong-guess-${i}`)));
    const statuses = responses.map((r) => r.status);
    const unauthorized = statuses.filter((s) => s === 401).length;
    const throttled = responses.filter((r) => r.status === 429);
    expect(verifications.count).toBeLessThanOrEqual(MAX);
    expect(unauthorized).toBeLessThanOrEqual(MAX);
    expect(unauthorized + throttled.length).toBe(50);
    expect(throttled.length).toBeGreaterThanOrEqual(50 - MAX);
    for (const r of throttled) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await r.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    }

    // Even the right password is not checked while throttled.
    verifications.count = 0;
    const right = await login('203.0.113.7', ADMIN_PASSWORD);
    expect(right.status).toBe(429);
    expect(verifications.count).toBe(0);

    // Another client is unaffected.
    expect((await login('198.51.100.20', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('a successful login resets the count', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < MAX - 1; i++) expect((await login(ip, `nope-${i}`)).status).toBe(401);
    expect((await login(ip, ADMIN_PASSWORD)).status).toBe(200);
    // A fresh allowance: MAX more wrong attempts are answered 401, then 429.
    const next = await Promise.all(Array.from({ length: MAX }, (_, i) => login(ip, `again-${i}`)));
    expect(next.map((r) => r.status)).toEqual(Array(MAX).fill(401));
    expect((await login(ip, 'one-too-many')).status).toBe(429);
  });

  it('throttles the current-password check of change-password too', async () => {
    const ip = '192.0.2.99';
    const { token } = await app.login();
    verifications.count = 0;
    const responses = await Promise.all(
      Array.from({ length: MAX + 5 }, (_, i) =>
        app.api('/api/admin/change-password', {
          method: 'POST',
          token,
          json: { currentPassword: `guess-${i}`, newPassword: 'Brand-New-Password-1' },
          headers: { 'x-forwarded-for': ip },
        }),
      ),
    );
    expect(verifications.count).toBeLessThanOrEqual(MAX);
    expect(responses.filter((r) => r.status === 400).length).toBeLessThanOrEqual(MAX);
    expect(responses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    // The password did not change.
    expect((await login('198.51.100.21', ADMIN_PASSWORD)).status).toBe(200);
  });
});
