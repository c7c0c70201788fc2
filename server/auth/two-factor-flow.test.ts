// Two-factor sign-in end to end over HTTP: setup, enable, the two-step login, replay, recovery
// codes, throttling, disable; a half-finished sign-in after the account changed; and the session list.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matching } from '../test/answers';
import { ADMIN_PASSWORD, ADMIN_USERNAME, sessionCookie, startSignedInTestApp, startTestApp, type TestApp } from '../test/harness';
import { setAdminPassword } from './admin-account';
import { totpCode } from '../test/totp';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/**
 * The authenticator's code after moving the clock on one 30-second step (only Date is faked), so each
 * test signs in with a code that was never used, without waiting for real time to pass.
 */
function freshCode(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  return totpCode(secret);
}
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(() => {
  vi.useRealTimers();
});

async function enableTwoFactor(app: TestApp, token: string) {
  const setup = await json<{ secret: string; otpauthUrl: string }>(await app.api('/api/admin/2fa/setup', { method: 'POST', token }));
  const code = totpCode(setup.secret);
  const enabled = await app.api('/api/admin/2fa/enable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code } });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enabled);
  return { ...setup, recoveryCodes };
}

const passwordStep = (app: TestApp, password = ADMIN_PASSWORD) =>
  app.api('/api/admin/login', {
    method: 'POST',
    json: { username: ADMIN_USERNAME, password },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' },
  });
const codeStep = (app: TestApp, challenge: string, code: string) => app.api('/api/admin/login/2fa', { method: 'POST', json: { challenge, code } });

describe('two-factor sign-in', () => {
  let app: TestApp;
  let token: string;
  let tf: Awaited<ReturnType<typeof enableTwoFactor>>;
  beforeAll(async () => {
    ({ app, token } = await startSignedInTestApp());
  });
  afterAll(() => app.close());

  it('setup answers a base32 secret and an otpauth URL and enables nothing until a code confirms it', async () => {
    const setup = await app.api('/api/admin/2fa/setup', { method: 'POST', token });
    expect(setup.status).toBe(200);
    const body = await json<{ secret: string; otpauthUrl: string }>(setup);
    expect(Object.keys(body).sort()).toEqual(['otpauthUrl', 'secret']);
    expect(body.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(await json(await app.api('/api/admin/2fa', { token }))).toMatchObject({ enabled: false });
    // Still one step: the password alone signs in.
    expect(await json(await passwordStep(app))).toHaveProperty('token');
    const wrong = await app.api('/api/admin/2fa/enable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await json<{ message: string }>(wrong)).message).toMatch(/That code is not right/);
  });

  it('turning it on needs the account password as well as the code: a session alone is not enough', async () => {
    const { secret } = await json<{ secret: string }>(await app.api('/api/admin/2fa/setup', { method: 'POST', token }));
    const enable = (body: Record<string, unknown>) => app.api('/api/admin/2fa/enable', { method: 'POST', token, json: body });

    const withoutPassword = await enable({ code: totpCode(secret) });
    expect(withoutPassword.status).toBe(400);
    expect((await json<{ message: string }>(withoutPassword)).message).toBe('Password is required');

    const wrongPassword = await enable({ password: 'not-the-password', code: totpCode(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(await json(wrongPassword)).toEqual({ message: 'Password is incorrect' });

    expect(await json(await app.api('/api/admin/2fa', { token }))).toMatchObject({ enabled: false });
    expect(await json(await passwordStep(app))).toHaveProperty('token');
  });

  it('enable with a current code answers ten recovery codes, stored only as hashes', async () => {
    tf = await enableTwoFactor(app, token);
    expect(tf.recoveryCodes).toHaveLength(10);
    const stored = app.store.read().admin!.twoFactor!;
    expect(stored.recoveryCodes.every((c) => /^[a-f0-9]{64}$/.test(c.hash))).toBe(true);
    expect(JSON.stringify(app.store.read())).not.toContain(tf.recoveryCodes[0]);
    expect(await json(await app.api('/api/admin/2fa', { token }))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('then the password alone gives a challenge and no session; the code completes the sign-in', async () => {
    const first = await passwordStep(app);
    expect(first.status).toBe(200);
    const body = await json<{ twoFactorRequired: boolean; challenge: string }>(first);
    expect(body).toEqual({ twoFactorRequired: true, challenge: matching.string() });
    expect(sessionCookie(first)).toBeNull();

    const code = freshCode(tf.secret);
    const second = await codeStep(app, body.challenge, code);
    expect(second.status).toBe(200);
    const signedIn = await json<{ token: string; user: { username: string } }>(second);
    expect(signedIn.user.username).toBe(ADMIN_USERNAME);
    expect(sessionCookie(second)).not.toBeNull();
    expect((await app.api('/api/admin/me', { token: signedIn.token })).status).toBe(200);

    // The same code again, on a fresh challenge, within its window: refused.
    const again = await json<{ challenge: string }>(await passwordStep(app));
    const replay = await codeStep(app, again.challenge, code);
    expect(replay.status).toBe(401);
    expect((await json<{ message: string }>(replay)).message).toMatch(/already used/);
  });

  it('refuses a wrong code and an unknown challenge', async () => {
    const { challenge } = await json<{ challenge: string }>(await passwordStep(app));
    expect((await codeStep(app, challenge, '123456')).status).toBe(401);
    expect((await codeStep(app, 'not-a-challenge', freshCode(tf.secret))).status).toBe(401);
    const bad = await app.api('/api/admin/login/2fa', { method: 'POST', json: { challenge } });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toMatch(/Code is required/);
  });

  it('accepts a recovery code once', async () => {
    const { challenge } = await json<{ challenge: string }>(await passwordStep(app));
    const ok = await codeStep(app, challenge, tf.recoveryCodes[0]!.toUpperCase());
    expect(ok.status).toBe(200);
    expect(await json(await app.api('/api/admin/2fa', { token }))).toMatchObject({ recoveryCodesLeft: 9 });
    const { challenge: c2 } = await json<{ challenge: string }>(await passwordStep(app));
    const reused = await codeStep(app, c2, tf.recoveryCodes[0]!);
    expect(reused.status).toBe(401);
    // Not "wait for the next code": a recovery code has none.
    expect((await json<{ message: string }>(reused)).message).toBe(
      'That recovery code was already used. Each one works once: enter another of your recovery codes.',
    );
  });

  it('lists sessions with device, IP and last seen; signs one out, then everywhere else', async () => {
    type S = { id: string; device: string; ip: string; lastSeenAt: string; current: boolean };
    const sessions = await json<S[]>(await app.api('/api/admin/sessions', { token }));
    expect(sessions.length).toBeGreaterThan(2);
    expect(sessions[0]!.current).toBe(true);
    const phone = sessions.find((s) => s.device === 'Safari on iPhone')!;
    expect(phone).toMatchObject({ ip: matching.containing('127.0.0.1'), lastSeenAt: matching.string(), current: false });
    expect((await app.api(`/api/admin/sessions/${phone.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await json<S[]>(await app.api('/api/admin/sessions', { token }))).some((s) => s.id === phone.id)).toBe(false);
    const others = await json<{ count: number }>(await app.api('/api/admin/sessions/revoke-others', { method: 'POST', token }));
    expect(others.count).toBeGreaterThan(0);
    expect(await json<S[]>(await app.api('/api/admin/sessions', { token }))).toHaveLength(1);
    expect((await app.api('/api/admin/sessions/0123456789abcdef', { method: 'DELETE', token })).status).toBe(404);
  });

  it('disabling needs the password and a code', async () => {
    const code = freshCode(tf.secret);
    expect((await app.api('/api/admin/2fa/disable', { method: 'POST', token, json: { password: 'wrong', code } })).status).toBe(400);
    expect((await app.api('/api/admin/2fa/disable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code: '000000' } })).status).toBe(400);
    // The recovery code spent signing in above is refused for what it is.
    const spent = await app.api('/api/admin/2fa/disable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code: tf.recoveryCodes[0]! } });
    expect(spent.status).toBe(400);
    expect((await json<{ message: string }>(spent)).message).toMatch(/^That recovery code was already used\. Each one works once/);
    const off = await app.api('/api/admin/2fa/disable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code } });
    expect(await off.json()).toEqual({ success: true });
    expect(await json(await passwordStep(app))).toHaveProperty('token');
  });
});

describe('a sign-in waiting for its code', () => {
  const NEW_PASSWORD = 'Quiet-Meadow-Lantern-58';
  let app: TestApp;
  let token: string;
  let secret: string;
  beforeEach(async () => {
    ({ app, token } = await startSignedInTestApp());
    ({ secret } = await enableTwoFactor(app, token));
  });
  afterEach(() => app.close());

  const challengeFor = async (password: string) => (await json<{ challenge: string }>(await passwordStep(app, password))).challenge;
  const sessionCount = () => app.store.read().admin!.sessions.length;

  /** The code step with a valid current code: refused as expired, and no one is signed in. */
  async function expectRefused(challenge: string) {
    const before = sessionCount();
    const finish = await codeStep(app, challenge, freshCode(secret));
    expect(finish.status).toBe(401);
    expect(await json(finish)).toEqual({ message: 'Your sign-in has expired. Please enter your password again.' });
    expect(sessionCookie(finish)).toBeNull();
    expect(sessionCount()).toBe(before);
  }

  it('is refused after the password is changed in Settings', async () => {
    const challenge = await challengeFor(ADMIN_PASSWORD);
    const changed = await app.api('/api/admin/change-password', {
      method: 'POST',
      token,
      json: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    await expectRefused(challenge);
    // The new password's own sign-in still finishes.
    expect((await codeStep(app, await challengeFor(NEW_PASSWORD), freshCode(secret))).status).toBe(200);
  });

  it('is refused after "Sign out everywhere else"', async () => {
    const challenge = await challengeFor(ADMIN_PASSWORD);
    expect((await app.api('/api/admin/sessions/revoke-others', { method: 'POST', token })).status).toBe(200);
    await expectRefused(challenge);
    expect((await codeStep(app, await challengeFor(ADMIN_PASSWORD), freshCode(secret))).status).toBe(200);
  });

  it('is refused after npm run reset-password wrote a new password', async () => {
    const challenge = await challengeFor(ADMIN_PASSWORD);
    // What the shell tool writes to the data file (it runs as its own process, with the server stopped).
    await setAdminPassword(app.store, NEW_PASSWORD);
    await expectRefused(challenge);
  });

  it('is refused after two-factor sign-in is turned off and on again', async () => {
    const challenge = await challengeFor(ADMIN_PASSWORD);
    const off = await app.api('/api/admin/2fa/disable', { method: 'POST', token, json: { password: ADMIN_PASSWORD, code: freshCode(secret) } });
    expect(off.status).toBe(200);
    ({ secret } = await enableTwoFactor(app, token));
    await expectRefused(challenge);
  });
});

describe('code attempts are throttled like passwords', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { LOGIN_MAX_ATTEMPTS: '4' } });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After once the per-IP budget is spent, even with the right code', async () => {
    const { token } = await app.login();
    const tf = await enableTwoFactor(app, token);
    const { challenge } = await json<{ challenge: string }>(await passwordStep(app));
    // The password step counted once (a right password with 2FA does not clear the count).
    expect((await codeStep(app, challenge, '111111')).status).toBe(401);
    expect((await codeStep(app, challenge, '222222')).status).toBe(401);
    expect((await codeStep(app, challenge, '333333')).status).toBe(401);
    const blocked = await codeStep(app, challenge, freshCode(tf.secret));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
