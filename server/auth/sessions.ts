// Bearer tokens and cookie sessions share one revocable record per login (DECISIONS item 14):
// the token is random, only its sha256 is stored, and deleting the record revokes both.
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/store';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(store: Store): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  const now = Date.now();
  await store.mutate((db) => {
    if (!db.admin) throw new Error('No admin account');
    // Drop expired records so the list cannot grow without bound.
    db.admin.sessions = db.admin.sessions.filter((s) => Date.parse(s.expiresAt) > now).slice(-49);
    db.admin.sessions.push({ id, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + SESSION_TTL_MS).toISOString() });
  });
  return { token, sessionId: id };
}

/** The session id for a live token, or null for anything unknown, expired or malformed. */
export function resolveToken(store: Store, token: unknown): string | null {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const session = store.read().admin?.sessions.find((s) => s.id === id);
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
  return id;
}

export async function revokeSession(store: Store, sessionId: string) {
  await store.mutate((db) => {
    if (db.admin) db.admin.sessions = db.admin.sessions.filter((s) => s.id !== sessionId);
  });
}
