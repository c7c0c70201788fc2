// The restore drill: data and an uploaded photo, back up, damage and delete, restore, and every
// byte is back. Broken archives are refused and change nothing.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, promises as fs, readFileSync, rmSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tar from 'tar';
import { CURRENT_DATA_VERSION } from '../store/migrations/index';
import { openStore, type Store } from '../store/store';
import { projectRoot } from '../env';
import { createBackupService, listSnapshots, snapshotFiles } from './service';
import { recordRestore, restoreArchive, RestoreFailedError, restoreReport, sweepRestoreLeftovers } from './restore';
import { loadV1Fixture } from '../store/migrations/fixture';
import type { OutboxItem, StoredContactMessage } from '../store/schema';
import { disableTwoFactorFromShell, ensureAdminAccount, setAdminPassword } from '../auth/admin-account';
import { createSession, resolveToken } from '../auth/sessions';
import { verifyPassword } from '../auth/password';
import { readAudit } from '../audit/audit-log';
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

  it('brings back the revisions and the private photo originals, and keeps the current activity log', async () => {
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
    // Written after the backup: a sign-in the restore must not erase from the record.
    writeFileSync(path.join(dataDir, 'audit', '2026-11.jsonl'), '{"type":"auth.login"}\n{"type":"sign-in.success"}\n');
    const auditNow = hashTree(path.join(dataDir, 'audit'));
    rmSync(path.join(dataDir, 'history.json'));

    const result = await restoreArchive({ ...paths(), archive: archive.file });
    expect(hashTree(path.join(dataDir, 'originals'))).toEqual(extrasBefore.originals);
    expect(hashTree(path.join(dataDir, 'audit'))).toEqual(auditNow);
    expect(result.kept.auditLog).toBe(true);
    expect(readFileSync(path.join(dataDir, 'history.json'))).toEqual(extrasBefore.history);

    // With no activity log left at all, the archive's comes back.
    rmSync(path.join(dataDir, 'audit'), { recursive: true });
    expect((await restoreArchive({ ...paths(), archive: archive.file })).kept.auditLog).toBe(false);
    expect(hashTree(path.join(dataDir, 'audit'))).toEqual(extrasBefore.audit);
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

describe('what a restore keeps from the installation', () => {
  const OLD_PASSWORD = 'Old-Harbor-Pass-2026';
  const NEW_PASSWORD = 'Brand-New-Pass-2027';
  const seedDir = path.join(projectRoot, 'data', 'seed');
  const reopen = () => openStore({ dataDir, seedDir });

  const contactLead = (name: string, extra: Partial<StoredContactMessage> = {}): StoredContactMessage => ({
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    name,
    email: 'lena@example.com',
    phone: '555 0100',
    subject: 'buying',
    message: 'Is the house on Elm Street still for sale?',
    ...extra,
  });
  const emailFor = (leadId: string): OutboxItem => ({
    id: randomUUID(),
    email: 'agent-notification',
    leadKind: 'contact',
    leadId,
    to: 'agent@example.com',
    messageId: `<${leadId}@example.com>`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    resends: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    sentAt: null,
  });

  /** Signed in (the session a stolen laptop holds), two-factor on: then a backup. */
  async function accountThenBackup() {
    await ensureAdminAccount(store, { username: 'admin', password: OLD_PASSWORD, log: () => {} });
    const stolen = await createSession(store, { device: 'Chrome on Windows' });
    await store.mutate((db) => {
      db.admin!.twoFactor = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', enabledAt: new Date().toISOString(), lastUsedStep: 0, recoveryCodes: [] };
    });
    return { stolen, archive: await backUp() };
  }

  it('keeps the account as it is now: a session signed out after the backup stays out, the new password works, the old one not, two-factor stays off', async () => {
    const { stolen, archive } = await accountThenBackup();
    // After the backup: the phone is lost and the laptop stolen (reset-password --disable-2fa).
    await setAdminPassword(store, NEW_PASSWORD);
    await disableTwoFactorFromShell(store);
    await store.mutate((db) => {
      db.properties[0]!.title = 'A mistaken edit';
    });

    const result = await restoreArchive({ ...paths(), archive: archive.file });
    const restored = await reopen();
    expect(restored.read().properties[0]!.title).not.toBe('A mistaken edit');
    expect(resolveToken(restored, stolen.token)).toBeNull();
    const admin = restored.read().admin!;
    expect(await verifyPassword(NEW_PASSWORD, admin.passwordHash)).toBe(true);
    expect(await verifyPassword(OLD_PASSWORD, admin.passwordHash)).toBe(false);
    expect(admin.twoFactor).toBeNull();
    expect(result.kept.account).toBe('current');
    expect(restoreReport(result)).toContain(
      'Kept the current admin account: the password, two-factor sign-in and signed-in sessions are as they were before the restore.',
    );
  });

  it('keeps every lead received after the backup, spam-marked ones and their e-mails too; a lead both hold keeps its current read mark', async () => {
    const before = contactLead('Bob Before');
    await store.mutate((db) => {
      db.contactMessages.push(before);
    });
    const archive = await backUp();
    const lena = contactLead('Lena Lead');
    const spam = contactLead('Spam Bot', { spam: { reason: 'too-fast', at: new Date().toISOString() } });
    const readAt = new Date().toISOString();
    await store.mutate((db) => {
      db.contactMessages.find((m) => m.id === before.id)!.readAt = readAt;
      db.contactMessages.push(lena, spam);
      db.outbox.push(emailFor(lena.id));
    });

    const result = await restoreArchive({ ...paths(), archive: archive.file });
    const db = (await reopen()).read();
    expect(db.contactMessages.map((m) => m.name)).toEqual(['Bob Before', 'Lena Lead', 'Spam Bot']);
    expect(db.contactMessages[0]!.readAt).toBe(readAt);
    expect(db.contactMessages[2]!.spam?.reason).toBe('too-fast');
    expect(db.outbox.map((e) => e.leadId)).toEqual([lena.id]);
    expect(result.kept.leads).toBe(2);
    expect(restoreReport(result)).toContain('Kept 2 messages received after this backup was made.');
    // Restoring the pre-restore snapshot goes back to it, leads and all.
    const again = await restoreArchive({ ...paths(), archive: result.safetySnapshot!.file });
    expect(again.kept.leads).toBe(0);
    expect((await reopen()).read().contactMessages.map((m) => m.name)).toEqual(['Bob Before', 'Lena Lead', 'Spam Bot']);
  });

  it("uses the archive's account when the data file there cannot be read, and says so", async () => {
    const { archive } = await accountThenBackup();
    writeFileSync(path.join(dataDir, 'db.json'), '{"half-writ');
    const result = await restoreArchive({ ...paths(), archive: archive.file });
    expect(result.kept).toMatchObject({ account: 'archive', leads: 0, unreadable: 'the data file is not valid JSON' });
    expect(await verifyPassword(OLD_PASSWORD, (await reopen()).read().admin!.passwordHash)).toBe(true);
    expect(restoreReport(result)).toEqual([
      `The state before the restore was saved as ${result.safetySnapshot!.file}`,
      `Restored the snapshot of ${archive.manifest.createdAt} (data version ${CURRENT_DATA_VERSION}, 1 uploaded files).`,
      "The admin account is the backup's (its password, two-factor sign-in and signed-in sessions), because the data file is not valid JSON.",
      'Messages received after this backup could not be kept from the unreadable data file; the pre-restore snapshot holds it as it was.',
    ]);
  });

  it('migrates an archive of an older data version, then keeps the account and the leads the same way', async () => {
    const v1File = path.join(root, 'v1.json');
    writeFileSync(v1File, JSON.stringify(loadV1Fixture()));
    const old = await snapshotFiles({ dataFile: v1File, uploadDir, backupDir: path.join(root, 'old') }, 'manual');
    expect(old.manifest.dataVersion).toBe(1);
    await setAdminPassword(store, NEW_PASSWORD);
    const lena = contactLead('Lena Lead');
    await store.mutate((db) => {
      db.contactMessages.push(lena);
    });

    const result = await restoreArchive({ ...paths(), archive: old.file });
    const db = (await reopen()).read();
    expect(db.version).toBe(CURRENT_DATA_VERSION);
    expect(await verifyPassword(NEW_PASSWORD, db.admin!.passwordHash)).toBe(true);
    expect(db.contactMessages.map((m) => m.id)).toEqual(['c1', lena.id]);
    expect(result.kept).toMatchObject({ account: 'current', leads: 1 });
  });

  it('records the restore in the activity log', async () => {
    const archive = await backUp();
    const result = await restoreArchive({ ...paths(), archive: archive.file });
    const restored = await reopen();
    expect(await recordRestore(restored, archive.file, result)).toBe(true);
    const [entry] = await readAudit(restored, { type: 'record.restored' });
    expect(entry).toMatchObject({ username: 'shell', target: { type: 'backup', id: path.basename(archive.file) } });
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

describe('the backup timer', () => {
  afterEach(() => vi.useRealTimers());

  /** The scheduled archives in the folder, oldest first, as ISO times. */
  const scheduledTimes = async () =>
    (await listSnapshots(backupDir))
      .filter((s) => s.reason === 'scheduled')
      .map((s) => s.createdAt.toISOString())
      .reverse();

  // Node runs a timer of more than 2^31-1 ms (24.8 days) after 1 ms instead: a monthly interval
  // once took a full snapshot every few milliseconds, each one kept, until the disk was full.
  it.each([720, 24 * 365])('takes one snapshot every %i hours, also past the longest single timer', async (hours) => {
    const start = Date.parse('2026-03-02T00:00:00.000Z');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
    const service = createBackupService({ store, uploadDir, backupDir, intervalHours: hours });
    await service.start();
    // Queued behind a scheduled snapshot the timer may have started: returns once that is written.
    // Removed again, so that retention counts only the scheduled ones.
    const settle = async () => fs.rm((await service.snapshot('manual')).file);

    // A fresh install: the first one a minute after the start.
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    const first = new Date(start + 60_000).toISOString();
    expect(await scheduledTimes()).toEqual([first]);

    for (const step of [1, 1000, 3_600_000, 7 * 24 * 3_600_000]) {
      await vi.advanceTimersByTimeAsync(step);
      await settle();
      expect(await scheduledTimes()).toEqual([first]);
    }
    // The next one comes one interval after the first.
    await vi.advanceTimersByTimeAsync(start + 60_000 + hours * 3_600_000 - 1000 - Date.now());
    await settle();
    expect((await scheduledTimes()).at(-1)).toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect((await scheduledTimes()).at(-1)).toBe(new Date(start + 60_000 + hours * 3_600_000).toISOString());
    service.stop();
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
