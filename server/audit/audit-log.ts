// Append-only audit log of security and data events, kept beside db.json as one JSON line per
// event in monthly files (audit/audit-YYYY-MM.jsonl). A month's file is only ever appended to;
// files older than a year are deleted, so the data file itself never grows with history.
// (docs/decisions/014-revisions-and-audit-files.md)
import { randomUUID } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Store } from '../store/store';
import { actorOf, type Actor, type ActorSource } from './actor';

export const AUDIT_EVENT_TYPES = [
  'sign-in.success',
  'sign-in.failure',
  'sign-out',
  'password.changed',
  '2fa.enabled',
  '2fa.disabled',
  '2fa.recovery-codes-regenerated',
  '2fa.recovery-code-used',
  'session.revoked',
  'record.created',
  'record.updated',
  'record.deleted',
  'record.restored',
  'backup.downloaded',
  'settings.changed',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export type AuditTarget = { type: string; id: string; label?: string };
export type AuditEvent = {
  type: AuditEventType;
  /** Overrides the actor read from the context (e.g. the username tried at a failed sign-in). */
  actor?: Partial<Actor>;
  target?: AuditTarget;
  /** Small facts only (what changed, which session); never secrets, codes or passwords. */
  details?: Record<string, unknown>;
};
export type AuditEntry = {
  id: string;
  at: string;
  type: AuditEventType;
  username: string;
  ip: string;
  userAgent: string;
  device: string;
  target?: AuditTarget;
  details?: Record<string, unknown>;
};

const AUDIT_RETENTION_DAYS = 366;

type Log = { dir: string; queue: Promise<unknown>; prunedMonth: string | null };
const logs = new WeakMap<Store, Log>();

function logOf(store: Store): Log {
  let log = logs.get(store);
  if (!log) {
    log = { dir: path.join(path.dirname(store.file), 'audit'), queue: Promise.resolve(), prunedMonth: null };
    logs.set(store, log);
  }
  return log;
}

const isStore = (x: Store | ActorSource): x is Store => typeof (x as Store).mutate === 'function';
const monthOf = (iso: string) => iso.slice(0, 7);
const fileFor = (dir: string, month: string) => path.join(dir, `audit-${month}.jsonl`);

/**
 * Records one event. Pass the request context (tRPC ctx) so the IP, device and user are taken from
 * it, or a Store for events without a request (the shell). Never throws: a failing audit write is
 * logged to the console and must not undo the action it describes.
 */
export async function audit(source: Store | ActorSource, event: AuditEvent, now = new Date()): Promise<AuditEntry | null> {
  const store = isStore(source) ? source : source.store;
  const base: Actor = isStore(source) ? { username: 'system', device: '', ip: '', userAgent: '' } : actorOf(source);
  const actor = { ...base, ...event.actor };
  const entry: AuditEntry = {
    id: randomUUID(),
    at: now.toISOString(),
    type: event.type,
    username: actor.username.slice(0, 200),
    ip: actor.ip,
    userAgent: actor.userAgent,
    device: actor.device,
    ...(event.target ? { target: event.target } : {}),
    ...(event.details ? { details: event.details } : {}),
  };
  const log = logOf(store);
  const write = async () => {
    await fs.mkdir(log.dir, { recursive: true, mode: 0o700 });
    const handle = await fs.open(fileFor(log.dir, monthOf(entry.at)), constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND, 0o600);
    try {
      await handle.write(`${JSON.stringify(entry)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (log.prunedMonth !== monthOf(entry.at)) {
      await pruneOldFiles(log.dir, now);
      log.prunedMonth = monthOf(entry.at);
    }
  };
  const next = log.queue.then(write, write);
  log.queue = next.catch(() => undefined);
  try {
    await next;
    return entry;
  } catch (error) {
    console.error('audit log write failed:', error);
    return null;
  }
}

async function pruneOldFiles(dir: string, now: Date) {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  const oldestKept = monthOf(cutoff.toISOString());
  for (const name of await fs.readdir(dir)) {
    const month = /^audit-(\d{4}-\d{2})\.jsonl$/.exec(name)?.[1];
    if (month && month < oldestKept) await fs.rm(path.join(dir, name), { force: true });
  }
}

export type AuditQuery = { limit?: number; type?: string; q?: string };

/** Newest first; `type` matches an event type or its group ("record", "2fa"); `q` searches user, IP and record. */
export async function readAudit(store: Store, query: AuditQuery = {}, now = new Date()): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 1000);
  const log = logOf(store);
  await log.queue;
  let names: string[];
  try {
    names = (await fs.readdir(log.dir))
      .filter((n) => /^audit-\d{4}-\d{2}\.jsonl$/.test(n))
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  const q = query.q?.trim().toLowerCase();
  const out: AuditEntry[] = [];
  for (const name of names) {
    const lines = (await fs.readFile(path.join(log.dir, name), 'utf8')).split('\n');
    for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
      const line = lines[i];
      if (!line) continue;
      let entry: AuditEntry;
      try {
        entry = JSON.parse(line) as AuditEntry;
      } catch {
        continue; // a torn last line after a crash is skipped, not fatal
      }
      if (entry.at < cutoff) continue;
      if (query.type && entry.type !== query.type && !entry.type.startsWith(`${query.type}.`)) continue;
      if (
        q &&
        ![entry.username, entry.ip, entry.device, entry.target?.label, entry.target?.id, entry.target?.type].some((v) => v?.toLowerCase().includes(q))
      )
        continue;
      out.push(entry);
    }
    if (out.length >= limit) break;
  }
  return out;
}
