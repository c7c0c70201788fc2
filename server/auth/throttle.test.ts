import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, type TestApp } from '../test/harness';
import { isKnownDevice, knownDeviceSetCookie } from './known-device';
import { AccountLock, clientKey, LoginThrottle } from './throttle';

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

describe('clientKey', () => {
  it('counts an IPv6 client by its /64 and an IPv4 one by its address, also when written IPv4-mapped', () => {
    expect(clientKey('2001:db8:1:2::100')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('unknown')).toBe('unknown');
  });

  it('makes every address of one IPv6 /64 share one budget', () => {
    const throttle = new LoginThrottle(3, 60_000, () => 0);
    expect(['2001:db8:1:2::100', '2001:db8:1:2::101', '2001:db8:1:2::102'].map((ip) => throttle.hit(ip).allowed)).toEqual([true, true, true]);
    expect(throttle.hit('2001:db8:1:2::103').allowed).toBe(false);
    expect(throttle.hit('2001:db8:1:3::1').allowed).toBe(true);
  });
});

describe('AccountLock', () => {
  it('locks after max failures within the window, says for how long, opens when the window ends or on reset', () => {
    let now = 0;
    const lock = new AccountLock(3, 60_000, () => now);
    lock.reserve();
    lock.reserve();
    expect(lock.retryAfterSeconds()).toBeNull();
    lock.reserve();
    expect(lock.retryAfterSeconds()).toBe(60);
    expect(lock.lockedUntil()).toBe(60_000);
    now = 60_000;
    expect(lock.retryAfterSeconds()).toBeNull();
    lock.reserve();
    lock.reserve();
    lock.reserve();
    expect(lock.retryAfterSeconds()).not.toBeNull();
    lock.reset();
    expect(lock.retryAfterSeconds()).toBeNull();
  });

  it('gives back an attempt that did not fail', () => {
    const lock = new AccountLock(2, 60_000, () => 0);
    lock.reserve();
    lock.release();
    lock.reserve();
    expect(lock.retryAfterSeconds()).toBeNull();
    lock.reserve();
    expect(lock.retryAfterSeconds()).toBe(60);
  });
});

describe('known-device cookie', () => {
  const account = { passwordChangedAt: '2026-11-27T10:00:00.000Z', knownDevicesEpoch: 2 };
  it('is recognised only with the secret that made it', () => {
    const setCookie = knownDeviceSetCookie('s'.repeat(32), account, true);
    expect(setCookie).toMatch(/^agent_device=[\w-]+\.[\w-]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = setCookie.split(';')[0]!;
    expect(isKnownDevice(`other=1; ${cookie}`, 's'.repeat(32), account)).toBe(true);
    expect(isKnownDevice(cookie, 't'.repeat(32), account)).toBe(false);
    expect(
      isKnownDevice(
        cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        's'.repeat(32),
        account,
      ),
    ).toBe(false);
    expect(isKnownDevice(undefined, 's'.repeat(32), account)).toBe(false);
  });

  it('stops counting once the password changes or the agent signs out everywhere else', () => {
    const cookie = knownDeviceSetCookie('s'.repeat(32), account, false).split(';')[0]!;
    expect(isKnownDevice(cookie, 's'.repeat(32), { ...account, passwordChangedAt: '2026-11-28T09:00:00.000Z' })).toBe(false);
    expect(isKnownDevice(cookie, 's'.repeat(32), { ...account, knownDevicesEpoch: 3 })).toBe(false);
    expect(isKnownDevice(cookie, 's'.repeat(32), null)).toBe(false);
  });
});

describe('login throttling over HTTP', () => {
  let app: TestApp;
  // Small, so the test spends little time in scrypt; the logic is the same for the default 10.
  const MAX = 5;
  // More than the failures the other tests make between two successful sign-ins (which reset it).
  const ACCOUNT_MAX = 15;
  beforeAll(async () => {
    // TRUST_PROXY lets each test speak from its own client address via X-Forwarded-For.
    app = await startTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(MAX), LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX), TRUST_PROXY: 'true' } });
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

  it('locks sign-in for the account after LOGIN_ACCOUNT_MAX_FAILURES failures from many addresses, except in a browser that signed in before', async () => {
    // The agent's own browser, from an earlier sign-in: it keeps the known-device cookie.
    const earlier = await login('192.0.2.200', ADMIN_PASSWORD);
    const deviceCookie = earlier.headers
      .getSetCookie()
      .find((c) => c.startsWith('agent_device='))!
      .split(';')[0]!;
    expect(deviceCookie).toBeDefined();

    // A guesser spread over IPv4 addresses, each under its own limit (as many IPv6 /64s would be),
    // until the account's budget is spent.
    for (let net = 0; net < ACCOUNT_MAX / MAX; net++) {
      const statuses = await Promise.all(Array.from({ length: MAX }, (_, i) => login(`198.18.${net}.1`, `spread-guess-${net}-${i}`)));
      expect(statuses.map((r) => r.status)).toEqual(Array(MAX).fill(401));
    }
    // Now even the right password from a new address is refused, unchecked.
    verifications.count = 0;
    const locked = await login('198.51.100.77', ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(verifications.count).toBe(0);

    // The agent's browser still signs in, and that opens the lock for everyone.
    const agent = await app.api('/api/admin/login', {
      method: 'POST',
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.250', cookie: deviceCookie },
    });
    expect(agent.status).toBe(200);
    expect((await login('198.51.100.78', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('counts against the account before verifying: of 40 parallel guesses from 40 addresses at most LOGIN_ACCOUNT_MAX_FAILURES are checked', async () => {
    verifications.count = 0;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`198.19.${i}.9`, `parallel-guess-${i}`)));
    const statuses = responses.map((r) => r.status);
    expect(verifications.count).toBeLessThanOrEqual(ACCOUNT_MAX);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_MAX);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - ACCOUNT_MAX);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });
});
