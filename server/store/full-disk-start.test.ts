// A start on a full disk: the update's pre-migration snapshot, or a fresh install's first data
// file, finds no room. The journal's last line must name the folder and what needs the room, with
// no stack trace and a known cause (exit status 78, which the systemd unit does not retry), and
// db.json must be as it was.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../env';
import { startupFailureMessage } from '../startup-failure';
import { removeDir, tempDir } from '../test/harness';
import { DurableJSONFile } from './durable-json-file';
import { loadV1Fixture } from './migrations/fixture';
import { CURRENT_DATA_VERSION } from './migrations/index';
import { openDataStore } from './open-data-store';

const disk = vi.hoisted(() => ({ full: false }));
const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

vi.mock('../backup/service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../backup/service')>();
  return {
    ...real,
    snapshotFiles: (async (...args) => {
      if (disk.full) throw noSpace();
      return real.snapshotFiles(...args);
    }) as typeof real.snapshotFiles,
  };
});

let root: string;
let env: { dataDir: string; uploadDir: string; backupDir: string; projectRoot: string };
beforeEach(async () => {
  root = await tempDir();
  env = { dataDir: path.join(root, 'data'), uploadDir: path.join(root, 'uploads'), backupDir: path.join(root, 'backups'), projectRoot };
  disk.full = true;
});
afterEach(async () => {
  disk.full = false;
  vi.restoreAllMocks();
  await removeDir(root);
});

const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: unknown) => error,
  );

describe('a start on a full disk', () => {
  it('says the pre-migration snapshot needs room in BACKUP_DIR, and leaves the old data file as it was', async () => {
    const file = path.join(env.dataDir, 'db.json');
    mkdirSync(env.dataDir);
    writeFileSync(file, JSON.stringify(loadV1Fixture(), null, 2));
    const before = readFileSync(file);

    const error = await failure(() => openDataStore(env, () => {}));
    expect(startupFailureMessage(error)).toBe(
      `Cannot start: no room left on the disk of ${env.backupDir} (BACKUP_DIR) for the snapshot taken before the data file is migrated to version ${CURRENT_DATA_VERSION}, a full copy of the data file and the uploaded photos (ENOSPC). The data file was not changed (still version 1). Free space on that disk (docs/deploy.md section 9, "Disk space": copy old archives off the machine and delete them), then start the server again.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);

    // Once there is room, the same start migrates.
    disk.full = false;
    expect((await openDataStore(env, () => {})).read().version).toBe(CURRENT_DATA_VERSION);
  });

  it("says a fresh install's data file needs room in DATA_DIR", async () => {
    vi.spyOn(DurableJSONFile.prototype, 'write').mockRejectedValue(noSpace());
    const error = await failure(() => openDataStore(env, () => {}));
    expect(startupFailureMessage(error)).toMatch(
      new RegExp(
        `^Cannot start: no room left on the disk of ${env.dataDir} \\(DATA_DIR\\) for the data file \\(ENOSPC\\)\\. db\\.json was not replaced\\. Free space on that disk`,
      ),
    );
  });

  it('names the file for any other write of the start that meets a full disk or quota', () => {
    const error = Object.assign(new Error('EDQUOT: disk quota exceeded, open'), { code: 'EDQUOT', path: '/var/lib/agent-site/data/.session-secret' });
    expect(startupFailureMessage(error)).toMatch(
      /^Cannot start: no room left on the disk of \/var\/lib\/agent-site\/data\/\.session-secret for what the start writes \(EDQUOT\)\./,
    );
  });
});
