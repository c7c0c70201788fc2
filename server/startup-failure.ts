// What the operator reads when the server cannot start: the cause and what to do, without a stack
// trace for the causes that have a known remedy.
import { ServerLockError } from './backup/server-lock';
import { EnvError } from './env';
import { DataFolderError, FolderAccessError, NoRoomError } from './store/data-folder';
import { DataFileError } from './store/durable-json-file';
import { DataTooNewError } from './store/migrations/index';
import { SeedFileError } from './store/seed-check';

/** sysexits' EX_CONFIG: deploy/agent-site.service lists it in RestartPreventExitStatus. */
export const EXIT_NEEDS_OPERATOR = 78;

/** The one-line message for a known cause, or null (then the error is logged with its stack). */
export function startupFailureMessage(error: unknown): string | null {
  const cause = knownFailure(error);
  return cause === null ? null : `Cannot start: ${cause}`;
}

/**
 * What went wrong and what to do, for a known cause of a failed start or of a shell tool that
 * opens the data file as a start does; null for anything else.
 */
export function knownFailure(error: unknown): string | null {
  if (error instanceof FolderAccessError) return accessMessage(`${error.path} (${error.setting})`, error.code);
  if (error instanceof DataFileError) {
    // A file this user may not read is a matter of ownership, not of damage: no restore needed.
    const cause = (error.cause as NodeJS.ErrnoException | undefined)?.code;
    if (cause === 'EACCES' || cause === 'EPERM') return accessMessage(error.file, cause);
    // A newer file already says what to do (install the newer release or restore an older backup).
    if (error.cause instanceof DataTooNewError || /only understands up to/.test(error.message)) return error.message;
    // A seed file is corrected by hand, and its message says so: a first start has no backup to restore.
    if (error instanceof SeedFileError) return error.message;
    return `${error.message}. Nothing was changed. If the file is damaged, put back the last good snapshot with \`npm run restore -- <archive>\` (README, "Backups"; docs/deploy.md section 10).`;
  }
  if (error instanceof NoRoomError) return noRoomMessage(`${error.folder} (${error.setting})`, error.what, error.code, error.note);
  if (error instanceof EnvError || error instanceof ServerLockError || error instanceof DataFolderError) return error.message;
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return accessMessage(path ?? 'its data folder', code);
  // Any other write of the start; those that name no file (the session key, the admin account) go to DATA_DIR.
  if (code === 'ENOSPC' || code === 'EDQUOT') return noRoomMessage(path ?? 'DATA_DIR', 'what the start writes', code);
  // A file where a folder belongs (DATA_DIR, UPLOAD_DIR or BACKUP_DIR naming a file, or a file in its path).
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return `${path ?? 'a data path'} is in the way (${code}): DATA_DIR, UPLOAD_DIR and BACKUP_DIR must name folders, and no part of their paths may be a file. Point them at folders (docs/deploy.md), or move the file away.`;
  return null;
}

function noRoomMessage(where: string, what: string, code: string, note?: string): string {
  // Waiting does not free space, and a retry every few seconds would bury this line under its repeats.
  return `no room left on the disk of ${where} for ${what} (${code}).${note ? ` ${note}` : ''} Free space on that disk (docs/deploy.md section 9, "Disk space": copy old archives off the machine and delete them), then start the server again.`;
}

function accessMessage(where: string, code: string): string {
  // A restart cannot fix either: the systemd unit must not retry every few seconds.
  if (code === 'EROFS')
    return `${where} is read-only for this process (EROFS): a file system mounted read-only, or under systemd a folder outside the unit's ReadWritePaths. Make it writable, or point DATA_DIR, UPLOAD_DIR and BACKUP_DIR at writable folders (docs/deploy.md).`;
  // The usual cause: the folders belong to another user than the one running the server.
  return `no permission to use ${where} (${code}). Run the server as the user that owns DATA_DIR, UPLOAD_DIR and BACKUP_DIR (docs/deploy.md), or give that user the folders.`;
}
