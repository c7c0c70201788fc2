// One snapshot = one .tar.gz: manifest.json (data version, time, counts, a sha256 per file),
// db.json and uploads/. Written under a temporary name and renamed, so a half-written archive
// never carries the final name; read back only after every checksum matches.
import { createHash } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';

const MANIFEST = 'manifest.json';
export const DB_ENTRY = 'db.json';
export const UPLOADS_ENTRY = 'uploads';
/** Files beside db.json that belong to the installation: revisions, the audit log, photo originals. */
export const DATA_EXTRAS_ENTRY = 'data';
export const DATA_EXTRAS = ['history.json', 'audit', 'originals'] as const;
export const ARCHIVE_FORMAT = 1;

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  app: 'agent-site';
  dataVersion: number;
  createdAt: string;
  /** scheduled, manual, download, pre-migration, pre-restore */
  reason: string;
  counts: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
};

export class BackupArchiveError extends Error {
  name = 'BackupArchiveError';
}

/** agent-site-2026-11-25T03-40-00-123Z-manual.tar.gz: sorts by time, safe in every file system. */
function archiveName(createdAt: Date, reason: string): string {
  return `agent-site-${createdAt.toISOString().replace(/:/g, '-').replace('.', '-')}-${reason}.tar.gz`;
}

export const ARCHIVE_PATTERN = /^agent-site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([a-z-]+)\.tar\.gz$/;

/** The time encoded in an archive's name (null for files that are not snapshots). */
export function archiveTime(name: string): Date | null {
  const m = ARCHIVE_PATTERN.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null;
}

/** The reason encoded in an archive's name (null for files that are not snapshots). */
export function archiveReason(name: string): string | null {
  return ARCHIVE_PATTERN.exec(name)?.[6] ?? null;
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

async function listFiles(root: string, rel = ''): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, rel), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, child)));
    else if (entry.isFile()) out.push(child);
  }
  return out;
}

/**
 * Puts the data and the uploads into `staging` as they are right now. Upload files are
 * hard-linked (instant, and an upload is never rewritten in place), copied across file systems.
 * Callers run this inside the store's exclusive section so no write lands half-way.
 */
export async function stageSnapshot(staging: string, dbJson: Buffer | string, uploadDir: string, dataDir?: string) {
  await fs.writeFile(path.join(staging, DB_ENTRY), dbJson);
  await linkTree(uploadDir, path.join(staging, UPLOADS_ENTRY));
  const extras = path.join(staging, DATA_EXTRAS_ENTRY);
  await fs.mkdir(extras, { recursive: true });
  if (!dataDir) return;
  for (const name of DATA_EXTRAS) {
    const from = path.join(dataDir, name);
    const stat = await fs.stat(from).catch(() => null);
    if (stat?.isDirectory()) await linkTree(from, path.join(extras, name));
    // history.json is rewritten by rename, never in place, so a copy is a consistent version of it.
    else if (stat?.isFile()) await fs.copyFile(from, path.join(extras, name));
  }
}

async function linkTree(fromDir: string, target: string) {
  await fs.mkdir(target, { recursive: true });
  for (const rel of await listFiles(fromDir)) {
    const from = path.join(fromDir, rel);
    const to = path.join(target, rel);
    await fs.mkdir(path.dirname(to), { recursive: true });
    // An empty file is copied: tar (7.5) fails in its gzip stream on an empty file with more than
    // one link when it ends the archive, as an 'error' event nothing can catch, which took the
    // whole server down (uploads/.gitkeep on a fresh install, at the first scheduled backup).
    if ((await fs.stat(from)).size === 0) await fs.copyFile(from, to);
    else
      try {
        await fs.link(from, to);
      } catch {
        await fs.copyFile(from, to, constants.COPYFILE_FICLONE);
      }
  }
}

function countsOf(db: Record<string, unknown>, uploads: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(db)) if (Array.isArray(value)) counts[key] = value.length;
  counts.uploads = uploads;
  return counts;
}

