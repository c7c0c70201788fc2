// A DATA_DIR, UPLOAD_DIR or BACKUP_DIR that does not exist yet on a read-only file system (under
// systemd: outside the unit's ReadWritePaths). Node's recursive mkdir reports ENOENT there, naming
// a parent that exists; the start must say "read-only", name the folder and its setting, and stop
// with a known cause (exit status 78, which the unit does not retry). No read-only mount is
// available to tests, so the file system's two answers are played by node:fs below.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPidFile } from '../backup/server-lock';
import { createBackupService, snapshotFiles } from '../backup/service';
import { startupFailureMessage } from '../startup-failure';
import { removeDir, tempDir } from '../test/harness';
import { checkDataFolders } from './data-folder';
import type { Store } from './store';

const readOnly = vi.hoisted(() => ({ root: '' }));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const errno = (code: string, target: string) =>
    Object.assign(new Error(`${code}: mkdir '${target}'`), { code, errno: code === 'ENOENT' ? -2 : -30, syscall: 'mkdir', path: target });
  // What Linux and Node answer under a read-only mount: EROFS for one folder, ENOENT when recursive.
  const refusal = (target: unknown, options: unknown) => {
    const file = path.resolve(String(target));
    if (!readOnly.root || !file.startsWith(readOnly.root + path.sep)) return null;
    return errno((options as { recursive?: boolean } | undefined)?.recursive ? 'ENOENT' : 'EROFS', file);
  };
  const mkdirSync = ((target: string, options?: unknown) => {
    const error = refusal(target, options);
    if (error) throw error;
    return real.mkdirSync(target, options as never);
  }) as typeof real.mkdirSync;
  const mkdir = (async (target: string, options?: unknown) => {
    const error = refusal(target, options);
    if (error) throw error;
    return real.promises.mkdir(target, options as never);
  }) as typeof real.promises.mkdir;
  const promises = { ...real.promises, mkdir };
  return { ...real, default: { ...real, mkdirSync, promises }, mkdirSync, promises };
});

let root: string;
beforeEach(async () => {
  root = await tempDir();
  readOnly.root = path.join(root, 'ro');
  mkdirSync(readOnly.root);
});
afterEach(async () => {
  readOnly.root = '';
  await removeDir(root);
});

const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: unknown) => error,
  );

describe('a missing folder on a read-only file system', () => {
  it('stops the start naming DATA_DIR as read-only, not as a missing parent', async () => {
    const dataDir = path.join(readOnly.root, 'newdata');
    const warnings: string[] = [];
    // The pid file cannot be written either: said as a warning, the folder check below stops the start.
    expect(() => claimPidFile(dataDir, (m) => warnings.push(m))).not.toThrow();
    expect(warnings.join('\n')).toContain('EROFS');
    const error = await failure(() => checkDataFolders({ dataDir, uploadDir: path.join(root, 'uploads') }));
    expect(startupFailureMessage(error)).toBe(
      `Cannot start: ${dataDir} (DATA_DIR) is read-only for this process (EROFS): a file system mounted read-only, or under systemd a folder outside the unit's ReadWritePaths. Make it writable, or point DATA_DIR, UPLOAD_DIR and BACKUP_DIR at writable folders (docs/deploy.md).`,
    );
  });

  it('names UPLOAD_DIR', async () => {
    const uploadDir = path.join(readOnly.root, 'a', 'newup');
    const error = await failure(() => checkDataFolders({ dataDir: path.join(root, 'data'), uploadDir }));
    expect(startupFailureMessage(error)).toMatch(
      new RegExp(`^Cannot start: ${uploadDir} \\(UPLOAD_DIR\\) is read-only for this process \\(EROFS\\)`),
    );
  });

  it('names BACKUP_DIR, in the folder check, at the start of the backup timer and in `npm run backup`', async () => {
    const backupDir = path.join(readOnly.root, 'newbk');
    const checked = await failure(() => checkDataFolders({ dataDir: path.join(root, 'data'), uploadDir: path.join(root, 'uploads'), backupDir }));
    expect(startupFailureMessage(checked)).toMatch(
      new RegExp(`^Cannot start: ${backupDir} \\(BACKUP_DIR\\) is read-only for this process \\(EROFS\\)`),
    );
    const store = { file: path.join(root, 'db.json') } as Store;
    const atStart = await failure(() => createBackupService({ store, uploadDir: root, backupDir, intervalHours: 24 }).start());
    expect(startupFailureMessage(atStart)).toMatch(
      new RegExp(`^Cannot start: ${backupDir} \\(BACKUP_DIR\\) is read-only for this process \\(EROFS\\)`),
    );
    const byCommand = await failure(() => snapshotFiles({ dataFile: path.join(root, 'db.json'), uploadDir: root, backupDir }, 'manual'));
    expect((byCommand as Error).message).toBe(`EROFS: cannot write into ${backupDir} (BACKUP_DIR)`);
    expect(existsSync(backupDir)).toBe(false);
  });
});
