// Setting up, confirming and turning off two-factor sign-in (TOTP) from Settings.
import { TRPCError } from '@trpc/server';
import { confirmWithPasswordSchema, enableTwoFactorSchema, WRONG_PASSWORD_MESSAGE } from '../../../domain/two-factor';
import { audit } from '../../audit/audit-log';
import { verifyPassword } from '../../auth/password';
import {
  dropChallenges,
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeSvg,
  RECOVERY_CODE_USED,
  useSecondFactor,
} from '../../auth/two-factor';
import type { Context } from '../context';
import { adminProcedure, router, SIGN_IN_AGAIN_MESSAGE } from '../init';
import { throttle } from './throttle-attempt';

const hashed = (codes: string[]) => codes.map((c) => ({ hash: hashRecoveryCode(c), usedAt: null }));

/** Password and a current code (or a recovery code), both required to turn 2FA off or renew the codes. */
async function confirmOwner(ctx: Context, input: { password: string; code: string }) {
  throttle(ctx);
  const account = ctx.store.read().admin;
  if (!account?.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Two-factor sign-in is not on.' });
  if (!(await verifyPassword(input.password, account.passwordHash, { first: true })))
    throw new TRPCError({ code: 'BAD_REQUEST', message: WRONG_PASSWORD_MESSAGE });
  const result = await useSecondFactor(ctx.store, input.code);
  if (!result.ok)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message:
        result.reason === 'replayed'
          ? 'That code was already used. Wait for the next one.'
          : result.reason === 'recovery-code-used'
            ? RECOVERY_CODE_USED
            : 'That code is not right. Check your authenticator app.',
    });
  if (result.via === 'recovery') await audit(ctx, { type: '2fa.recovery-code-used', details: { recoveryCodesLeft: result.recoveryCodesLeft } });
  ctx.loginThrottle.reset(ctx.ip);
}

export const twoFactorRouter = router({
  status: adminProcedure.query(({ ctx }) => {
    const tf = ctx.store.read().admin?.twoFactor;
    return { enabled: !!tf, enabledAt: tf?.enabledAt ?? null, recoveryCodesLeft: tf ? tf.recoveryCodes.filter((c) => !c.usedAt).length : 0 };
  }),

  /** A new secret to scan or type in; nothing is switched on until `enable` confirms a code from it. */
  setup: adminProcedure.mutation(async ({ ctx }) => {
    const account = ctx.store.read().admin;
    if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_AGAIN_MESSAGE });
    if (account.twoFactor)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Two-factor sign-in is already on. Turn it off first to set up a new device.' });
    const secret = newTotpSecret();
    await ctx.store.mutate((db) => {
      if (db.admin) db.admin.twoFactorPending = { secret, createdAt: new Date().toISOString() };
    });
    const url = otpauthUrl(secret, account.username);
    return { secret, otpauthUrl: url, qrSvg: await qrCodeSvg(url) };
  }),

  enable: adminProcedure.input(enableTwoFactorSchema).mutation(async ({ ctx, input }) => {
    throttle(ctx);
    const account = ctx.store.read().admin;
    if (account?.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Two-factor sign-in is already on.' });
    const pending = account?.twoFactorPending;
    if (!pending) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Start the two-factor setup first.' });
    if (!(await verifyPassword(input.password, account.passwordHash, { first: true })))
      throw new TRPCError({ code: 'BAD_REQUEST', message: WRONG_PASSWORD_MESSAGE });
    const step = matchTotpStep(pending.secret, input.code);
    if (step === null)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'That code is not right. Check the time on your phone and try the current code.' });
    ctx.loginThrottle.reset(ctx.ip);
    const recoveryCodes = newRecoveryCodes();
    await ctx.store.mutate((db) => {
      if (!db.admin) return;
      // The confirming code counts as used: it cannot sign anyone in afterwards.
      db.admin.twoFactor = { secret: pending.secret, enabledAt: new Date().toISOString(), lastUsedStep: step, recoveryCodes: hashed(recoveryCodes) };
      db.admin.twoFactorPending = null;
    });
    dropChallenges(ctx.store);
    await audit(ctx, { type: '2fa.enabled' });
    return { recoveryCodes };
  }),

  disable: adminProcedure.input(confirmWithPasswordSchema).mutation(async ({ ctx, input }) => {
    await confirmOwner(ctx, input);
    await ctx.store.mutate((db) => {
      if (db.admin) {
        db.admin.twoFactor = null;
        db.admin.twoFactorPending = null;
      }
    });
    dropChallenges(ctx.store);
    await audit(ctx, { type: '2fa.disabled' });
    return { success: true };
  }),

  regenerateRecoveryCodes: adminProcedure.input(confirmWithPasswordSchema).mutation(async ({ ctx, input }) => {
    await confirmOwner(ctx, input);
    const recoveryCodes = newRecoveryCodes();
    await ctx.store.mutate((db) => {
      if (db.admin?.twoFactor) db.admin.twoFactor.recoveryCodes = hashed(recoveryCodes);
    });
    await audit(ctx, { type: '2fa.recovery-codes-regenerated' });
    return { recoveryCodes };
  }),
});
