// Snapshots of the installation (data file, revisions, audit log, photo originals, uploads) into BACKUP_DIR: on a timer, on request
// (admin button, download, `npm run backup`), before a migration and before a restore.
// Only one snapshot is made at a time; old ones are pruned (see retention.ts), and what interrupted
// ones left behind is swept (see leftovers.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { folderSetupError } from '../store/data-folder';
import type { Store } from '../store/store';
import { archiveReason, archiveTime, ARCHIVE_PATTERN, type Manifest, packStaged, stageSnapshot } from './archive';
import { makeWorkDir, removeWorkDir, sweepLeftovers } from './leftovers';
import { snapshotsToDelete } from './retention';

export type BackupReason = 'scheduled' | 'manual' | 'download' | 'pre-migration' | 'pre-restore';

export type BackupResult = { file: string; name: string; size: number; createdAt: string; manifest: Manifest };

export type BackupStatus = {
  lastBackupAt: string | null;
  lastBackupSize: number | null;
  lastBackupName: string | null;
  /** Set when the most recent attempt failed (cleared by the next success). */
  lastError: string | null;
  lastErrorAt: string | null;
  intervalHours: number;
};

/** Node runs a timer longer than this (2^31-1 ms, about 24.8 days) after 1 ms instead. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export type BackupPaths = { dataFile: string; uploadDir: string; backupDir: string };

/** Owner-only folder for the archives (created if missing). */
async function ensureBackupDir(backupDir: string) {
  try {
    await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
    await fs.chmod(backupDir, 0o700);
  } catch (error) {
    throw folderSetupError(backupDir, 'BACKUP_DIR', error);
  }
}

/** Snapshot archives in the folder, newest first. */
export async function listSnapshots(backupDir: string): Promise<{ name: string; file: string; createdAt: Date; reason: string; size: number }[]> {
  let names: string[];
  try {
    names = await fs.readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out = [];
  for (const name of names) {
    const createdAt = ARCHIVE_PATTERN.test(name) ? archiveTime(name) : null;
    if (!createdAt) continue;
    const file = path.join(backupDir, name);
    out.push({ name, file, createdAt, reason: archiveReason(name) ?? '', size: (await fs.stat(file)).size });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function pruneSnapshots(backupDir: string, keep: readonly string[]) {
  // Resolved on both sides: the archive to keep may be named by a relative path.
  for (const old of snapshotsToDelete(await listSnapshots(path.resolve(backupDir)), { keep: keep.map((f) => path.resolve(f)) }))
    await fs.rm(old.file, { force: true });
}

// Archives were once written as `.NAME.partial` beside the finished ones; now they are written
// inside the staging folder.
const isOldPartial = (name: string) => name.startsWith('.') && name.endsWith('.partial');

/** Removes what interrupted snapshots left in the folder (not the ones running now). */
const sweepBackupDir = (backupDir: string) => sweepLeftovers(backupDir, 'staging', isOldPartial);

/**
 * One archive. `capture` writes db.json and the uploads into the staging folder; the server
 * passes one that runs inside the store's exclusive section, the command-line tools one that
 * reads the files directly (the data file is only ever replaced by an atomic rename).
 */
async function writeSnapshot(
  backupDir: string,
  reason: BackupReason,
  capture: (staging: string) => Promise<void>,
  keep: readonly string[] = [],
  now = new Date(),
): Promise<BackupResult> {
  await ensureBackupDir(backupDir);
  await sweepBackupDir(backupDir);
  const staging = await makeWorkDir(backupDir, 'staging');
  try {
    await capture(staging);
    const packed = await packStaged(staging, backupDir, reason, now);
    await pruneSnapshots(backupDir, keep);
    return { ...packed, createdAt: now.toISOString() };
  } finally {
    await removeWorkDir(staging);
  }
}

/**
 * A snapshot of the files as they are on disk (server stopped, or before the store opens).
 * `keep`: archives the pruning must leave alone whatever their age (the one about to be restored).
 */
export async function snapshotFiles(paths: BackupPaths, reason: BackupReason, opts: { keep?: readonly string[] } = {}): Promise<BackupResult> {
  return writeSnapshot(
    paths.backupDir,
    reason,
    async (staging) => {
      await stageSnapshot(staging, await fs.readFile(paths.dataFile), paths.uploadDir, path.dirname(paths.dataFile));
    },
    opts.keep,
  );
}

export type BackupService = ReturnType<typeof createBackupService>;

export function createBackupService(opts: {
  store: Store;
  uploadDir: string;
  backupDir: string;
  intervalHours: number;
  onError?: (error: unknown) => void;
}) {
  const { store, uploadDir, backupDir, intervalHours } = opts;
  const status: BackupStatus = { lastBackupAt: null, lastBackupSize: null, lastBackupName: null, lastError: null, lastErrorAt: null, intervalHours };
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function refreshFromDisk() {
    const newest = (await listSnapshots(backupDir))[0];
    if (newest) Object.assign(status, { lastBackupAt: newest.createdAt.toISOString(), lastBackupSize: newest.size, lastBackupName: newest.name });
  }

  /** Takes one snapshot now (queued behind one already running). */
  function snapshot(reason: BackupReason): Promise<BackupResult> {
    const run = async () => {
      try {
        const result = await writeSnapshot(backupDir, reason, (staging) =>
          // No write can start or finish in here, so the file on disk is exactly the committed
          // state, and the uploads match it.
          store.exclusive(async () => stageSnapshot(staging, await fs.readFile(store.file), uploadDir, path.dirname(store.file))),
        );
        Object.assign(status, {
          lastBackupAt: result.createdAt,
          lastBackupSize: result.size,
          lastBackupName: result.name,
          lastError: null,
          lastErrorAt: null,
        });
        return result;
      } catch (error) {
        Object.assign(status, { lastError: (error as Error).message, lastErrorAt: new Date().toISOString() });
        opts.onError?.(error);
        throw error;
      }
    };
    const next = running.then(run, run);
    running = next.catch(() => undefined);
    return next;
  }

  /** Starts the timer: the first snapshot is due one interval after the newest one on disk. */
  async function start() {
    await ensureBackupDir(backupDir);
    await sweepBackupDir(backupDir);
    await refreshFromDisk();
    if (intervalHours <= 0) return;
    stopped = false;
    const intervalMs = intervalHours * 3_600_000;
    const scheduleAt = (dueAt: number) => {
      if (stopped) return;
      // An interval longer than one timer can wait (BACKUP_INTERVAL_HOURS accepts a year) is
      // waited in several steps, each re-checking the clock.
      const wait = Math.min(Math.max(dueAt - Date.now(), 1000), LONGEST_TIMER_MS);
      timer = setTimeout(() => {
        if (Date.now() < dueAt) return scheduleAt(dueAt);
        void snapshot('scheduled')
          .catch(() => undefined)
          .finally(() => scheduleAt(Date.now() + intervalMs));
      }, wait);
      timer.unref();
    };
    const newest = status.lastBackupAt ? Date.parse(status.lastBackupAt) : null;
    // A fresh install gets its first snapshot a minute after start, not during it.
    scheduleAt(newest === null ? Date.now() + 60_000 : newest + intervalMs);
  }

  return {
    snapshot,
    start,
    stop: () => {
      // A snapshot running now must not arm the timer again when it ends.
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    status: (): BackupStatus => ({ ...status }),
    /** Where the archive of a result lives, for streaming a download. */
    backupDir,
  };
}