/** Turns a staged folder into `<backupDir>/<name>`; returns the archive's path and manifest. */
export async function packStaged(staging: string, backupDir: string, reason: string, createdAt: Date) {
  const dbText = await fs.readFile(path.join(staging, DB_ENTRY), 'utf8');
  let db: Record<string, unknown> = {};
  try {
    db = JSON.parse(dbText) as Record<string, unknown>;
  } catch {
    // A damaged data file is still archived as it is (the snapshot before a restore must not fail).
  }
  const uploads = (await listFiles(path.join(staging, UPLOADS_ENTRY))).map((f) => `${UPLOADS_ENTRY}/${f}`);
  await fs.mkdir(path.join(staging, DATA_EXTRAS_ENTRY), { recursive: true });
  const extras = (await listFiles(path.join(staging, DATA_EXTRAS_ENTRY))).map((f) => `${DATA_EXTRAS_ENTRY}/${f}`);
  const files: Manifest['files'] = {};
  for (const rel of [DB_ENTRY, ...uploads, ...extras]) {
    const full = path.join(staging, rel);
    files[rel] = { size: (await fs.stat(full)).size, sha256: await sha256(full) };
  }
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    app: 'agent-site',
    dataVersion: typeof db.version === 'number' ? db.version : 1,
    createdAt: createdAt.toISOString(),
    reason,
    counts: countsOf(db, uploads.length),
    files,
  };
  await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const name = archiveName(createdAt, reason);
  const final = path.join(backupDir, name);
  // Inside the staging folder, so an interrupted run leaves one folder to sweep, not two things.
  const temp = path.join(staging, `.${name}.partial`);
  // tar is loaded with the first backup or restore, not with the server.
  const tar = await import('tar');
  await tar.c({ gzip: true, file: temp, cwd: staging, portable: true, mode: 0o600 }, [MANIFEST, DB_ENTRY, UPLOADS_ENTRY, DATA_EXTRAS_ENTRY]);
  const handle = await fs.open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.chmod(temp, 0o600);
  await fs.rename(temp, final);
  return { file: final, name, size: (await fs.stat(final)).size, manifest };
}

/**
 * Unpacks an archive into the empty folder `into` and checks it against its manifest: every
 * listed file present with the right size and sha256, nothing unlisted. Throws
 * BackupArchiveError with a sentence for the operator.
 */
export async function unpackVerified(file: string, into: string): Promise<Manifest> {
  const tar = await import('tar');
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      // Only plain files and folders: a link in a crafted archive could point outside `into`.
      filter: (_p, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    // A full disk is not a damaged archive: an operator told so might throw a good backup away.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new BackupArchiveError(
        `There is not enough free disk space to unpack ${path.basename(file)} (${into}). Free some space and try again. Nothing was changed.`,
      );
    throw new BackupArchiveError(`${path.basename(file)} is damaged or not a backup archive (${(error as Error).message}). Nothing was changed.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(into, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupArchiveError(`${path.basename(file)} has no readable manifest.json: it is not a complete backup. Nothing was changed.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || !manifest.files || typeof manifest.files !== 'object' || !manifest.files[DB_ENTRY])
    throw new BackupArchiveError(`${path.basename(file)} has a manifest this version does not understand. Nothing was changed.`);
  const present = new Set([...(await listFiles(into))].filter((f) => f !== MANIFEST));
  for (const [rel, expected] of Object.entries(manifest.files)) {
    const full = path.join(into, rel);
    if (!present.has(rel)) throw new BackupArchiveError(`${path.basename(file)} is incomplete: ${rel} is missing. Nothing was changed.`);
    present.delete(rel);
    const stat = await fs.stat(full);
    if (stat.size !== expected.size || (await sha256(full)) !== expected.sha256)
      throw new BackupArchiveError(
        `${path.basename(file)} failed its checksum check on ${rel}: the archive is damaged or was altered. Nothing was changed.`,
      );
  }
  if (present.size > 0)
    throw new BackupArchiveError(`${path.basename(file)} holds files its manifest does not list (${[...present][0]}). Nothing was changed.`);
  return manifest;
}
