// Start-up checks of the folders the server writes into and of what it keeps beside db.json.
// Each problem found here would otherwise surface later, at a request: a photo upload refused as
// if the disk were full, an edit answered with an error although it was saved, a deleted listing
// that "Recently deleted" cannot bring back. A check that fails has changed nothing on disk.
import { constants, promises as fs } from 'node:fs';
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

export type DataFolders = { dataDir: string; uploadDir: string; SESSION_SECRET?: string | undefined };

/**
 * Run before the data file is opened (so a refusal comes before any migration rewrites it):
 * DATA_DIR, UPLOAD_DIR and the data folder's own sub-folders can be written by this user, and
 * history.json reads as the revision history it should be.
 */
export async function checkDataFolders(env: DataFolders): Promise<void> {
  await checkFolder(env.dataDir, 'DATA_DIR', 0o700);
  await checkFolder(env.uploadDir, 'UPLOAD_DIR');

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
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (DISK_FULL.has(code)) return;
    if (NO_ACCESS.has(code)) throw new FolderAccessError(dir, setting, code);
    // Something other than a folder is in its place, or on its path: said below.
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
  }
  if ((await kindOf(dir)) !== 'folder')
    throw new DataFolderError(`${setting} (${dir}) is not a folder. Point ${setting} at the folder it should use.`);
  await checkWritable(dir, setting);
}
