// Bearer tokens and cookie sessions share one revocable record per login (docs/decisions/002-admin-sessions.md):
// the token is random, only its sha256 is stored, and deleting the record revokes both.
import { createHash, randomBytes } from 'node:crypto';
import type { AdminSession } from '../store/schema';
import type { Store } from '../store/store';
import { log } from '../logger';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionMeta = { device?: string; ip?: string };

/** A disk that cannot take a write: full, over quota or read-only. */
const DISK_REFUSES_WRITES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

// Sessions started while the disk refused every write (a full disk): kept in this process's memory
// only, so the agent can still sign in and read the leads already stored. One ends when she signs
// out, at a revocation (the same calls end it), when it expires, or at the next restart.
const memoryHeld = new WeakMap<Store, Map<string, AdminSession>>();
const heldIn = (store: Store) => {
  let map = memoryHeld.get(store);
  if (!map) memoryHeld.set(store, (map = new Map<string, AdminSession>()));
  return map;
};

export async function createSession(store: Store, meta: SessionMeta = {}): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const session: AdminSession = {
    id,
    createdAt: at,
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
    device: (meta.device ?? '').slice(0, 200),
    ip: (meta.ip ?? '').slice(0, 100),
    lastSeenAt: at,
  };
  try {
    await store.mutate((db) => {
      if (!db.admin) throw new Error('No admin account');
      // Drop expired records so the list cannot grow without bound.
      db.admin.sessions = db.admin.sessions.filter((s) => Date.parse(s.expiresAt) > now).slice(-49);
      db.admin.sessions.push(session);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (!code || !DISK_REFUSES_WRITES.has(code) || !store.read().admin) throw error;
    const held = heldIn(store);
    for (const [key, s] of held) if (Date.parse(s.expiresAt) <= now) held.delete(key);
    held.set(id, session);
    log.warn({ code }, 'The data disk refuses writes: this sign-in is kept in memory until the server restarts.');
  }
  return { token, sessionId: id };
}

/** Ends memory-held sessions: all of them, or all but `keep` (the calls that revoke stored sessions call this too). */
export function endMemoryHeldSessions(store: Store, keep?: string): number {
  const held = heldIn(store);
  let ended = 0;
  for (const id of [...held.keys()])
    if (id !== keep) {
      held.delete(id);
      ended += 1;
    }
  return ended;
}

const liveSessions = (store: Store): AdminSession[] => [...(store.read().admin?.sessions ?? []), ...heldIn(store).values()];

/** The session id for a live token, or null for anything unknown, expired or malformed. */
export function resolveToken(store: Store, token: unknown): string | null {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const session = store.read().admin?.sessions.find((s) => s.id === id) ?? heldIn(store).get(id);
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
  return id;
}

export async function revokeSession(store: Store, sessionId: string) {
  if (heldIn(store).delete(sessionId)) return;
  await store.mutate((db) => {
    if (db.admin) db.admin.sessions = db.admin.sessions.filter((s) => s.id !== sessionId);
  });
}

/** A short public handle for a session in the Settings list (never the token, never the full hash). */
const publicSessionId = (sessionId: string) => sessionId.slice(0, 16);

export type SessionView = { id: string; device: string; ip: string; createdAt: string; lastSeenAt: string; current: boolean };

export function listSessions(store: Store, currentSessionId: string | null, now = Date.now()): SessionView[] {
  return liveSessions(store)
    .filter((s) => Date.parse(s.expiresAt) > now)
    .map((s) => ({
      id: publicSessionId(s.id),
      device: s.device || 'Unknown device',
      ip: s.ip,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt ?? s.createdAt,
      current: s.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Revokes the session with this public id; returns the full id, or null when there is none. */
export async function revokeSessionByPublicId(store: Store, publicId: string): Promise<string | null> {
  const held = [...heldIn(store).keys()].find((id) => publicSessionId(id) === publicId);
  if (held) {
    heldIn(store).delete(held);
    return held;
  }
  return store.mutate((db) => {
    const match = db.admin?.sessions.find((s) => publicSessionId(s.id) === publicId);
    if (!match || !db.admin) return null;
    db.admin.sessions = db.admin.sessions.filter((s) => s.id !== match.id);
    return match.id;
  });
}

/**
 * Signs out every session but `keep`, and every known-device cookie made before now (the caller
 * hands its own browser a new one); returns how many sessions were revoked.
 */
export async function revokeOtherSessions(store: Store, keep: string): Promise<number> {
  const stored = await store.mutate((db) => {
    if (!db.admin) return 0;
    const before = db.admin.sessions.length;
    db.admin.sessions = db.admin.sessions.filter((s) => s.id === keep);
    db.admin.knownDevicesEpoch = (db.admin.knownDevicesEpoch ?? 0) + 1;
    return before - db.admin.sessions.length;
  });
  return stored + endMemoryHeldSessions(store, keep);
}

/**
 * Ends every known-device cookie made before now (the caller hands its own browser a new one).
 * A cookie names no session, so ending one browser's session cannot single out its cookie: all
 * others stop counting, and each becomes known again at its next sign-in.
 */
export async function forgetKnownDevices(store: Store): Promise<void> {
  await store.mutate((db) => {
    if (db.admin) db.admin.knownDevicesEpoch = (db.admin.knownDevicesEpoch ?? 0) + 1;
  });
}

const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Updates "last seen" (and the address) at most once a minute per session, so requests rarely write. */
export function touchSession(store: Store, sessionId: string, ip: string, now = Date.now()) {
  const session = store.read().admin?.sessions.find((s) => s.id === sessionId);
  if (!session) return;
  const last = Date.parse(session.lastSeenAt ?? session.createdAt);
  if (now - last < LAST_SEEN_RESOLUTION_MS && session.ip === ip) return;
  void store
    .mutate((db) => {
      const s = db.admin?.sessions.find((x) => x.id === sessionId);
      if (s) {
        s.lastSeenAt = new Date(now).toISOString();
        if (ip) s.ip = ip.slice(0, 100);
      }
    })
    .catch((error) => log.error({ err: error }, 'could not update session last-seen'));
}
