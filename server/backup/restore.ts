// Restore: verify the archive completely, refuse a newer data version, snapshot what is there
// now, then swap the uploads folder and the data file in. Refusals change nothing.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CURRENT_DATA_VERSION, migrate } from '../store/migrations/index';
import { dbSchema, describeIssues } from '../store/schema';
import { BackupArchiveError, DATA_EXTRAS, DATA_EXTRAS_ENTRY, DB_ENTRY, type Manifest, UPLOADS_ENTRY, unpackVerified } from './archive';
import { runningServerPid } from './server-lock';
import { type BackupPaths, type BackupResult, snapshotFiles } from './service';

export type RestoreOptions = BackupPaths & { dataDir: string; archive: string };
export type RestoreResult = { manifest: Manifest; safetySnapshot: BackupResult | null };

async function exists(p: string) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
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
  const staging = await fs.mkdtemp(path.join(parent, '.restore-'));
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

    const safetySnapshot = (await exists(opts.dataFile)) ? await snapshotFiles(opts, 'pre-restore') : null;

    // Uploads: the old folder steps aside, the archive's takes its place, the old one goes.
    const incoming = path.join(staging, UPLOADS_ENTRY);
    await fs.mkdir(incoming, { recursive: true });
    const aside = path.join(staging, 'uploads-before-restore');
    if (await exists(opts.uploadDir)) await fs.rename(opts.uploadDir, aside);
    await fs.rename(incoming, opts.uploadDir);

    // Revisions, audit log and photo originals: same swap, for each one the archive holds
    // (an archive from before they existed leaves the current ones in place).
    await fs.mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
    for (const name of DATA_EXTRAS) {
      const from = path.join(staging, DATA_EXTRAS_ENTRY, name);
      if (!(await exists(from))) continue;
      const to = path.join(opts.dataDir, name);
      if (await exists(to)) await fs.rm(to, { recursive: true, force: true });
      await fs.rename(from, to).catch(async () => fs.cp(from, to, { recursive: true }));
    }

    // The data file: written beside it, flushed, then renamed over it (the server's own way).
    const temp = `${opts.dataFile}.restore-tmp`;
    await fs.writeFile(temp, dbText, { mode: 0o600 });
    const handle = await fs.open(temp, 'r+');
    await handle.sync();
    await handle.close();
    await fs.rename(temp, opts.dataFile);
    return { manifest, safetySnapshot };
  } finally {
    // tar rejects a damaged archive while its last file writes may still land in the staging
    // folder: retry the removal instead of letting ENOTEMPTY replace the operator's message.
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
  }
}
