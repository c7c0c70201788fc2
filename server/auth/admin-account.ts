// First start creates the one admin account (DECISIONS item 15).
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store';
import { hashPassword } from './password';

export async function ensureAdminAccount(
  store: Store,
  opts: { username: string; password?: string; log?: (message: string) => void },
): Promise<void> {
  if (store.read().admin) return;
  const generated = !opts.password;
  const password = opts.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await store.mutate((db) => {
    db.admin = { username: opts.username, passwordHash, passwordChangedAt: new Date().toISOString(), sessions: [] };
  });
  const log = opts.log ?? console.log;
  if (generated) {
    log(
      [
        '',
        '================================================================',
        ` Admin account created. Username: ${opts.username}`,
        ` Generated password (shown once): ${password}`,
        ' Sign in at /admin and change it under Settings,',
        ' or set your own with: npm run reset-password',
        '================================================================',
        '',
      ].join('\n'),
    );
  } else {
    log(`Admin account "${opts.username}" created from ADMIN_PASSWORD.`);
  }
}

export async function setAdminPassword(store: Store, password: string, username?: string) {
  const passwordHash = await hashPassword(password);
  await store.mutate((db) => {
    db.admin = {
      username: username ?? db.admin?.username ?? 'admin',
      passwordHash,
      passwordChangedAt: new Date().toISOString(),
      // A reset from the shell signs every browser out.
      sessions: [],
    };
  });
}
