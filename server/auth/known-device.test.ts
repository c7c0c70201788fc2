// A known-device cookie lets the agent's own browser past the account-wide sign-in lock. It must
// stop doing so once the agent changes the password, signs out everywhere else or signs another
// browser out from Settings: whoever once
// signed in (or copied the cookie) would otherwise guess the new password without that limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, type TestApp } from '../test/harness';

const ACCOUNT_MAX = 3;
const NEW_PASSWORD = 'Quokka-Harbor-Lantern-77';

describe('known-device cookie after a password change, "sign out everywhere else", a revoked session and sign-out', () => {
  let app: TestApp;
  let password = ADMIN_PASSWORD;
  let nextAddress = 1;
  // Every request from its own address, as a guesser spread over many would send them.
  const address = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX), TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

  const login = (pw: string, cookie?: string) =>
    app.api('/api/admin/login', {
      method: 'POST',
      json: { username: ADMIN_USERNAME, password: pw },
      headers: { 'x-forwarded-for': address(), ...(cookie ? { cookie } : {}) },
    });
  const deviceCookieOf = (response: Response) => {
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('agent_device='))
      ?.split(';')[0];
    expect(cookie).toMatch(/^agent_device=[\w-]+\.[\w-]+$/);
    return cookie!;
  };
  const signIn = async () => {
    const response = await login(password);
    expect(response.status).toBe(200);
    return { token: ((await response.json()) as { token: string }).token, device: deviceCookieOf(response) };
  };
  /** Spends the account's budget of failed sign-ins; afterwards a new browser is refused. */
  const lockAccount = async () => {
    for (let i = 0; i < ACCOUNT_MAX; i++) expect((await login(`wrong-guess-${i}`)).status).toBe(401);
    expect((await login(password)).status).toBe(429);
  };

  it('a cookie from before a password change no longer passes the lock; one from after it does', async () => {
    const before = await signIn();
    const { token } = await signIn();
    const change = await app.api('/api/admin/change-password', {
      method: 'POST',
      token,
      json: { currentPassword: password, newPassword: NEW_PASSWORD },
      headers: { 'x-forwarded-for': address() },
    });
    expect(change.status).toBe(200);
    password = NEW_PASSWORD;
    // The browser that changed it stays known, and so does one that signs in afterwards.
    const changedHere = deviceCookieOf(change);
    const after = await signIn();

    await lockAccount();
    // The old cookie's guess is refused unchecked, even with the right password.
    const stale = await login(password, before.device);
    expect(stale.status).toBe(429);
    expect(Number(stale.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(password, after.device)).status).toBe(200);

    await lockAccount();
    expect((await login(password, before.device)).status).toBe(429);
    expect((await login(password, changedHere)).status).toBe(200);
  });

  it('a cookie from before "sign out everywhere else" no longer passes the lock; one from after it does', async () => {
    const before = await signIn();
    const { token } = await signIn();
    const revoke = await app.api('/api/admin/sessions/revoke-others', { method: 'POST', token, headers: { 'x-forwarded-for': address() } });
    expect(revoke.status).toBe(200);
    const revokedFrom = deviceCookieOf(revoke);
    const after = await signIn();

    await lockAccount();
    expect((await login(password, before.device)).status).toBe(429);
    expect((await login(password, after.device)).status).toBe(200);

    await lockAccount();
    expect((await login(password, before.device)).status).toBe(429);
    expect((await login(password, revokedFrom)).status).toBe(200);
  });

  it('a cookie of a browser whose session was signed out from Settings no longer passes the lock', async () => {
    const lost = await signIn();
    const { token } = await signIn();
    const sessions = (await (await app.api('/api/admin/sessions', { token })).json()) as Array<{ id: string; current: boolean }>;
    // The most recent other session is the lost browser's (the list puts the current one first).
    const lostSession = sessions.find((s) => !s.current)!;
    const revoke = await app.api(`/api/admin/sessions/${lostSession.id}`, { method: 'DELETE', token, headers: { 'x-forwarded-for': address() } });
    expect(revoke.status).toBe(200);
    const revokedFrom = deviceCookieOf(revoke);

    await lockAccount();
    expect((await login(password, lost.device)).status).toBe(429);
    expect((await login(password, revokedFrom)).status).toBe(200);
  });

  it('signing out removes the cookie from the browser', async () => {
    const response = await login(password);
    const sessionCookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('agent_admin='))!
      .split(';')[0]!;
    const logout = await app.api('/api/admin/logout', { method: 'POST', cookie: `${sessionCookie}; ${deviceCookieOf(response)}` });
    expect(logout.status).toBe(200);
    const cleared = logout.headers.getSetCookie().find((c) => c.startsWith('agent_device='));
    expect(cleared).toMatch(/^agent_device=; Path=\/api; Max-Age=0/);
  });
});
