// Settings' list of signed-in devices, with sign-out per session and "everywhere else".
import { TRPCError } from '@trpc/server';
import { sessionIdInput } from '../../../domain/sessions';
import { audit } from '../../audit/audit-log';
import { forgetKnownDevices, listSessions, revokeOtherSessions, revokeSessionByPublicId } from '../../auth/sessions';
import { dropChallenges } from '../../auth/two-factor';
import { adminProcedure, router } from '../init';
import { forgetDevice, rememberDevice } from './throttle-attempt';

export const sessionsRouter = router({
  list: adminProcedure.query(({ ctx }) => listSessions(ctx.store, ctx.auth.sessionId)),

  revoke: adminProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    const session = listSessions(ctx.store, ctx.auth.sessionId).find((s) => s.id === input.id);
    const revoked = await revokeSessionByPublicId(ctx.store, input.id);
    if (!revoked || !session) throw new TRPCError({ code: 'NOT_FOUND', message: 'Session not found' });
    await audit(ctx, { type: 'session.revoked', details: { session: input.id, device: session.device, ip: session.ip, own: session.current } });
    if (session.current) {
      await ctx.cookies?.clear();
      forgetDevice(ctx);
    } else {
      // A lost or stolen device must not keep passing the account's sign-in lock.
      await forgetKnownDevices(ctx.store);
      rememberDevice(ctx);
    }
    return { success: true };
  }),

  revokeOthers: adminProcedure.mutation(async ({ ctx }) => {
    const count = await revokeOtherSessions(ctx.store, ctx.auth.sessionId);
    // A sign-in still waiting for its code would otherwise become a new session right after.
    dropChallenges(ctx.store);
    // Every earlier known-device cookie stopped counting; this browser stays known.
    rememberDevice(ctx);
    await audit(ctx, { type: 'session.revoked', details: { everywhereElse: true, count } });
    return { success: true, count };
  }),
});
