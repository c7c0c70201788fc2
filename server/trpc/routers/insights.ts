import { insightsQuerySchema } from '../../../domain/insights';
import { insightsReport, overviewReport } from '../../insights/report';
import { adminProcedure, router } from '../init';

export const insightsRouter = router({
  /** Views, top pages, leads by source and per-listing conversion for the last `days` days. */
  report: adminProcedure.input(insightsQuerySchema).query(({ ctx, input }) => insightsReport(ctx.store.read(), input.days, new Date())),
  /** The dashboard's first view. Last backup time comes from the backup service when this process has one. */
  overview: adminProcedure.query(({ ctx }) => {
    const backups = ctx.backups;
    let lastBackupAt: string | null = null;
    if (backups) {
      try {
        lastBackupAt = backups.status().lastBackupAt ?? null;
      } catch {
        lastBackupAt = null;
      }
    }
    return overviewReport(ctx.store.read(), new Date(), { available: !!backups, lastBackupAt });
  }),
});
