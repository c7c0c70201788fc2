// GET /healthz: for uptime monitors. Only operational facts: no paths, addresses, names or counts
// of visitor data beyond the size of the e-mail backlog.
import { constants, promises as fs } from 'node:fs';
import type { BackupStatus } from './backup/service';
import { describeOverBudget, overBudget } from './leads/storage-budget';
import type { Store } from './store/store';

/** Under this much free space on the data disk the site reports itself degraded. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

export type HealthProbe = {
  dataDirWritable(): Promise<boolean>;
  /** Photo uploads write here; a folder the service user cannot write fails every upload. */
  uploadDirWritable(): Promise<boolean>;
  freeBytes(): Promise<number | null>;
};

async function writable(dir: string): Promise<boolean> {
  // access() answers from the permission bits only; writing a file is the real test.
  const probe = `${dir}/.healthz-${process.pid}`;
  try {
    await fs.access(dir, constants.W_OK);
    await fs.writeFile(probe, '');
    await fs.rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

export function fileSystemProbe(dataDir: string, uploadDir: string): HealthProbe {
  return {
    dataDirWritable: () => writable(dataDir),
    // An upload creates the folder when it is missing, so a missing one is no failure.
    uploadDirWritable: () =>
      fs.mkdir(uploadDir, { recursive: true }).then(
        () => writable(uploadDir),
        () => false,
      ),
    async freeBytes() {
      try {
        const s = await fs.statfs(dataDir);
        return s.bavail * s.bsize;
      } catch {
        return null;
      }
    },
  };
}

export type Health = {
  status: 'ok' | 'degraded';
  reasons?: string[];
  dataVersion: number;
  uptimeSeconds: number;
  outboxBacklog: number;
  lastBackupAt: string | null;
  lastBackupFailed: boolean;
};

/** `dataFileBudgetBytes`: over it new leads are refused (server/leads/storage-budget.ts), which is said here. */
export async function healthReport(store: Store, backup: BackupStatus | null, probe: HealthProbe, dataFileBudgetBytes = Infinity): Promise<Health> {
  const reasons: string[] = [];
  if (!(await probe.dataDirWritable())) reasons.push('the data directory is not writable');
  if (!(await probe.uploadDirWritable())) reasons.push('the uploads directory is not writable');
  const free = await probe.freeBytes();
  if (free !== null && free < MIN_FREE_BYTES) reasons.push(`the disk is nearly full (${Math.floor(free / 1024 / 1024)} MB free)`);
  const lastBackupFailed = !!backup?.lastError;
  if (lastBackupFailed) reasons.push('the last backup failed');
  const over = overBudget(store, dataFileBudgetBytes);
  if (over) reasons.push(`the data file is ${describeOverBudget(over)}: new leads are refused`);
  const db = store.read();
  return {
    status: reasons.length ? 'degraded' : 'ok',
    ...(reasons.length ? { reasons } : {}),
    dataVersion: db.version,
    uptimeSeconds: Math.round(process.uptime()),
    outboxBacklog: db.outbox.filter((i) => i.status === 'pending' || i.status === 'retrying' || i.status === 'sending').length,
    lastBackupAt: backup?.lastBackupAt ?? null,
    lastBackupFailed,
  };
}
