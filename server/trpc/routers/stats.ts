import { TRPCError } from '@trpc/server';
import { computeStats, statsNotShown } from '../../../domain/stats';
import { statsSettingsAgainstRecords, statsSettingsUpdateSchema } from '../../../domain/stats-schema';
import { expectedVersionField } from '../../../domain/versioning';
import { audit } from '../../audit/audit-log';
import { VersionConflictError } from '../../store/collection';
import type { Context } from '../context';
import { adminProcedure, publicProcedure, router } from '../init';

const current = (ctx: Context, now = new Date()) => {
  const db = ctx.store.read();
  return computeStats(db.soldRecords, db.stats, now);
};

export const statsRouter = router({
  /** The one read behind every public figure (about, results, sold summary). */
  get: publicProcedure.query(({ ctx }) => current(ctx)),
  /**
   * The admin form: the stored baseline and overrides (with their version), what each figure
   * computes to without them, and the figures the site leaves out, with why: saved figures that
   * sold records added since contradict, and the average when the figures beside it give none.
   */
  settings: adminProcedure.query(({ ctx }) => {
    const db = ctx.store.read();
    const now = new Date();
    return {
      settings: db.stats,
      computed: computeStats(db.soldRecords, { ...db.stats, overrides: {} }, now),
      current: computeStats(db.soldRecords, db.stats, now),
      notShown: statsNotShown(db.soldRecords, db.stats, now),
    };
  }),
  /** A save names the version its form started from; a stale one is refused (CONFLICT), one without a version is not checked. */
  updateSettings: adminProcedure.input(statsSettingsUpdateSchema.extend(expectedVersionField)).mutation(async ({ ctx, input }) => {
    const { version: expected, ...settings } = input;
    const { before, after } = await ctx.store.mutate((db) => {
      const before = db.stats;
      if (expected !== undefined && before.version !== expected) throw new VersionConflictError(before, before.updatedAt ?? null);
      // Against the records as they are at this write, so no sale added meanwhile is missed.
      const checked = statsSettingsAgainstRecords(db.soldRecords).safeParse(settings);
      if (!checked.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: checked.error });
      db.stats = { ...settings, version: before.version + 1, updatedAt: new Date().toISOString() };
      return { before, after: db.stats };
    });
    // The career figures have no revision history: the activity log keeps what they were.
    await audit(ctx, { type: 'settings.changed', details: { setting: 'statistics', before, after } });
    return current(ctx);
  }),
});
