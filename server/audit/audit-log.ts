// Append-only audit log of security and data events, kept beside db.json as one JSON line per
// event in monthly files (audit/audit-YYYY-MM.jsonl). A month's file is only ever appended to;
// files older than a year are deleted, so the data file itself never grows with history.
// (docs/decisions/014-revisions-and-audit-files.md)
import { randomUUID } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Store } from '../store/store';
import { log as serverLog } from '../logger';
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

/** Bounds on what a request can make the log keep: its fields come from unauthenticated clients. */
const MAX_USERNAME = 200;
const MAX_USER_AGENT = 400;
const MAX_IP = 100;
const MAX_DEVICE = 100;

/**
 * Throttled sign-in attempts from one address within one throttle window: the first is written,
 * the rest are only counted here, and one summary entry is written when the window ends.
 */
type ThrottledWindow = {
  /** When the throttle lets this address try again (ms since the epoch). */
  until: number;
  actor: Actor;
  step?: string;
  /** Attempts after the first one, not written one by one. */
  more: number;
  firstMoreAt: string;
  lastMoreAt: string;
  /** The usernames those attempts tried (a few, each clipped). */
  usernames: Set<string>;
  timer: NodeJS.Timeout;
};
const THROTTLED_USERNAMES_KEPT = 5;
/** The summary is written this long after the window ends, so attempts at its last moment are counted. */
const THROTTLED_SUMMARY_GRACE_MS = 1000;

type Log = { dir: string; queue: Promise<unknown>; prunedMonth: string | null; throttled: Map<string, ThrottledWindow> };
const logs = new WeakMap<Store, Log>();

function logOf(store: Store): Log {
  let log = logs.get(store);
  if (!log) {
    log = { dir: path.join(path.dirname(store.file), 'audit'), queue: Promise.resolve(), prunedMonth: null, throttled: new Map() };
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
    username: actor.username.slice(0, MAX_USERNAME),
    ip: actor.ip.slice(0, MAX_IP),
    userAgent: actor.userAgent.slice(0, MAX_USER_AGENT),
    device: actor.device.slice(0, MAX_DEVICE),
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
    serverLog.error({ err: error }, 'audit log write failed');
    return null;
  }
}

/**
 * Records a sign-in attempt refused by the throttle (429) without letting a client grow the log:
 * per client address and throttle window, the first refused attempt is written as a
 * `sign-in.failure` (reason "throttled": who was locked out, when, from where, and until when),
 * further ones are only counted in memory, and when the window ends one summary entry says how
 * many more there were ("N more throttled attempts", with the first and last time and the
 * usernames tried). So one address adds at most two entries per window, however fast it tries.
 * `until` is when the throttle lets the address try again; a different value is a new window.
 * The open windows are bounded like the throttle's own table: one per address refused right now.
 */
export async function auditThrottledSignIn(
  ctx: ActorSource,
  attempt: { username: string; until: number; step?: string },
  now = new Date(),
): Promise<void> {
  const log = logOf(ctx.store);
  const actor = actorOf(ctx, attempt.username);
  const key = actor.ip.slice(0, MAX_IP);
  const open = log.throttled.get(key);
  if (open && open.until === attempt.until && now.getTime() < open.until) {
    open.more += 1;
    if (open.more === 1) open.firstMoreAt = now.toISOString();
    open.lastMoreAt = now.toISOString();
    if (open.usernames.size < THROTTLED_USERNAMES_KEPT) open.usernames.add(attempt.username.slice(0, 100));
    return;
  }
  // Claimed before anything is awaited, so parallel attempts are counted, not written.
  const ended = open ? closeThrottledWindow(ctx.store, key, now) : null;
  const timer = setTimeout(() => void closeThrottledWindow(ctx.store, key), Math.max(0, attempt.until - now.getTime()) + THROTTLED_SUMMARY_GRACE_MS);
  timer.unref();
  log.throttled.set(key, {
    until: attempt.until,
    actor,
    step: attempt.step,
    more: 0,
    firstMoreAt: '',
    lastMoreAt: '',
    usernames: new Set(),
    timer,
  });
  const first = audit(
    ctx,
    {
      type: 'sign-in.failure',
      actor,
      details: { reason: 'throttled', ...(attempt.step ? { step: attempt.step } : {}), lockedUntil: new Date(attempt.until).toISOString() },
    },
    now,
  );
  await Promise.all([ended, first]);
}

/** Ends one address's throttled window: writes its summary entry if it counted more attempts. */
function closeThrottledWindow(store: Store, key: string, now = new Date()): Promise<unknown> {
  const log = logOf(store);
  const window = log.throttled.get(key);
  if (!window) return Promise.resolve();
  clearTimeout(window.timer);
  log.throttled.delete(key);
  if (window.more === 0) return Promise.resolve();
  return audit(
    store,
    {
      type: 'sign-in.failure',
      actor: window.actor,
      details: {
        reason: 'throttled',
        ...(window.step ? { step: window.step } : {}),
        summary: `${window.more} more throttled attempt${window.more === 1 ? '' : 's'}`,
        moreAttempts: window.more,
        from: window.firstMoreAt,
        to: window.lastMoreAt,
        usernames: [...window.usernames],
      },
    },
    now,
  );
}

