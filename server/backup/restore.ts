// Restore: verify the archive completely, refuse a newer data version, snapshot what is there
// now, then put the archive's uploads folder, data extras and data file in place. Everything that
// can run out of space or rights (unpacking, writing and flushing the data file) happens before
// the first swap, and the swaps are renames that are put back if a later one fails, so a restore
// either completes or leaves the installation as it was. Refusals change nothing.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_DATA_VERSION, migrate } from '../store/migrations/index';
import { dbSchema, describeIssues } from '../store/schema';
import { BackupArchiveError, DATA_EXTRAS, DATA_EXTRAS_ENTRY, DB_ENTRY, type Manifest, UPLOADS_ENTRY, unpackVerified } from './archive';
import { makeWorkDir, removeWorkDir, sweepLeftovers } from './leftovers';
import { runningServerPid } from './server-lock';
import { type BackupPaths, type BackupResult, snapshotFiles } from './service';

/**
 * Removes what an interrupted restore left (work folders holding a copy of every lead and the
 * uploads): run by the next restore and when the server starts.
 */
export async function sweepRestoreLeftovers(paths: { dataDir: string; dataFile: string; uploadDir: string }): Promise<void> {
  await sweepLeftovers(path.dirname(paths.uploadDir), 'restore');
  // Releases before the work folders wrote the new data file as db.json.restore-tmp.
  const oldTemp = `${path.basename(paths.dataFile)}.restore-tmp`;
  await sweepLeftovers(paths.dataDir, 'restore', (name) => name === oldTemp);
}

export type RestoreOptions = BackupPaths & { dataDir: string; archive: string };
export type RestoreResult = { manifest: Manifest; safetySnapshot: BackupResult | null };

/** A restore that was attempted and failed (not refused); the message says what state the installation is in. */
export class RestoreFailedError extends Error {
  name = 'RestoreFailedError';
}

async function exists(p: string) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function restoreArchive(opts: RestoreOptions): Promise<RestoreResult> {
  const pid = runningServerPid(opts.dataDir);
  if (pid)
    throw new BackupArchiveError(
      `The server is running (pid ${pid}) on ${opts.dataDir}. Stop it first (for example: sudo systemctl stop agent-site), then run the restore again. Nothing was changed.`,
    );
  if (!(await exists(opts.archive))) throw new BackupArchiveError(`${opts.archive} does not exist. Nothing was changed.`);

  // Unpacked next to the uploads folder, so the swap below is a rename on one file system.
  const parent = path.dirname(opts.uploadDir);
  await fs.mkdir(parent, { recursive: true });
  await sweepRestoreLeftovers(opts);
  const staging = await makeWorkDir(parent, 'restore');
  let dataStaging: string | null = null;
  let safetySnapshot: BackupResult | null = null;
  const undo: (() => Promise<void>)[] = [];
  let keepWork = false;
  try {
    const manifest = await unpackVerified(opts.archive, staging);
    if (manifest.dataVersion > CURRENT_DATA_VERSION)
      throw new BackupArchiveError(
        `${path.basename(opts.archive)} holds data version ${manifest.dataVersion}, but this version of the site only understands up to ${CURRENT_DATA_VERSION}. Install the newer release first. Nothing was changed.`,
      );
    const dbText = await fs.readFile(path.join(staging, DB_ENTRY), 'utf8');
    const parsed = dbSchema.safeParse(migrate(JSON.parse(dbText) as Record<string, unknown>));
    if (!parsed.success)
      throw new BackupArchiveError(
        `${path.basename(opts.archive)} holds a data file this site cannot read:\n${describeIssues(parsed.error)}\nNothing was changed.`,
      );

    safetySnapshot = (await exists(opts.dataFile)) ? await snapshotFiles(opts, 'pre-restore', { keep: [opts.archive] }) : null;

    // The data side gets its own work folder: DATA_DIR and the uploads may be on different disks.
    await fs.mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
    dataStaging = await makeWorkDir(opts.dataDir, 'restore');
    const nextDb = path.join(dataStaging, DB_ENTRY);
    await fs.writeFile(nextDb, dbText, { mode: 0o600 });
    const handle = await fs.open(nextDb, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Revisions, audit log and photo originals, for each one the archive holds (an archive from
    // before they existed leaves the current ones in place).
    const nextExtras = path.join(dataStaging, 'next');
    const extrasBefore = path.join(dataStaging, 'before');
    await fs.mkdir(nextExtras);
    await fs.mkdir(extrasBefore);
    const extras: string[] = [];
    for (const name of DATA_EXTRAS) {
      const from = path.join(staging, DATA_EXTRAS_ENTRY, name);
      if (!(await exists(from))) continue;
      const to = path.join(nextExtras, name);
      await fs.rename(from, to).catch(async () => fs.cp(from, to, { recursive: true }));
      extras.push(name);
    }
    const incoming = path.join(staging, UPLOADS_ENTRY);
    await fs.mkdir(incoming, { recursive: true });

    // Only renames from here on, each recorded so that a failure can put everything back.
    const swapIn = async (current: string, aside: string, next: string) => {
      if (await exists(current)) {
        await fs.rename(current, aside);
        undo.push(() => fs.rename(aside, current));
      }
      await fs.rename(next, current);
      undo.push(() => fs.rename(current, next));
    };
    await swapIn(opts.uploadDir, path.join(staging, 'uploads-before-restore'), incoming);
    for (const name of extras) await swapIn(path.join(opts.dataDir, name), path.join(extrasBefore, name), path.join(nextExtras, name));
    // Unpacked folders get the usual 0755; the audit log and the photo originals are owner-only.
    for (const name of extras) if ((await fs.stat(path.join(opts.dataDir, name))).isDirectory()) await fs.chmod(path.join(opts.dataDir, name), 0o700);
    await fs.rename(nextDb, opts.dataFile);
    return { manifest, safetySnapshot };
  } catch (error) {
    const saved = safetySnapshot ? ` The state before the restore is also saved as ${safetySnapshot.file}.` : '';
    if (undo.length === 0) {
      if (error instanceof BackupArchiveError) throw error;
      throw new RestoreFailedError(`${messageOf(error)}. Nothing was changed.${saved}`, { cause: error });
    }
    try {
      for (const step of undo.reverse()) await step();
    } catch (undoError) {
      // The folders that were set aside are the current installation's files: they stay.
      keepWork = true;
      throw new RestoreFailedError(
        `The restore stopped part-way (${messageOf(error)}) and could not be undone (${messageOf(undoError)}). ` +
          `The data file is still the one from before the restore, but the uploads, revisions, audit log and photo originals may be a mix of the archive's and the ones from before. ` +
          `The ones from before are in ${staging} and ${dataStaging}: copy them elsewhere before running another restore, which clears such folders.${
            safetySnapshot ? ` To go back to the state before the restore, restore ${safetySnapshot.file}.` : ''
          }`,
        { cause: error },
      );
    }
    throw new RestoreFailedError(`${messageOf(error)}. The restore was undone: the installation is as it was before.${saved}`, { cause: error });
  } finally {
    if (!keepWork) {
      // tar rejects a damaged archive while its last file writes may still land in the staging
      // folder: retry the removal instead of letting ENOTEMPTY replace the operator's message.
      await removeWorkDir(staging, { maxRetries: 10, retryDelay: 50 }).catch(() => {});
      if (dataStaging) await removeWorkDir(dataStaging, { maxRetries: 10, retryDelay: 50 }).catch(() => {});
    }
  }
}
