// First start creates the one admin account (docs/product.md, "Security rules").
import { randomBytes } from 'node:crypto';
import { shellActor } from '../audit/actor';
import { audit } from '../audit/audit-log';
import type { Store } from '../store/store';
import { EnvError } from '../env';
import { hashPassword, passwordPolicyProblem } from './password';

/** Creates the account when there is none; true when it did. */
export async function ensureAdminAccount(
  store: Store,
  opts: { username: string; password?: string; log?: (message: string) => void },
): Promise<boolean> {
  if (store.read().admin) return false;
  // The starting password meets the rules a password change meets: the account would otherwise
  // keep one the Settings page refuses.
  const problem = opts.password === undefined ? null : await passwordPolicyProblem(opts.password, opts.username);
  if (problem)
    throw new EnvError(
      'ADMIN_PASSWORD is too common and easy to guess, so the admin account was not created. Set a less predictable one (8-128 characters) and start again.',
    );
  const generated = !opts.password;
  const password = opts.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await store.mutate((db) => {
    db.admin = {
      username: opts.username,
      passwordHash,
      passwordChangedAt: new Date().toISOString(),
      sessions: [],
      twoFactor: null,
      twoFactorPending: null,
    };
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
  return true;
}

/**
 * Takes back an account made at a start that then failed (the port taken): its generated
 * password was printed for a server that never ran, and the next start makes and shows a new one.
 */
export async function forgetUnusedAdminAccount(store: Store): Promise<void> {
  await store.mutate((db) => {
    db.admin = null;
  });
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
      // A new password does not switch two-factor off; `--disable-2fa` does that explicitly.
      twoFactor: db.admin?.twoFactor ?? null,
      twoFactorPending: null,
    };
  });
}

/** For a lost phone (npm run reset-password -- --disable-2fa): turns two-factor off, on the record. */
export async function disableTwoFactorFromShell(store: Store): Promise<boolean> {
  const wasOn = await store.mutate((db) => {
    const on = !!db.admin?.twoFactor;
    if (db.admin) {
      db.admin.twoFactor = null;
      db.admin.twoFactorPending = null;
    }
    return on;
  });
  await audit(store, { type: '2fa.disabled', actor: shellActor, details: { via: 'reset-password --disable-2fa', wasOn } });
  return wasOn;
}
