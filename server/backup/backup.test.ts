// The restore drill: data and an uploaded photo, back up, damage and delete, restore, and every
// byte is back. Broken archives are refused and change nothing.
import { createHash } from 'node:crypto';
import { mkdtempSync, promises as fs, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as tar from 'tar';
import { CURRENT_DATA_VERSION } from '../store/migrations/index';
import { openStore, type Store } from '../store/store';
import { projectRoot } from '../env';
import { createBackupService, listSnapshots, snapshotFiles } from './service';
import { restoreArchive } from './restore';
import { PID_FILE } from './server-lock';

let root: string;
let dataDir: string;
let uploadDir: string;
let backupDir: string;
let store: Store;

const hashTree = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else
        out[r] = createHash('sha256')
          .update(readFileSync(path.join(dir, r)))
          .digest('hex');
    }
  };
  if (existsSync(dir)) walk('');
  return out;
};

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  dataDir = path.join(root, 'data');
  uploadDir = path.join(root, 'uploads');
  backupDir = path.join(dataDir, 'backups');
  store = await openStore({ dataDir, seedDir: path.join(projectRoot, 'data', 'seed') });
  await fs.mkdir(path.join(uploadDir, 'photos'), { recursive: true });
  writeFileSync(path.join(uploadDir, 'photos', 'house.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 250, 251, 0xff, 0xd9]));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const paths = () => ({ dataDir, dataFile: path.join(dataDir, 'db.json'), uploadDir, backupDir });

async function backUp() {
  const service = createBackupService({ store, uploadDir, backupDir, intervalHours: 0 });
  return service.snapshot('manual');
}

describe('backup and restore', () => {
  it('restores the data file and the uploads byte for byte after damage and deletion', async () => {
    await store.mutate((db) => {
      db.properties[0]!.title = 'Drill listing';
    });
    const dbBefore = readFileSync(path.join(dataDir, 'db.json'));
    const uploadsBefore = hashTree(uploadDir);
    const archive = await backUp();
    expect(archive.manifest.dataVersion).toBe(CURRENT_DATA_VERSION);
    expect(archive.manifest.counts.uploads).toBe(1);
    expect((await fs.stat(archive.file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);

    // Disaster: the data file is overwritten with garbage and the photo folder is gone.
    writeFileSync(path.join(dataDir, 'db.json'), '{"half-writ');
    rmSync(uploadDir, { recursive: true });

    const result = await restoreArchive({ ...paths(), archive: archive.file });
    expect(result.safetySnapshot?.name).toMatch(/pre-restore/);
    expect(readFileSync(path.join(dataDir, 'db.json'))).toEqual(dbBefore);
    expect((JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as { properties: { title: string }[] }).properties[0]!.title).toBe(
      'Drill listing',
    );
    expect(hashTree(uploadDir)).toEqual(uploadsBefore);
    // The server opens the restored file.
    const reopened = await openStore({ dataDir, seedDir: path.join(projectRoot, 'data', 'seed') });
    expect(reopened.read().properties[0]!.title).toBe('Drill listing');
  });

  it('brings back the revisions, the audit log and the private photo originals too', async () => {
    await fs.mkdir(path.join(dataDir, 'originals'), { recursive: true });
    await fs.mkdir(path.join(dataDir, 'audit'), { recursive: true });
    writeFileSync(path.join(dataDir, 'originals', 'abc.jpeg'), Buffer.from([0xff, 0xd8, 9, 9, 0xff, 0xd9]));
    writeFileSync(path.join(dataDir, 'audit', '2026-11.jsonl'), '{"type":"auth.login"}\n');
    writeFileSync(path.join(dataDir, 'history.json'), '{"revisions":[]}');
    const extrasBefore = {
      originals: hashTree(path.join(dataDir, 'originals')),
      audit: hashTree(path.join(dataDir, 'audit')),
      history: readFileSync(path.join(dataDir, 'history.json')),
    };
    const archive = await backUp();
    expect(Object.keys(archive.manifest.files)).toEqual(
      expect.arrayContaining(['data/history.json', 'data/audit/2026-11.jsonl', 'data/originals/abc.jpeg']),
    );

    rmSync(path.join(dataDir, 'originals'), { recursive: true });
    writeFileSync(path.join(dataDir, 'audit', '2026-11.jsonl'), 'tampered');
    rmSync(path.join(dataDir, 'history.json'));

    await restoreArchive({ ...paths(), archive: archive.file });
    expect(hashTree(path.join(dataDir, 'originals'))).toEqual(extrasBefore.originals);
    expect(hashTree(path.join(dataDir, 'audit'))).toEqual(extrasBefore.audit);
    expect(readFileSync(path.join(dataDir, 'history.json'))).toEqual(extrasBefore.history);
  });

  it('refuses a truncated archive with a clear message and changes nothing', async () => {
    const archive = await backUp();
    const bytes = readFileSync(archive.file);
    const truncated = path.join(root, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await store.mutate((db) => {
      db.properties[0]!.title = 'After the backup';
    });
    const before = { db: readFileSync(path.join(dataDir, 'db.json')), uploads: hashTree(uploadDir), backups: readdirSync(backupDir) };
    await expect(restoreArchive({ ...paths(), archive: truncated })).rejects.toThrow(/damaged or not a backup archive.*Nothing was changed/s);
    expect(readFileSync(path.join(dataDir, 'db.json'))).toEqual(before.db);
    expect(hashTree(uploadDir)).toEqual(before.uploads);
    expect(readdirSync(backupDir)).toEqual(before.backups);
    expect(readdirSync(root).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  });

  it('refuses an archive whose file does not match its checksum and changes nothing', async () => {
    const archive = await backUp();
    const work = path.join(root, 'tamper');
    await fs.mkdir(work);
    await tar.x({ file: archive.file, cwd: work });
    writeFileSync(path.join(work, 'uploads', 'photos', 'house.jpg'), 'not the photo');
    const tampered = path.join(root, 'tampered.tar.gz');
    await tar.c({ gzip: true, file: tampered, cwd: work }, ['manifest.json', 'db.json', 'uploads']);
    const before = { db: readFileSync(path.join(dataDir, 'db.json')), uploads: hashTree(uploadDir) };
    await expect(restoreArchive({ ...paths(), archive: tampered })).rejects.toThrow(/failed its checksum check on uploads\/photos\/house.jpg/);
    expect(readFileSync(path.join(dataDir, 'db.json'))).toEqual(before.db);
    expect(hashTree(uploadDir)).toEqual(before.uploads);
  });

  it('refuses an archive of a newer data version', async () => {
    const dataFile = path.join(root, 'newer.json');
    writeFileSync(dataFile, JSON.stringify({ ...store.read(), version: CURRENT_DATA_VERSION + 1 }));
    const newer = await snapshotFiles({ dataFile, uploadDir, backupDir: path.join(root, 'other') }, 'manual');
    await expect(restoreArchive({ ...paths(), archive: newer.file })).rejects.toThrow(
      /holds data version \d+, but this version of the site only understands up to/,
    );
  });

  it('refuses while a server runs on the data folder', async () => {
    const archive = await backUp();
    // The test runner's parent process stands in for a running server.
    writeFileSync(path.join(dataDir, PID_FILE), `${process.ppid}\n`);
    await expect(restoreArchive({ ...paths(), archive: archive.file })).rejects.toThrow(/The server is running \(pid \d+\).*Stop it first/s);
    // A pid file left by a crash does not block.
    writeFileSync(path.join(dataDir, PID_FILE), '999999999\n');
    await expect(restoreArchive({ ...paths(), archive: archive.file })).resolves.toBeTruthy();
  });

  it('takes a consistent snapshot while writes keep coming', async () => {
    const service = createBackupService({ store, uploadDir, backupDir, intervalHours: 0 });
    const writes = Array.from({ length: 20 }, (_, i) =>
      store.mutate((db) => {
        db.properties[0]!.title = `Write ${i}`;
      }),
    );
    const snap = service.snapshot('manual');
    await Promise.all(writes);
    const { manifest, file } = await snap;
    const work = path.join(root, 'check');
    await fs.mkdir(work);
    await tar.x({ file, cwd: work });
    const db = JSON.parse(readFileSync(path.join(work, 'db.json'), 'utf8')) as { version: number; properties: { title: string }[] };
    expect(db.version).toBe(manifest.dataVersion);
    // Queued behind the twenty writes, so it holds the last of them, whole.
    expect(db.properties[0]!.title).toBe('Write 19');
    expect(service.status().lastBackupName).toBe(path.basename(file));
    expect((await listSnapshots(backupDir)).length).toBe(1);
  });
});
