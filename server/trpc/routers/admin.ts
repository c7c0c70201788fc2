import { TRPCError } from '@trpc/server';
import { changePasswordInputSchema, loginInputSchema, PASSWORD_CHANGED_MESSAGE } from '../../../domain/auth';
import { loginTwoFactorSchema, type TwoFactorRequired } from '../../../domain/two-factor';
import { actorOf } from '../../audit/actor';
import { audit, auditThrottledSignIn } from '../../audit/audit-log';
import { hashPassword, passwordPolicyProblem, verifyPassword } from '../../auth/password';
import { createSession, endMemoryHeldSessions, revokeSession } from '../../auth/sessions';
import { checkChallenge, createChallenge, endChallenge, RECOVERY_CODE_USED, useSecondFactor } from '../../auth/two-factor';
import type { Context } from '../context';
import { adminProcedure, publicProcedure, refuseCrossSiteCookie, router } from '../init';
import {
  forgetDevice,
  fromKnownDevice,
  rememberDevice,
  signInGoesOn,
  signInLockedUntil,
  signInSucceeded,
  throttle,
  throttleSignIn,
} from './throttle-attempt';

// Verified against when the username is wrong, so both failures cost the same time.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

type SignedIn = { token: string; user: { username: string; displayName: string } };

/** The end of every successful sign-in: a new session, the cookie, the token, an audit entry. */
async function signIn(ctx: Context, username: string, method: 'password' | 'totp' | 'recovery'): Promise<SignedIn> {
  signInSucceeded(ctx);
  const actor = actorOf(ctx, username);
  const { token } = await createSession(ctx.store, { device: actor.device, ip: actor.ip });
  await ctx.cookies?.write(token);
  await audit(ctx, { type: 'sign-in.success', actor, details: { method } });
  return { token, user: { username, displayName: 'Administrator' } };
}

/** A refused sign-in step (already counted against the account by throttleSignIn). */
async function signInFailed(ctx: Context, username: string, reason: string, message: string): Promise<never> {
  await audit(ctx, { type: 'sign-in.failure', actor: actorOf(ctx, username), details: { reason } });
  throw new TRPCError({ code: 'UNAUTHORIZED', message });
}

/**
 * A sign-in refused by the throttle: the first one per address and throttle window is written,
 * the rest are counted into one summary entry (an unauthenticated client must not grow the log).
 */
function throttledAttempt(ctx: Context, username: string, step?: 'code') {
  const until = signInLockedUntil(ctx) ?? Date.now();
  return auditThrottledSignIn(ctx, { username, until, ...(step ? { step } : {}) });
}

export const adminRouter = router({
  /** With two-factor on, a right password answers a challenge for login/2fa instead of a session. */
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }): Promise<SignedIn | TwoFactorRequired> => {
    try {
      throttleSignIn(ctx);
    } catch (error) {
      await throttledAttempt(ctx, input.username);
      throw error;
    }
    const account = ctx.store.read().admin;
    const userMatches = !!account && account.username.toLowerCase() === input.username.toLowerCase();
    // The agent's own browser goes ahead of guesses queued from elsewhere.
    const passwordMatches = await verifyPassword(input.password, userMatches ? account.passwordHash : DUMMY_HASH, { first: fromKnownDevice(ctx) });
    if (!account || !userMatches || !passwordMatches)
      return signInFailed(ctx, input.username, userMatches ? 'wrong password' : 'unknown username', 'Invalid credentials');
    // The attempt count is not reset yet: the code step draws on the same budget.
    if (account.twoFactor) {
      signInGoesOn(ctx);
      return { twoFactorRequired: true, challenge: createChallenge(ctx.store) };
    }
    return signIn(ctx, account.username, 'password');
  }),

  /** Second step: the challenge from login plus a TOTP code or a recovery code. */
  loginTwoFactor: publicProcedure.input(loginTwoFactorSchema).mutation(async ({ ctx, input }) => {
    const username = ctx.store.read().admin?.username ?? 'admin';
    try {
      throttleSignIn(ctx);
    } catch (error) {
      await throttledAttempt(ctx, username, 'code');
      throw error;
    }
    const challenge = checkChallenge(ctx.store, input.challenge);
    if (challenge !== 'ok')
      return signInFailed(ctx, username, `challenge ${challenge}`, 'Your sign-in has expired. Please enter your password again.');
    const result = await useSecondFactor(ctx.store, input.code);
    if (!result.ok)
      return signInFailed(
        ctx,
        username,
        result.reason === 'replayed' ? 'code already used' : result.reason === 'recovery-code-used' ? 'recovery code already used' : 'wrong code',
        result.reason === 'replayed'
          ? 'That code was already used. Wait for the next code.'
          : result.reason === 'recovery-code-used'
            ? RECOVERY_CODE_USED
            : 'Invalid code',
      );
    endChallenge(ctx.store, input.challenge);
    if (result.via === 'recovery')
      await audit(ctx, { type: '2fa.recovery-code-used', actor: actorOf(ctx, username), details: { recoveryCodesLeft: result.recoveryCodesLeft } });
    return signIn(ctx, username, result.via);
  }),

  /**
   * Succeeds without a session too: the panel signs out locally whatever happens here. A cookie
   * riding on another site's request signs nothing out, and is answered 403 as every other admin
   * call is (docs/product.md, "Security rules").
   */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    refuseCrossSiteCookie(ctx);
    if (ctx.auth) {
      await revokeSession(ctx.store, ctx.auth.sessionId);
      await audit(ctx, { type: 'sign-out' });
    }
    await ctx.cookies?.clear();
    forgetDevice(ctx);
    return { success: true };
  }),

  me: adminProcedure.query(({ ctx }) => {
    const account = ctx.store.read().admin;
    return { username: account?.username ?? 'admin', displayName: 'Administrator' };
  }),

  changePassword: adminProcedure.input(changePasswordInputSchema).mutation(async ({ ctx, input }) => {
    throttle(ctx);
    const account = ctx.store.read().admin;
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash, { first: true })))
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
    const problem = await passwordPolicyProblem(input.newPassword, account.username);
    if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
    ctx.loginThrottle.reset(ctx.ip);
    const passwordHash = await hashPassword(input.newPassword, { first: true });
    const keep = ctx.auth.sessionId;
    let signedOut = 0;
    await ctx.store.mutate((db) => {
      if (!db.admin) return;
      db.admin.passwordHash = passwordHash;
      db.admin.passwordChangedAt = new Date().toISOString();
      // Every other browser and token is signed out; this one keeps working.
      signedOut = db.admin.sessions.filter((s) => s.id !== keep).length;
      db.admin.sessions = db.admin.sessions.filter((s) => s.id === keep);
    });
    signedOut += endMemoryHeldSessions(ctx.store, keep);
    // The new passwordChangedAt ended every known-device cookie; this browser stays known.
    rememberDevice(ctx);
    await audit(ctx, { type: 'password.changed', details: { otherSessionsSignedOut: signedOut } });
    return { success: true, message: PASSWORD_CHANGED_MESSAGE };
  }),
});
