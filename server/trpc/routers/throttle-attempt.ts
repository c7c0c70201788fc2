// Password and code attempts share one per-client budget (server/auth/throttle.ts): counted before
// the check, answered with 429 and Retry-After when spent. Sign-in also meets the account-wide
// lock on failed attempts, which a browser the agent has signed in with before passes.
import { TRPCError } from '@trpc/server';
import { isKnownDevice, knownDeviceClearCookie, knownDeviceSetCookie } from '../../auth/known-device';
import type { Context } from '../context';

export function throttle(ctx: Context) {
  const verdict = ctx.loginThrottle.hit(ctx.ip);
  if (!verdict.allowed) tooMany(ctx, verdict.retryAfterSeconds);
}

/** Whether the request comes from a browser the agent has signed in with (since the last password change). */
export const fromKnownDevice = (ctx: Context) => isKnownDevice(ctx.req?.headers.cookie, ctx.sessionSecret, ctx.store.read().admin);

/** For the two sign-in steps: the client's budget, then the account's lock. */
export function throttleSignIn(ctx: Context) {
  throttle(ctx);
  const wait = ctx.signInLock.retryAfterSeconds();
  if (wait !== null && !fromKnownDevice(ctx)) tooMany(ctx, wait);
  // Counted as failed before the check; a right answer gives it back (signInSucceeded, signInGoesOn).
  ctx.signInLock.reserve();
}

/** A right password that goes on to the code step: not a failure, and not yet a sign-in. */
export function signInGoesOn(ctx: Context) {
  ctx.signInLock.release();
}

/** Until when this client may not try again (its own budget or the account's lock), for the audit log. */
export function signInLockedUntil(ctx: Context): number | null {
  const times = [ctx.loginThrottle.lockedUntil(ctx.ip), ctx.signInLock.lockedUntil()].filter((t): t is number => t !== null);
  return times.length ? Math.max(...times) : null;
}

/** A successful sign-in: the budgets start over, and this browser is known from now on. */
export function signInSucceeded(ctx: Context) {
  ctx.loginThrottle.reset(ctx.ip);
  ctx.signInLock.reset();
  rememberDevice(ctx);
}

/**
 * A new known-device cookie for this browser, bound to the account as it is now: at sign-in, and
 * after a password change or "sign out everywhere else", which end every earlier one.
 */
export function rememberDevice(ctx: Context) {
  const account = ctx.store.read().admin;
  if (account && ctx.res && !ctx.res.headersSent) ctx.res.append('Set-Cookie', knownDeviceSetCookie(ctx.sessionSecret, account, secureCookies(ctx)));
}

/** A browser that signs out is no longer one the agent signs in with. */
export function forgetDevice(ctx: Context) {
  if (ctx.res && !ctx.res.headersSent) ctx.res.append('Set-Cookie', knownDeviceClearCookie(secureCookies(ctx)));
}

const secureCookies = (ctx: Context) => ctx.env.COOKIE_SECURE ?? ctx.req?.secure ?? false;

function tooMany(ctx: Context, seconds: number): never {
  ctx.setHeader('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  });
}
