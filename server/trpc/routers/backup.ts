// Admin Settings > Backups: when the last snapshot ran, its size, and "Back up now".
// The download itself is a REST route (a file), which calls downloadSnapshot.
import { TRPCError } from '@trpc/server';
import type { BackupService } from '../../backup/service';
import { audit } from '../../audit/audit-log';
import type { Context } from '../context';
import { adminProcedure, router } from '../init';

function service(ctx: Context): BackupService {
  if (!ctx.backups) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Backups are not available in this process.' });
  return ctx.backups;
}

const publicStatus = (s: ReturnType<BackupService['status']>) => ({
  lastBackupAt: s.lastBackupAt,
  lastBackupSize: s.lastBackupSize,
  lastBackupName: s.lastBackupName,
  lastError: s.lastError,
  lastErrorAt: s.lastErrorAt,
  intervalHours: s.intervalHours,
});

export const backupRouter = router({
  status: adminProcedure.query(({ ctx }) => publicStatus(service(ctx).status())),
  now: adminProcedure.mutation(async ({ ctx }) => {
    try {
      await service(ctx).snapshot('manual');
    } catch (error) {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `The backup failed: ${(error as Error).message}`, cause: error });
    }
    return publicStatus(service(ctx).status());
  }),
  /** A fresh snapshot for GET /api/admin/backup/download (kept in BACKUP_DIR like any other). */
  downloadSnapshot: adminProcedure.query(async ({ ctx }) => {
    const result = await service(ctx).snapshot('download');
    await audit(ctx, { type: 'backup.downloaded', details: { file: result.name, size: result.size } });
    // The archive's name, not its path on the server: the REST route finds it in BACKUP_DIR.
    return { name: result.name, size: result.size };
  }),
});
