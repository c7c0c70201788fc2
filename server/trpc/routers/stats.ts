import { computeStats } from '../../../domain/stats';
import { statsSettingsUpdateSchema } from '../../../domain/stats-schema';
import { audit } from '../../audit/audit-log';
import type { Context } from '../context';
import { adminProcedure, publicProcedure, router } from '../init';

const current = (ctx: Context, now = new Date()) => {
  const db = ctx.store.read();
  return computeStats(db.soldRecords, db.stats, now);
};

export const statsRouter = router({
  /** The one read behind every public figure (about, results, sold summary). */
  get: publicProcedure.query(({ ctx }) => current(ctx)),
  /** The admin form: the stored baseline and overrides, and what each figure computes to without them. */
  settings: adminProcedure.query(({ ctx }) => {
    const db = ctx.store.read();
    return { settings: db.stats, computed: computeStats(db.soldRecords, { ...db.stats, overrides: {} }, new Date()), current: current(ctx) };
  }),
  updateSettings: adminProcedure.input(statsSettingsUpdateSchema).mutation(async ({ ctx, input }) => {
    const before = ctx.store.read().stats;
    await ctx.store.mutate((db) => {
      db.stats = input;
    });
    // The career figures have no revision history: the activity log keeps what they were.
    await audit(ctx, { type: 'settings.changed', details: { setting: 'statistics', before, after: input } });
    return current(ctx);
  }),
});
