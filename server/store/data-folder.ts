// Start-up checks of the folders the server writes into and of what it keeps beside db.json.
// Each problem found here would otherwise surface later, at a request: a photo upload refused as
// if the disk were full, an edit answered with an error although it was saved, a deleted listing
// that "Recently deleted" cannot bring back. A check that fails has changed nothing on disk.
import { constants, existsSync, promises as fs, mkdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError } from './durable-json-file';
import { checkHistoryFile } from './history';

/** A folder the server must write into refuses it (EACCES, EPERM or EROFS); `setting` names the variable that points there. */
export class FolderAccessError extends Error {
  constructor(
    readonly path: string,
    readonly setting: string,
    readonly code: string,
  ) {
    super(`${code}: cannot write into ${path} (${setting})`);
    this.name = 'FolderAccessError';
  }
}

/** The disk of a folder a setting names had no room (ENOSPC, EDQUOT) for `what`, which the start must write. */
export class NoRoomError extends Error {
  constructor(
    readonly folder: string,
    readonly setting: string,
    readonly what: string,
    readonly code: string,
    /** Said after the cause, e.g. what was left unchanged. */
    readonly note?: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: no room in ${folder} (${setting}) for ${what}`, options);
    this.name = 'NoRoomError';
  }
}

/** `error` as NoRoomError when it is a full disk or quota, else as it is. */
export function noRoomError(error: unknown, folder: string, setting: string, what: string, note?: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return DISK_FULL.has(code) && !(error instanceof NoRoomError) ? new NoRoomError(folder, setting, what, code, note, { cause: error }) : error;
}

/** Something in the data folders the operator must fix; the message says what and how. */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

/** A full disk is no reason to refuse a start: pages are still served, and /healthz reports it. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NO_ACCESS = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * The error a recursive mkdir of `dir` really met. Node's recursive mkdir reports ENOENT when the
 * missing folder cannot be made on a read-only file system (EROFS, e.g. outside the systemd
 * unit's ReadWritePaths), which sends the operator looking for a parent that is there; making the
 * first missing folder alone gives the real code. Any other error is returned as it is.
 */
export function mkdirFailure(dir: string, error: unknown): unknown {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return error;
  let first = path.resolve(dir);
  for (let parent = path.dirname(first); parent !== first && !existsSync(parent); parent = path.dirname(parent)) first = parent;
  try {
    mkdirSync(first);
  } catch (real) {
    return real;
  }
  // Made after all (the file system changed meanwhile): leave things as they were.
  try {
    rmdirSync(first);
  } catch {
    // someone else's now
  }
  return error;
}

/**
 * Turns the error of creating or setting up a folder a setting names into FolderAccessError when
 * this user may not write there, so the start stops naming the folder and the setting.
 */
export function folderSetupError(dir: string, setting: string, error: unknown): unknown {
  const real = mkdirFailure(dir, error);
  const code = (real as NodeJS.ErrnoException | undefined)?.code ?? '';
  return NO_ACCESS.has(code) ? new FolderAccessError(dir, setting, code) : real;
}

/** 'missing' when it does not exist, 'file' when something other than a folder is in its place (or on its path). */
async function kindOf(target: string): Promise<'folder' | 'file' | 'missing'> {
  try {
    return (await fs.stat(target)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    if (code === 'ENOTDIR') return 'file';
    throw error;
  }
}

/**
 * Throws FolderAccessError when the server cannot create a file in `dir`. access() answers from
 * the permission bits; creating (and removing) a file also meets a read-only mount, ACLs and
 * whatever else the kernel decides at write time.
 */
async function checkWritable(dir: string, setting: string) {
  try {
    await fs.access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    const probe = path.join(dir, `.write-check-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (DISK_FULL.has(code)) return;
    if (NO_ACCESS.has(code)) throw new FolderAccessError(dir, setting, code);
    throw error;
  }
}

export type DataFolders = { dataDir: string; uploadDir: string; backupDir?: string; SESSION_SECRET?: string | undefined };

/**
 * Run before the data file is opened (so a refusal comes before any migration rewrites it):
 * DATA_DIR, UPLOAD_DIR, BACKUP_DIR and the data folder's own sub-folders can be written by this user, and
 * history.json reads as the revision history it should be.
 */
export async function checkDataFolders(env: DataFolders): Promise<void> {
  await checkFolder(env.dataDir, 'DATA_DIR', 0o700);
  await checkFolder(env.uploadDir, 'UPLOAD_DIR');
  // Checked here too, not only when the backup timer starts: by then a first start has written
  // the new data file and shown a generated admin password for a server that does not run.
  if (env.backupDir) await checkFolder(env.backupDir, 'BACKUP_DIR', 0o700);

  // The audit log and the private originals of uploaded photos: written at every change and
  // upload, each in a folder the server creates when it first needs it.
  for (const name of ['audit', 'originals']) {
    const folder = path.join(env.dataDir, name);
    const kind = await kindOf(folder);
    if (kind === 'file') throw new DataFileError(folder, 'is not a folder (the server keeps its files in one there)');
    if (kind === 'folder') await checkWritable(folder, 'DATA_DIR');
  }

  if (!env.SESSION_SECRET) {
    const secret = path.join(env.dataDir, '.session-secret');
    if ((await kindOf(secret)) === 'folder')
      throw new DataFolderError(
        `${secret} is a folder, not the file that holds the key of admin sessions. Move it aside and start again (a new key is made and everyone signs in again), or set SESSION_SECRET.`,
      );
  }

  await checkHistoryFile(env.dataDir);
}

/** Creates the folder a setting names if it is missing, then checks that it is one and can be written. */
async function checkFolder(dir: string, setting: string, mode?: number) {
  try {
    await fs.mkdir(dir, { recursive: true, ...(mode ? { mode } : {}) });
  } catch (error) {
    const real = folderSetupError(dir, setting, error);
    const code = (real as NodeJS.ErrnoException).code ?? '';
    if (DISK_FULL.has(code)) return;
    // Something other than a folder is in its place, or on its path: said below.
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw real;
  }
  if ((await kindOf(dir)) !== 'folder')
    throw new DataFolderError(`${setting} (${dir}) is not a folder. Point ${setting} at the folder it should use.`);
  await checkWritable(dir, setting);
}
