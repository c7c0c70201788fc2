import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store';
import { removeDir, SEED_DIR, tempDir } from '../test/harness';
import { ensureAdminAccount, setAdminPassword } from './admin-account';
import { verifyPassword } from './password';
import { loadSessionSecret } from './session-secret';
import { createSession, resolveToken } from './sessions';

let root: string;
let store: Store;
beforeEach(async () => {
  root = await tempDir('agent-account-');
  store = await openStore({ dataDir: path.join(root, 'data'), seedDir: SEED_DIR });
});
afterEach(() => removeDir(root));

describe('ensureAdminAccount', () => {
  it('creates the account from ADMIN_USERNAME and ADMIN_PASSWORD on first start', async () => {
    const logs: string[] = [];
    await ensureAdminAccount(store, { username: 'angela', password: 'Severn-River-Sunrise-7', log: (m) => logs.push(m) });
    const admin = store.read().admin!;
    expect(admin.username).toBe('angela');
    expect(admin.sessions).toEqual([]);
    expect(admin.passwordHash).not.toContain('Severn');
    expect(await verifyPassword('Severn-River-Sunrise-7', admin.passwordHash)).toBe(true);
    expect(logs.join('\n')).not.toContain('Severn-River-Sunrise-7');
    // The account lives in the runtime file, not only in memory.
    const onDisk = JSON.parse(await fs.readFile(store.file, 'utf8')) as { admin: { username: string } };
    expect(onDisk.admin.username).toBe('angela');
  });

  it('generates a password without ADMIN_PASSWORD and prints it once', async () => {
    const logs: string[] = [];
    await ensureAdminAccount(store, { username: 'admin', log: (m) => logs.push(m) });
    const printed = /Generated password \(shown once\): (\S+)/.exec(logs.join('\n'))?.[1];
    expect(printed).toBeDefined();
    expect(printed!.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(printed!, store.read().admin!.passwordHash)).toBe(true);

    // A second start keeps the account and prints nothing.
    const again: string[] = [];
    const hash = store.read().admin!.passwordHash;
    await ensureAdminAccount(store, { username: 'admin', password: 'Other-Password-99', log: (m) => again.push(m) });
    expect(again).toEqual([]);
    expect(store.read().admin!.passwordHash).toBe(hash);
  });

  it.each(['password123', 'adminadmin', 'Summer2024!'])(
    'refuses to create the account from the common ADMIN_PASSWORD %s, with a message naming the variable',
    async (password) => {
      await expect(ensureAdminAccount(store, { username: 'admin', password, log: () => {} })).rejects.toThrow(
        /^ADMIN_PASSWORD is too common and easy to guess, so the admin account was not created/,
      );
      expect(store.read().admin).toBeFalsy();
    },
  );
});

describe('setAdminPassword (npm run reset-password)', () => {
  it('sets the new password and signs every session out', async () => {
    await ensureAdminAccount(store, { username: 'admin', password: 'First-Password-123', log: () => {} });
    const { token } = await createSession(store);
    expect(resolveToken(store, token)).not.toBeNull();
    await setAdminPassword(store, 'Second-Password-456');
    expect(resolveToken(store, token)).toBeNull();
    expect(store.read().admin!.username).toBe('admin');
    expect(await verifyPassword('Second-Password-456', store.read().admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('First-Password-123', store.read().admin!.passwordHash)).toBe(false);
  });
});

describe('loadSessionSecret', () => {
  it('prefers SESSION_SECRET from the environment', async () => {
    const secret = 'e'.repeat(40);
    expect(await loadSessionSecret(root, secret)).toBe(secret);
    await expect(fs.access(path.join(root, '.session-secret'))).rejects.toThrow();
  });

  it('generates one secret, keeps it owner-only and reuses it on the next start', async () => {
    const first = await loadSessionSecret(root);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(root, '.session-secret');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSessionSecret(root)).toBe(first);
  });
});

describe('sessions', () => {
  it('stores only a hash of the token, and resolves nothing unknown, expired or malformed', async () => {
    await ensureAdminAccount(store, { username: 'admin', password: 'First-Password-123', log: () => {} });
    const { token, sessionId } = await createSession(store);
    expect(JSON.stringify(store.read())).not.toContain(token);
    expect(resolveToken(store, token)).toBe(sessionId);
    expect(resolveToken(store, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(resolveToken(store, 'short')).toBeNull();
    expect(resolveToken(store, undefined)).toBeNull();
    expect(resolveToken(store, { token })).toBeNull();
    await store.mutate((db) => {
      db.admin!.sessions[0]!.expiresAt = new Date(Date.now() - 1000).toISOString();
    });
    expect(resolveToken(store, token)).toBeNull();
  });

  it('keeps the session list bounded', async () => {
    await ensureAdminAccount(store, { username: 'admin', password: 'First-Password-123', log: () => {} });
    for (let i = 0; i < 52; i++) await createSession(store);
    expect(store.read().admin!.sessions.length).toBeLessThanOrEqual(50);
  });
});
