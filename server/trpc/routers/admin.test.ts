import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveToken } from '../../auth/sessions';
import { createInternalContext } from '../context';
import { createCallerFactory } from '../init';
import { appRouter } from '../router';
import { ADMIN_PASSWORD, callError, createTestServices, publicCaller, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ withAdmin: true });
});
afterAll(() => services.cleanup());

const caller = createCallerFactory(appRouter);
/** A caller that holds the session the way a real request would after login. */
/** Password sign-in on an account without two-factor: always the token answer. */
const passwordLogin = async () =>
  (await publicCaller(services).admin.login({ username: 'admin', password: ADMIN_PASSWORD })) as { token: string; user: { username: string } };
const signedIn = (token: string) => caller(createInternalContext(services, { sessionId: resolveToken(services.store, token)!, via: 'bearer' }));

describe('admin', () => {
  it('login answers a token and the user; the token resolves to a live session', async () => {
    const result = await passwordLogin();
    expect(result.user).toEqual({ username: 'admin', displayName: 'Administrator' });
    expect(resolveToken(services.store, result.token)).not.toBeNull();
    expect(await signedIn(result.token).admin.me()).toEqual({ username: 'admin', displayName: 'Administrator' });
  });

  it('login names missing fields and refuses wrong credentials', async () => {
    expect(await callError(publicCaller(services).admin.login({} as never))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Username is required; Password is required',
    });
    expect(await callError(publicCaller(services).admin.login({ username: 'admin', password: 'wrong password' }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid credentials',
    });
  });

  it('me requires a session', async () => {
    expect(await callError(publicCaller(services).admin.me())).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Authentication required. Please sign in again.',
    });
  });

  it('logout revokes the session and always succeeds', async () => {
    const { token } = await passwordLogin();
    expect(await signedIn(token).admin.logout()).toEqual({ success: true });
    expect(resolveToken(services.store, token)).toBeNull();
    expect(await publicCaller(services).admin.logout()).toEqual({ success: true });
  });

  it('changePassword keeps the current session, revokes the others and needs the current password', async () => {
    const a = await passwordLogin();
    const b = await passwordLogin();
    expect(await callError(signedIn(a.token).admin.changePassword({ currentPassword: 'wrong', newPassword: 'Gunpowder-Falls-88' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Current password is incorrect',
    });
    expect(await signedIn(a.token).admin.changePassword({ currentPassword: ADMIN_PASSWORD, newPassword: 'Gunpowder-Falls-88' })).toMatchObject({
      success: true,
    });
    expect(resolveToken(services.store, a.token)).not.toBeNull();
    expect(resolveToken(services.store, b.token)).toBeNull();
    expect((await callError(publicCaller(services).admin.login({ username: 'admin', password: ADMIN_PASSWORD }))).code).toBe('UNAUTHORIZED');
    await publicCaller(services).admin.login({ username: 'admin', password: 'Gunpowder-Falls-88' });
    expect((await callError(publicCaller(services).admin.changePassword({ currentPassword: 'x', newPassword: 'y' }))).code).toBe('UNAUTHORIZED');
  });
});