/** Writes the summaries of every open throttled window now (tests; a shutdown that wants them kept). */
export async function flushThrottledSignIns(store: Store, now = new Date()): Promise<void> {
  await Promise.all([...logOf(store).throttled.keys()].map((key) => closeThrottledWindow(store, key, now)));
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
export type AuditReadOptions = { /** Bytes read at a time from the end of a file (tests use small ones). */ chunkBytes?: number };

/** Read from the end of a month file this much at a time; a file is never read whole. */
const READ_CHUNK_BYTES = 64 * 1024;
/** Of a "line" longer than this (damage, no entry of ours) only its end is kept, in case an entry follows the damage. */
const MAX_LINE_BYTES = 256 * 1024;
const NEWLINE = 0x0a;

/**
 * The lines of a file, last first, read backwards in chunks: memory stays at a chunk plus one
 * line whatever the file's size (a month file can grow to hundreds of MB, more than one string
 * can hold). Lines are split on the newline byte, which never occurs inside a UTF-8 character.
 */
async function* linesFromEnd(file: string, chunkBytes: number): AsyncGenerator<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(chunkBytes);
    let position = (await handle.stat()).size;
    /** The part of the current line already read: its end (it continues into the chunks read next). */
    let tail: Buffer[] = [];
    let tailBytes = 0;
    /** The current line is over MAX_LINE_BYTES: the rest of it (towards its start) is dropped. */
    let clipped = false;
    const lineWith = (head: Buffer) => {
      const line = Buffer.concat(clipped ? tail : [head, ...tail]).toString('utf8');
      tail = [];
      tailBytes = 0;
      clipped = false;
      return line;
    };
    while (position > 0) {
      const length = Math.min(chunkBytes, position);
      position -= length;
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      const chunk = buffer.subarray(0, bytesRead);
      let end = chunk.length;
      while (end > 0) {
        const nl = chunk.lastIndexOf(NEWLINE, end - 1);
        if (nl < 0) break;
        const line = lineWith(chunk.subarray(nl + 1, end));
        if (line) yield line;
        end = nl;
      }
      if (clipped || end === 0) continue;
      if (tailBytes + end > MAX_LINE_BYTES) clipped = true;
      else {
        // Copied: the buffer is read into again.
        tail.unshift(Buffer.from(chunk.subarray(0, end)));
        tailBytes += end;
      }
    }
    const first = lineWith(Buffer.alloc(0));
    if (first) yield first;
  } finally {
    await handle.close();
  }
}

/**
 * Newest first; `type` matches an event type or its group ("record", "2fa"); `q` searches user, IP
 * and record. Reads each month file from its end and stops at `limit` entries, so a large file
 * costs only what is read; a damaged line or an unreadable file is skipped, never an error.
 */
export async function readAudit(store: Store, query: AuditQuery = {}, now = new Date(), options: AuditReadOptions = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 1000);
  const chunkBytes = Math.max(1, options.chunkBytes ?? READ_CHUNK_BYTES);
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
  // Only lines that contain the type (or the search text) can match: most are passed over
  // without parsing. Text that JSON would escape is not looked for in the raw line.
  const typeText = query.type ? `"type":"${query.type}` : null;
  const qText = q && !/["\\\p{Cc}\p{Cs}]/u.test(q) ? q : null;
  const out: AuditEntry[] = [];
  for (const name of names) {
    try {
      for await (const line of linesFromEnd(path.join(log.dir, name), chunkBytes)) {
        if ((typeText && !line.includes(typeText)) || (qText && !line.toLowerCase().includes(qText))) continue;
        const entry = parseEntry(line);
        if (!entry || entry.at < cutoff) continue;
        if (query.type && entry.type !== query.type && !entry.type.startsWith(`${query.type}.`)) continue;
        if (
          q &&
          ![entry.username, entry.ip, entry.device, entry.target?.label, entry.target?.id, entry.target?.type].some(
            (v) => typeof v === 'string' && v.toLowerCase().includes(q),
          )
        )
          continue;
        out.push(entry);
        if (out.length >= limit) return out;
      }
    } catch (error) {
      // One unreadable month must not hide the others (one pruned meanwhile is simply gone).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') serverLog.error({ err: error, file: name }, 'an audit log file could not be read');
    }
  }
  return out;
}

const ENTRY_START = '{"id":"';

/**
 * One line as an entry; null for anything not shaped like one. A line that does not parse may
 * be an entry appended after a torn one (a crash mid-append) or after damage: the entry at its
 * end is recovered.
 */
function parseEntry(line: string): AuditEntry | null {
  const whole = entryFrom(line);
  if (whole !== undefined) return whole;
  let at = line.lastIndexOf(ENTRY_START);
  for (let tries = 0; at > 0 && tries < 5; tries++, at = line.lastIndexOf(ENTRY_START, at - 1)) {
    const entry = entryFrom(line.slice(at));
    if (entry) return entry;
  }
  return null;
}

/** The entry a piece of JSON holds; null when it is JSON but no entry, undefined when it is not JSON. */
function entryFrom(text: string): AuditEntry | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<AuditEntry>;
  if (typeof entry.at !== 'string' || typeof entry.type !== 'string' || typeof entry.id !== 'string') return null;
  return entry as AuditEntry;
}
