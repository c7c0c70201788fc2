import { TRPCError } from '@trpc/server';
import { changePasswordInputSchema, loginInputSchema } from '../../../domain/auth';
import { hashPassword, passwordPolicyProblem, verifyPassword } from '../../auth/password';
import { createSession, revokeSession } from '../../auth/sessions';
import type { Context } from '../context';
import { adminProcedure, publicProcedure, router } from '../init';

// Verified against when the username is wrong, so both failures cost the same time.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function throttle(ctx: Context) {
  const verdict = ctx.loginThrottle.hit(ctx.ip);
  if (!verdict.allowed) {
    ctx.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    });
  }
}

export const adminRouter = router({
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    throttle(ctx);
    const account = ctx.store.read().admin;
    const userMatches = !!account && account.username.toLowerCase() === input.username.toLowerCase();
    const passwordMatches = await verifyPassword(input.password, userMatches ? account.passwordHash : DUMMY_HASH);
    if (!account || !userMatches || !passwordMatches) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid credentials' });
    ctx.loginThrottle.reset(ctx.ip);
    const { token } = await createSession(ctx.store);
    await ctx.cookies?.write(token);
    return { token, user: { username: account.username, displayName: 'Administrator' } };
  }),

  /** Always succeeds: the panel signs out locally whatever happens here. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    // A cookie riding on another site's request must not sign the agent out (DECISIONS item 13).
    if (ctx.auth?.via === 'cookie' && !ctx.sameOrigin) return { success: true };
    if (ctx.auth) await revokeSession(ctx.store, ctx.auth.sessionId);
    await ctx.cookies?.clear();
    return { success: true };
  }),

  me: adminProcedure.query(({ ctx }) => {
    const account = ctx.store.read().admin;
    return { username: account?.username ?? 'admin', displayName: 'Administrator' };
  }),

  changePassword: adminProcedure.input(changePasswordInputSchema).mutation(async ({ ctx, input }) => {
    throttle(ctx);
    const account = ctx.store.read().admin;
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash)))
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
    const problem = passwordPolicyProblem(input.newPassword, account.username);
    if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
    ctx.loginThrottle.reset(ctx.ip);
    const passwordHash = await hashPassword(input.newPassword);
    const keep = ctx.auth.sessionId;
    await ctx.store.mutate((db) => {
      if (!db.admin) return;
      db.admin.passwordHash = passwordHash;
      db.admin.passwordChangedAt = new Date().toISOString();
      // Every other browser and token is signed out; this one keeps working.
      db.admin.sessions = db.admin.sessions.filter((s) => s.id === keep);
    });
    return { success: true, message: 'Your admin password has been successfully changed' };
  }),
});
