// Admin sessions over real HTTP: bearer token and iron-session cookie, both revocable.
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf } from '../test/answers';
import { ADMIN_PASSWORD, sessionCookie, SESSION_SECRET, startTestApp, type TestApp } from '../test/harness';
import { COOKIE_NAME } from './cookie';
import { sessionIdOf } from './sessions';

let app: TestApp;
/** One signed-in session for tests that do not revoke it (each login costs a deliberately slow hash). */
let shared: { token: string; cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  shared = await app.login();
});
afterAll(() => app.close());

const me = (init: Parameters<TestApp['api']>[1] = {}) => app.api('/api/admin/me', init);
const setHeroTitle = (value: string, init: Parameters<TestApp['api']>[1] = {}) =>
  app.api('/api/admin/content/hero_title', { method: 'PUT', json: { value }, ...init });

describe('login', () => {
  it('answers token and user, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const { token, response } = await app.login();
    expect(await bodyOf(response)).toMatchObject({ token, user: { username: 'admin' } });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_NAME}=`));
    expect(header).toBeDefined();
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    // Plain http (this test server): a Secure cookie would never come back.
    expect(header).not.toMatch(/;\s*Secure/i);
    // The token itself is not readable from the cookie.
    expect(header).not.toContain(token);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a wrong password or username with 401 and a message', async () => {
    for (const json of [
      { username: 'admin', password: 'not-the-password' },
      { username: 'angela', password: ADMIN_PASSWORD },
    ]) {
      const res = await app.api('/api/admin/login', { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid credentials' });
      expect(sessionCookie(res)).toBeNull();
    }
  });

  it('accepts the username in any case', async () => {
    const res = await app.api('/api/admin/login', { method: 'POST', json: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
  });
});

describe('cookie sessions', () => {
  it('the cookie alone authorizes admin GETs', async () => {
    const { cookie } = shared;
    const res = await me({ cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: 'admin', displayName: 'Administrator' });
    expect((await app.api('/api/admin/contact-messages', { cookie })).status).toBe(200);
    expect((await app.api('/api/admin/content', { cookie })).status).toBe(200);
  });

  it('refuses a cookie-authenticated change from a foreign Origin with 403 and changes nothing', async () => {
    const { cookie } = shared;
    const before = app.store.read().siteContent.hero_title;
    const foreign = await setHeroTitle('Hijacked headline', { cookie, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toMatch(/cross-site/i);
    const crossSite = await setHeroTitle('Hijacked headline', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const badReferer = await setHeroTitle('Hijacked headline', { cookie, headers: { referer: 'https://evil.example/page' } });
    expect(badReferer.status).toBe(403);
    expect(app.store.read().siteContent.hero_title).toBe(before);

    // The same request from the site's own origin goes through.
    const own = await setHeroTitle('Homes Across the DMV', { cookie, headers: { origin: app.url } });
    expect(own.status).toBe(200);
    expect(app.store.read().siteContent.hero_title).toBe('Homes Across the DMV');
  });

  it('refuses the same cross-site change through the tRPC endpoint', async () => {
    const { cookie } = shared;
    const res = await app.api('/api/trpc/siteContent.update', {
      method: 'POST',
      cookie,
      json: { json: { key: 'hero_title', value: 'Via tRPC from elsewhere' } },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(app.store.read().siteContent.hero_title).not.toBe('Via tRPC from elsewhere');
  });

  it('refuses cookie-authenticated reads from another site too (a link or a redirect from elsewhere)', async () => {
    const { cookie } = shared;
    // SameSite=Lax sends the cookie on another site's top-level GET: a link to a download or an export.
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' };
    for (const path of ['/api/admin/contact-messages', '/api/admin/backup/download', '/api/trpc/backup.downloadSnapshot']) {
      const res = await app.api(path, { cookie, headers: navigation });
      expect(res.status, path).toBe(403);
    }
    // Typed into the address bar, or fetched by the panel itself: allowed.
    expect((await app.api('/api/admin/contact-messages', { cookie, headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
    expect(
      (await app.api('/api/admin/contact-messages', { cookie, headers: { 'sec-fetch-site': 'same-origin', referer: `${app.url}/admin/dashboard` } }))
        .status,
    ).toBe(200);
  });

  it('a bearer token is not ambient, so a foreign Origin does not matter for it', async () => {
    const { token } = shared;
    const res = await setHeroTitle('Set by a script', { token, headers: { origin: 'https://tools.example' } });
    expect(res.status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the token and the cookie and clears the cookie', async () => {
    const { token, cookie } = await app.login();
    expect((await me({ token })).status).toBe(200);
    const res = await app.api('/api/admin/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_NAME}=`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect((await me({ token })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('with the cookie alone revokes that session too', async () => {
    const { token, cookie } = await app.login();
    expect((await app.api('/api/admin/logout', { method: 'POST', cookie, headers: { origin: app.url } })).status).toBe(200);
    expect((await me({ token })).status).toBe(401);
  });

  it("refuses a cookie riding on another site's request with 403, as every other admin call, and signs nothing out", async () => {
    const { cookie } = await app.login();
    const res = await app.api('/api/admin/logout', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/cross-site/i);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_NAME}=`))).toBeUndefined();
    const viaTrpc = await app.api('/api/trpc/admin.logout', { method: 'POST', cookie, json: {}, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(viaTrpc.status).toBe(403);
    expect((await me({ cookie })).status).toBe(200);
  });

  it('with a bearer token signs out whatever the Origin (a token is not sent by the browser on its own)', async () => {
    const { token, cookie } = await app.login();
    const res = await app.api('/api/admin/logout', { method: 'POST', token, cookie, headers: { origin: 'https://tools.example' } });
    expect(res.status).toBe(200);
    expect((await me({ token })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('succeeds without credentials (the panel signs out locally anyway)', async () => {
    expect((await app.api('/api/admin/logout', { method: 'POST' })).status).toBe(200);
  });

  it('leaves other sessions signed in', async () => {
    const a = await app.login();
    const b = await app.login();
    await app.api('/api/admin/logout', { method: 'POST', token: a.token });
    expect((await me({ token: b.token })).status).toBe(200);
  });
});

describe('forged, expired and malformed credentials are 401, never 500', () => {
  const otherSecret = 'a-completely-different-secret-of-sufficient-length';

  it.each([
    ['a random word', 'Bearer not-a-token'],
    ['a well-formed unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a token with a space inside', `Bearer ${'A'.repeat(20)} ${'B'.repeat(22)}`],
    ['an overlong token', `Bearer ${'A'.repeat(5000)}`],
    ['a non-bearer scheme', 'Basic YWRtaW46cGFzc3dvcmQ='],
  ])('Authorization with %s', async (_label, authorization) => {
    const res = await me({ headers: { authorization } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/sign in/i);
  });

  it.each([
    ['garbage', 'garbage'],
    ['an empty value', ''],
    ['bad percent-encoding', '%E0%A4%A'],
    ['an iron seal with the wrong shape', 'Fe26.2*1*abc*def*ghi*jkl*mno*pqr~2'],
    ['an iron seal with the wrong mac prefix', 'Fe27.2**abc*def*ghi**jkl*mno~2'],
  ])('a session cookie that is %s', async (_label, value) => {
    const cookie = `${COOKIE_NAME}=${value}`;
    expect((await me({ cookie })).status).toBe(401);
    // Signing out with such a cookie in the browser still works.
    expect((await app.api('/api/admin/logout', { method: 'POST', cookie })).status).toBe(200);
  });

  it('signing in works even when the browser still holds a tampered cookie', async () => {
    for (const value of ['garbage', 'Fe26.2*1*abc*def*ghi*jkl*mno*pqr~2', 'Fe27.2**abc*def*ghi**jkl*mno~2']) {
      const cookie = `${COOKIE_NAME}=${value}`;
      const login = await app.api('/api/admin/login', { method: 'POST', cookie, json: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(login.status, value).toBe(200);
      const fresh = sessionCookie(login);
      expect(fresh).not.toBeNull();
      expect((await me({ cookie: fresh! })).status).toBe(200);
    }
  });

  it('a cookie sealed with another secret', async () => {
    const seal = await sealData({ token: shared.token }, { password: otherSecret });
    expect((await me({ cookie: `${COOKIE_NAME}=${seal}` })).status).toBe(401);
  });

  it('a correctly sealed cookie whose session was revoked or never existed', async () => {
    const unknown = await sealData({ token: 'B'.repeat(43) }, { password: SESSION_SECRET });
    expect((await me({ cookie: `${COOKIE_NAME}=${unknown}` })).status).toBe(401);
    const notAString = await sealData({ token: { $ne: null } }, { password: SESSION_SECRET });
    expect((await me({ cookie: `${COOKIE_NAME}=${notAString}` })).status).toBe(401);
  });

  it('an expired session, by token and by cookie', async () => {
    const { token, cookie } = await app.login();
    await app.store.mutate((db) => {
      const session = db.admin!.sessions.find((s) => s.id === sessionIdOf(token))!;
      session.expiresAt = new Date(Date.now() - 1000).toISOString();
    });
    expect((await me({ token })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('a wrong bearer token does not fall back to a valid cookie', async () => {
    const { cookie } = shared;
    expect((await me({ cookie, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });
});

// Last: it changes the password for the rest of this file.
describe('change-password', () => {
  it('checks the current password and the policy, naming the problem', async () => {
    const { token } = await app.login();
    const post = (json: unknown) => app.api('/api/admin/change-password', { method: 'POST', token, json });
    const cases: [unknown, RegExp][] = [
      [{ currentPassword: 'wrong-current-pass', newPassword: 'Chesapeake-Bay-Sunset-9' }, /^Current password is incorrect$/],
      [{ currentPassword: ADMIN_PASSWORD, newPassword: 'short' }, /at least 8 characters/],
      [{ currentPassword: ADMIN_PASSWORD, newPassword: 'password123' }, /too common/],
      [{ currentPassword: ADMIN_PASSWORD }, /New password is required/],
      [{ newPassword: 'Chesapeake-Bay-Sunset-9' }, /Current password is required/],
    ];
    for (const [json, message] of cases) {
      const res = await post(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const noToken = await app.api('/api/admin/change-password', {
      method: 'POST',
      json: { currentPassword: ADMIN_PASSWORD, newPassword: 'Chesapeake-Bay-Sunset-9' },
    });
    expect(noToken.status).toBe(401);
  });

  it('revokes every other session but keeps the current one', async () => {
    const current = await app.login();
    const other = await app.login();
    const res = await app.api('/api/admin/change-password', {
      method: 'POST',
      token: current.token,
      json: { currentPassword: ADMIN_PASSWORD, newPassword: 'Chesapeake-Bay-Sunset-9' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('Your admin password has been successfully changed');

    expect((await me({ token: current.token })).status).toBe(200);
    expect((await me({ cookie: current.cookie })).status).toBe(200);
    expect((await me({ token: other.token })).status).toBe(401);
    expect((await me({ cookie: other.cookie })).status).toBe(401);

    const oldLogin = await app.api('/api/admin/login', { method: 'POST', json: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    await app.login('Chesapeake-Bay-Sunset-9');
  });
});

describe('signing in while the disk refuses every write', () => {
  // The password the tests above left (their last one changed it).
  const PASSWORD_NOW = 'Chesapeake-Bay-Sunset-9';
  it('keeps the new session in memory: leads can be read, it is listed, and signing out or a revocation ends it', async () => {
    const diskFull = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const full = vi.spyOn(app.store, 'mutate').mockRejectedValue(diskFull);
    let held: Awaited<ReturnType<TestApp['login']>>;
    try {
      held = await app.login(PASSWORD_NOW);
      expect((await app.api('/api/admin/contact-messages', { token: held.token })).status).toBe(200);
      // A write still says nothing was saved.
      expect((await setHeroTitle('Written on a full disk', { token: held.token })).status).toBe(503);
      const sessions = (await (await app.api('/api/admin/sessions', { token: held.token })).json()) as { current: boolean }[];
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      // Signing out ends it, with the disk still full.
      expect((await app.api('/api/admin/logout', { method: 'POST', token: held.token })).status).toBe(200);
      expect((await me({ token: held.token })).status).toBe(401);
      held = await app.login(PASSWORD_NOW);
    } finally {
      full.mockRestore();
    }
    // Space is back: "Sign out everywhere else" from another session ends the one held in memory.
    const other = await app.login(PASSWORD_NOW);
    expect((await me({ token: held.token })).status).toBe(200);
    expect((await app.api('/api/admin/sessions/revoke-others', { method: 'POST', token: other.token })).status).toBe(200);
    expect((await me({ token: held.token })).status).toBe(401);
  });
});
