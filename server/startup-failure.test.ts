import { describe, expect, it } from 'vitest';
import { ServerLockError } from './backup/server-lock';
import { FolderAccessError } from './store/data-folder';
import { DataFileError } from './store/durable-json-file';
import { startupFailureMessage } from './startup-failure';

describe('startupFailureMessage', () => {
  it('points a damaged data file to the restore command', () => {
    const message = startupFailureMessage(new DataFileError('/var/lib/agent-site/data/db.json', 'is not valid JSON (Unexpected end of JSON input)'));
    expect(message).toMatch(
      /^Cannot start: \/var\/lib\/agent-site\/data\/db\.json is not valid JSON .*Nothing was changed\. .*npm run restore -- <archive>/,
    );
  });

  it('keeps the advice of a data file newer than the code as it is', () => {
    const message = startupFailureMessage(
      new DataFileError(
        '/d/db.json',
        'holds data version 12, but this version of the site only understands up to 11. Install the newer release that wrote it, or restore an older backup.',
      ),
    );
    expect(message).not.toContain('npm run restore');
    expect(message).toContain('Install the newer release');
  });

  it('names the folder and the remedy for a permission error, without a stack', () => {
    const error = Object.assign(new Error("EACCES: permission denied, open '/var/lib/agent-site/data/server.pid'"), {
      code: 'EACCES',
      path: '/var/lib/agent-site/data/server.pid',
    });
    expect(startupFailureMessage(error)).toBe(
      'Cannot start: no permission to use /var/lib/agent-site/data/server.pid (EACCES). Run the server as the user that owns DATA_DIR, UPLOAD_DIR and BACKUP_DIR (docs/deploy.md), or give that user the folders.',
    );
  });

  it("names UPLOAD_DIR when the uploads folder is not the service user's", () => {
    expect(startupFailureMessage(new FolderAccessError('/srv/photos', 'UPLOAD_DIR', 'EACCES'))).toBe(
      'Cannot start: no permission to use /srv/photos (UPLOAD_DIR) (EACCES). Run the server as the user that owns DATA_DIR, UPLOAD_DIR and BACKUP_DIR (docs/deploy.md), or give that user the folders.',
    );
  });

  it('says a read-only file system in one line, for the check and for any call that meets it', () => {
    const fromCheck = startupFailureMessage(new FolderAccessError('/var/lib/agent-site/data', 'DATA_DIR', 'EROFS'));
    expect(fromCheck).toMatch(/^Cannot start: \/var\/lib\/agent-site\/data \(DATA_DIR\) is read-only for this process \(EROFS\).*ReadWritePaths/);
    const error = Object.assign(new Error("EROFS: read-only file system, chmod '/var/lib/agent-site/data'"), {
      code: 'EROFS',
      path: '/var/lib/agent-site/data',
    });
    expect(startupFailureMessage(error)).toMatch(/^Cannot start: \/var\/lib\/agent-site\/data is read-only for this process \(EROFS\)/);
    expect(startupFailureMessage(error)).not.toContain('\n');
  });

  it('treats a data file this user may not read as a permission problem, not as damage', () => {
    const cause = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const message = startupFailureMessage(new DataFileError('/d/history.json', 'cannot be read (EACCES: permission denied)', { cause }));
    expect(message).toMatch(/^Cannot start: no permission to use \/d\/history\.json \(EACCES\)/);
    expect(message).not.toContain('npm run restore');
  });

  it('says a file is in the way when a data setting names a file instead of a folder', () => {
    const error = Object.assign(new Error("ENOTDIR: not a directory, open '/srv/site/data/server.pid'"), {
      code: 'ENOTDIR',
      path: '/srv/site/data/server.pid',
    });
    expect(startupFailureMessage(error)).toMatch(
      /^Cannot start: \/srv\/site\/data\/server\.pid is in the way \(ENOTDIR\): DATA_DIR, UPLOAD_DIR and BACKUP_DIR must name folders/,
    );
  });

  it('passes a second server on the folder through, and leaves unknown errors to the stack trace', () => {
    expect(startupFailureMessage(new ServerLockError('another server (process 12) is already running'))).toBe(
      'Cannot start: another server (process 12) is already running',
    );
    expect(startupFailureMessage(new TypeError('x is undefined'))).toBeNull();
  });
});
