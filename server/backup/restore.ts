// Restore: verify the archive completely, refuse a newer data version, snapshot what is there
// now, then put the archive's uploads folder, data extras and data file in place. A restore puts
// back the site's content, not the account's security state or the leads that came in since: the
// current admin account, the leads the archive does not hold and the activity log stay (see
// keepFromCurrent). Everything that
// can run out of space or rights (unpacking, writing and flushing the data file) happens before
// the first swap, and the swaps are renames that are put back if a later one fails, so a restore
// either completes or leaves the installation as it was. Refusals change nothing.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_DATA_VERSION, dataVersionOf, migrate } from '../store/migrations/index';
import { type Db, dbSchema, describeIssues } from '../store/schema';
import type { Store } from '../store/store';
import { shellActor } from '../audit/actor';
import { audit } from '../audit/audit-log';
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
export type RestoreResult = {
  manifest: Manifest;
  safetySnapshot: BackupResult | null;
  /** What the restore kept from the installation instead of rolling it back. */
  kept: {
    /** 'current': the admin account from before the restore; 'archive': there was none to keep. */
    account: 'current' | 'archive';
    /** Leads the archive does not hold, kept from the data file that was there (received after the backup). */
    leads: number;
    /** The activity log from before the restore stayed (the archive's is used only when there was none). */
    auditLog: boolean;
    /** Why the data file that was there could not be read (nothing was kept from it), or null. */
    unreadable: string | null;
  };
};

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

/** The data file that is there now, as this code reads it, or why it cannot be used. */
async function readCurrentData(dataFile: string): Promise<{ db: Db } | { problem: string }> {
  let text: string;
  try {
    text = await fs.readFile(dataFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { problem: 'there is no data file' };
    return { problem: `the data file could not be read (${messageOf(error)})` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'the data file is not valid JSON' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problem: 'the data file is not shaped as it should be' };
  const version = dataVersionOf(raw as Record<string, unknown>);
  if (version > CURRENT_DATA_VERSION)
    return { problem: `the data file holds data version ${version}, newer than this version of the site reads (${CURRENT_DATA_VERSION})` };
  const parsed = dbSchema.safeParse(migrate(raw as Record<string, unknown>));
  return parsed.success ? { db: parsed.data } : { problem: 'the data file is not shaped as it should be' };
}

/** The archive's rows, with the current version of each one both hold, then the current rows the archive does not hold. */
function mergeById<T extends { id: string }>(fromArchive: readonly T[], fromCurrent: readonly T[]): { rows: T[]; added: number } {
  const current = new Map(fromCurrent.map((row) => [row.id, row]));
  const inArchive = new Set(fromArchive.map((row) => row.id));
  const added = fromCurrent.filter((row) => !inArchive.has(row.id));
  return { rows: [...fromArchive.map((row) => current.get(row.id) ?? row), ...added], added: added.length };
}

/**
 * The archive's data with what a restore must not roll back taken from the current data: the
 * admin account (a password changed, sessions signed out or two-factor turned off after a lost
 * phone would otherwise come back as they were), and every lead with its e-mails (a visitor's
 * message received after the backup exists nowhere else; for a lead both hold, the current one
 * carries the newer read and spam marks).
 */
export function keepFromCurrent(archive: Db, current: Db): { db: Db; account: 'current' | 'archive'; leads: number } {
  const contact = mergeById(archive.contactMessages, current.contactMessages);
  const valuation = mergeById(archive.valuationRequests, current.valuationRequests);
  const showing = mergeById(archive.showingRequests, current.showingRequests);
  return {
    db: {
      ...archive,
      admin: current.admin ?? archive.admin,
      contactMessages: contact.rows,
      valuationRequests: valuation.rows,
      showingRequests: showing.rows,
      outbox: mergeById(archive.outbox, current.outbox).rows,
    },
    account: current.admin ? 'current' : 'archive',
    leads: contact.added + valuation.added + showing.added,
  };
}

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
    // Merged before anything is swapped, so the restore stays all or nothing. Without a readable
    // current file the archive's data file goes in as it is (an older version is migrated by
    // whatever opens it next, after its pre-migration snapshot).
    const current = await readCurrentData(opts.dataFile);
    let nextText = dbText;
    let kept: RestoreResult['kept'] = { account: 'archive', leads: 0, auditLog: false, unreadable: 'problem' in current ? current.problem : null };
    if ('db' in current) {
      const merged = keepFromCurrent(parsed.data, current.db);
      nextText = JSON.stringify(merged.db, null, 2);
      kept = { ...kept, account: merged.account, leads: merged.leads };
    }

    safetySnapshot = (await exists(opts.dataFile)) ? await snapshotFiles(opts, 'pre-restore', { keep: [opts.archive] }) : null;

    // The data side gets its own work folder: DATA_DIR and the uploads may be on different disks.
    await fs.mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
    dataStaging = await makeWorkDir(opts.dataDir, 'restore');
    const nextDb = path.join(dataStaging, DB_ENTRY);
    await fs.writeFile(nextDb, nextText, { mode: 0o600 });
    const handle = await fs.open(nextDb, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Revisions and photo originals, for each one the archive holds (an archive from before they
    // existed leaves the current ones in place). The audit log is the record of sign-ins and
    // security changes, so the current one stays; the archive's is used only when there is none.
    const nextExtras = path.join(dataStaging, 'next');
    const extrasBefore = path.join(dataStaging, 'before');
    await fs.mkdir(nextExtras);
    await fs.mkdir(extrasBefore);
    const extras: string[] = [];
    kept.auditLog = await exists(path.join(opts.dataDir, 'audit'));
    for (const name of DATA_EXTRAS) {
      const from = path.join(staging, DATA_EXTRAS_ENTRY, name);
      if (!(await exists(from))) continue;
      if (name === 'audit' && kept.auditLog) continue;
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
    return { manifest, safetySnapshot, kept };
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the restore tells the operator, one line each: what came back and what was kept. */
export function restoreReport({ manifest, safetySnapshot, kept }: RestoreResult): string[] {
  const lines: string[] = [];
  if (safetySnapshot) lines.push(`The state before the restore was saved as ${safetySnapshot.file}`);
  lines.push(
    `Restored the snapshot of ${manifest.createdAt} (data version ${manifest.dataVersion}, ${manifest.counts.uploads ?? 0} uploaded files).`,
  );
  if (kept.account === 'current')
    lines.push('Kept the current admin account: the password, two-factor sign-in and signed-in sessions are as they were before the restore.');
  else
    lines.push(
      `The admin account is the backup's (its password, two-factor sign-in and signed-in sessions), because ${kept.unreadable ?? 'the data file there had none'}.`,
    );
  if (!kept.unreadable) lines.push(`Kept ${plural(kept.leads, 'message')} received after this backup was made.`);
  else if (safetySnapshot)
    lines.push('Messages received after this backup could not be kept from the unreadable data file; the pre-restore snapshot holds it as it was.');
  if (kept.auditLog) lines.push('Kept the current activity log.');
  return lines;
}

/** Writes the restore to the activity log, as the shell (the server is stopped during a restore). */
export async function recordRestore(store: Store, archive: string, { manifest, kept }: RestoreResult): Promise<boolean> {
  const entry = await audit(store, {
    type: 'record.restored',
    actor: shellActor,
    target: { type: 'backup', id: path.basename(archive), label: `snapshot of ${manifest.createdAt}` },
    details: { via: 'restore', dataVersion: manifest.dataVersion, account: kept.account, leadsKept: kept.leads },
  });
  return entry !== null;
}
