// The restore drill: data and an uploaded photo, back up, damage and delete, restore, and every
// byte is back. Broken archives are refused and change nothing.
import { createHash } from 'node:crypto';
import { mkdtempSync, promises as fs, readFileSync, rmSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tar from 'tar';
import { CURRENT_DATA_VERSION } from '../store/migrations/index';
import { openStore, type Store } from '../store/store';
import { projectRoot } from '../env';
import { createBackupService, listSnapshots, snapshotFiles } from './service';
import { restoreArchive, RestoreFailedError, sweepRestoreLeftovers } from './restore';
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

  it("backs up a fresh install's upload folder, where the only file is the empty .gitkeep", async () => {
    rmSync(uploadDir, { recursive: true });
    await fs.mkdir(uploadDir);
    writeFileSync(path.join(uploadDir, '.gitkeep'), '');
    // Nothing after the uploads in the archive (no audit log yet): the empty file ends it.
    const archive = await backUp();
    expect(archive.manifest.counts.uploads).toBe(1);
    rmSync(uploadDir, { recursive: true });
    await restoreArchive({ ...paths(), archive: archive.file });
    expect(readFileSync(path.join(uploadDir, '.gitkeep'), 'utf8')).toBe('');
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
    // Sign-in records and photo originals stay owner-only, as the server makes them.
    for (const dir of ['originals', 'audit']) expect(statSync(path.join(dataDir, dir)).mode & 0o777, dir).toBe(0o700);
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

describe('restoring an archive that retention would prune', () => {
  it('keeps the archive being restored', async () => {
    const made = await backUp();
    // An old scheduled archive, behind a month of daily ones: not one retention keeps.
    const old = path.join(backupDir, 'agent-site-2026-01-01T03-00-00-000Z-scheduled.tar.gz');
    await fs.rename(made.file, old);
    const now = Date.now();
    for (let d = 1; d <= 35; d++) {
      const name = `agent-site-${new Date(now - d * 86_400_000).toISOString().replace(/:/g, '-').replace('.', '-')}-scheduled.tar.gz`;
      await fs.copyFile(old, path.join(backupDir, name));
    }
    await restoreArchive({ ...paths(), archive: old });
    expect(existsSync(old)).toBe(true);
  });
});

describe('a restore that fails part-way', () => {
  const failOn = (name: 'rename' | 'writeFile', matches: (target: string) => boolean) => {
    const original = fs[name] as (...args: unknown[]) => Promise<unknown>;
    return vi.spyOn(fs, name).mockImplementation((async (...args: unknown[]) => {
      if (matches(String(args[name === 'rename' ? 1 : 0])))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return original.apply(fs, args);
    }) as never);
  };

  async function afterTheBackup() {
    await fs.mkdir(path.join(dataDir, 'originals'), { recursive: true });
    writeFileSync(path.join(dataDir, 'originals', 'abc.jpeg'), Buffer.from([0xff, 0xd8, 9, 9, 0xff, 0xd9]));
    const archive = await backUp();
    // Since the backup: a new photo, a new original and a new listing title.
    writeFileSync(path.join(uploadDir, 'photos', 'new.jpg'), Buffer.from([0xff, 0xd8, 7, 7, 0xff, 0xd9]));
    writeFileSync(path.join(dataDir, 'originals', 'new.jpeg'), Buffer.from([0xff, 0xd8, 8, 8, 0xff, 0xd9]));
    await store.mutate((db) => {
      db.properties[0]!.title = 'After the backup';
    });
    return archive;
  }

  const state = () => ({
    db: readFileSync(path.join(dataDir, 'db.json'), 'utf8'),
    uploads: hashTree(uploadDir),
    originals: hashTree(path.join(dataDir, 'originals')),
  });
  const workLeft = () => [...readdirSync(root), ...readdirSync(dataDir)].filter((n) => n.startsWith('.restore-') || n.endsWith('.restore-tmp'));

  afterEach(() => vi.restoreAllMocks());

  it('puts the uploads and the other files back when the last step fails, and says so', async () => {
    const archive = await afterTheBackup();
    const before = state();
    failOn('rename', (to) => to === path.join(dataDir, 'db.json'));
    await expect(restoreArchive({ ...paths(), archive: archive.file })).rejects.toThrow(
      /ENOSPC.*The restore was undone: the installation is as it was before\. The state before the restore is also saved as .*pre-restore/s,
    );
    expect(state()).toEqual(before);
    expect(workLeft()).toEqual([]);
    expect(existsSync(archive.file)).toBe(true);
  });

  it('changes nothing when writing the data file fails, and says so', async () => {
    const archive = await afterTheBackup();
    const before = state();
    failOn('writeFile', (file) => file.startsWith(dataDir) && path.basename(file).startsWith('db.json'));
    const failure = restoreArchive({ ...paths(), archive: archive.file });
    await expect(failure).rejects.toThrow(/ENOSPC.*Nothing was changed/s);
    await expect(failure).rejects.toBeInstanceOf(RestoreFailedError);
    expect(state()).toEqual(before);
    expect(workLeft()).toEqual([]);
  });

  it('keeps the files set aside when the undo fails too, and says where they are', async () => {
    const archive = await afterTheBackup();
    failOn('rename', (to) => to === path.join(dataDir, 'db.json') || to === uploadDir);
    const failure = restoreArchive({ ...paths(), archive: archive.file });
    await expect(failure).rejects.toThrow(
      /could not be undone.*copy them elsewhere.*To go back to the state before the restore, restore .*pre-restore/s,
    );
    const aside = readdirSync(root).filter((n) => n.startsWith('.restore-'));
    expect(aside).toHaveLength(1);
    expect(Object.keys(hashTree(path.join(root, aside[0]!, 'uploads-before-restore')))).toContain(path.join('photos', 'new.jpg'));
  });
});

describe('leftovers of interrupted backups and restores', () => {
  const deadPid = 999999999;

  it('removes the staging folders and partial archives of crashed snapshots, not those of running ones', async () => {
    await fs.mkdir(backupDir, { recursive: true });
    const leftovers = [`.staging-${deadPid}-abcdef`, '.staging-XyZ123', `.staging-${process.pid}-gone12`];
    for (const name of leftovers) {
      await fs.mkdir(path.join(backupDir, name, 'uploads'), { recursive: true });
      writeFileSync(path.join(backupDir, name, 'db.json'), '{"contactMessages":[]}');
    }
    writeFileSync(path.join(backupDir, '.agent-site-2026-11-25T03-00-00-000Z-manual.tar.gz.partial'), 'half');
    // The test runner's parent process stands in for `npm run backup` running beside the server.
    const running = `.staging-${process.ppid}-live12`;
    await fs.mkdir(path.join(backupDir, running));

    await createBackupService({ store, uploadDir, backupDir, intervalHours: 0 }).start();
    expect(readdirSync(backupDir).filter((n) => n.startsWith('.'))).toEqual([running]);

    writeFileSync(path.join(backupDir, `.staging-${deadPid}-again1`), '');
    const service = createBackupService({ store, uploadDir, backupDir, intervalHours: 0 });
    // Both in one process at once: neither sweeps the other's staging folder.
    const [a, b] = await Promise.all([service.snapshot('manual'), snapshotFiles(paths(), 'download')]);
    expect(existsSync(a.file) && existsSync(b.file)).toBe(true);
    expect(readdirSync(backupDir).filter((n) => n.startsWith('.'))).toEqual([running]);
  });

  it('removes the work folders of a crashed restore when the next one runs', async () => {
    const archive = await backUp();
    await fs.mkdir(path.join(root, `.restore-${deadPid}-abcdef`, 'uploads-before-restore'), { recursive: true });
    await fs.mkdir(path.join(root, '.restore-AbC123'));
    await fs.mkdir(path.join(dataDir, `.restore-${deadPid}-ghijkl`));
    writeFileSync(path.join(dataDir, 'db.json.restore-tmp'), '{"half');
    await restoreArchive({ ...paths(), archive: archive.file });
    expect([...readdirSync(root), ...readdirSync(dataDir)].filter((n) => n.includes('restore-'))).toEqual([]);
  });

  it('removes them when the server starts too (the sweep it runs), without a restore', async () => {
    await fs.mkdir(path.join(root, `.restore-${deadPid}-mnopqr`, 'uploads-before-restore'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db.json.restore-tmp'), '{"half');
    await sweepRestoreLeftovers(paths());
    expect([...readdirSync(root), ...readdirSync(dataDir)].filter((n) => n.includes('restore-'))).toEqual([]);
  });
});
