// The outbox's worker. A worker in the server process sends due rows of the store's `outbox`
// collection (queued by outbox-queue.ts) one at a time, with exponential backoff, and picks up
// where it left off after a restart because every state change is in the store.
//
// Delivery is at-least-once, never "maybe zero": a row is durably marked `sending` before the
// SMTP conversation starts. A row still `sending` when the worker starts means the process died
// mid-send; whether the SMTP server had accepted it is unknowable, so it is sent again with the
// same Message-ID, which mail systems (Gmail, Outlook) use to drop the second copy. Every other
// path (SMTP down, refused, timed out, server restarted while SMTP is down) sends exactly once.
//
// A data file that refuses writes (disk full, quota, read-only) pauses the worker: nothing is
// claimed, so nothing is sent, and it tries again after a growing pause instead of at once. The
// outcome of an e-mail SMTP took but whose status could not be written is held in memory and
// written when the disk takes writes again; the row stays `sending` meanwhile, so this process
// never sends it twice. Only a restart before that write loses the outcome: the row is then
// still `sending` and is sent again under the same Message-ID, as after a crash mid-send.
import type { Db, OutboxItem } from '../store/schema';
import type { Store } from '../store/store';
import { headerText } from './address';
import { createMailer, type MailConfig, type Mailer, type OutgoingMail } from './mailer';
import { composeMail, findLead } from './outbox-queue';
import { log as logger } from '../logger';

const MINUTE = 60_000;
/** Wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
const DEFAULT_BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];
/** About 21 hours of trying before an e-mail is marked failed. */
const DEFAULT_MAX_ATTEMPTS = 8;
/**
 * Pause after the 1st, 2nd, ... write to the data file that failed in a row; the last value
 * repeats. A full disk usually stays full until someone acts, so there is no point in trying
 * often, and every try logs a line.
 */
const DEFAULT_STORE_RETRY_MS = [30_000, 1 * MINUTE, 2 * MINUTE, 5 * MINUTE];

export type OutboxWorkerOptions = {
  store: Store;
  config: MailConfig;
  /** Defaults to an SMTP transport built from config. */
  mailer?: Mailer;
  backoffMs?: number[];
  maxAttempts?: number;
  /** Pauses after failed writes to the data file (default 30 s, 1, 2, then every 5 minutes). */
  storeRetryMs?: number[];
  /** Look at the outbox at least this often even when nothing changed (default 60 s). */
  pollMs?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export type OutboxWorker = {
  start(): Promise<void>;
  /** Stops taking new work; waits (up to timeoutMs) for an e-mail being sent right now. */
  stop(timeoutMs?: number): Promise<void>;
  /** Look for due e-mails now (the worker also does this on every outbox change). */
  kick(): void;
};

type SmtpError = Error & { code?: string; responseCode?: number; command?: string };

type Outcome = { ok: true } | { ok: false; error: string; final: boolean };

// Failures of the connection or the account rather than of one message: every due e-mail
// would meet the same fate, so they all count the attempt instead of each waiting for a timeout.
const TRANSPORT_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY', 'EPROTOCOL', 'ECONFIG']);

function isTransportError(error: SmtpError): boolean {
  return (error.code !== undefined && TRANSPORT_ERRORS.has(error.code)) || (error as NodeJS.ErrnoException).syscall !== undefined;
}

/** A recipient the server refuses outright (5xx to RCPT TO) will be refused again: no retries. */
function isPermanentRecipientError(error: SmtpError): boolean {
  return (
    error.code === 'EENVELOPE' &&
    typeof error.responseCode === 'number' &&
    error.responseCode >= 500 &&
    error.responseCode !== 503 &&
    /RCPT/i.test(error.command ?? '')
  );
}

export function describeError(error: unknown): string {
  const e = error as SmtpError;
  const text = headerText(e?.message ? String(e.message) : String(error), 500);
  return e?.code && !text.includes(e.code) ? `${text} (${e.code})` : text;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, config } = options;
  const backoff = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const storeRetry = options.storeRetryMs?.length ? options.storeRetryMs : DEFAULT_STORE_RETRY_MS;
  const pollMs = options.pollMs ?? MINUTE;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => logger.info(line));
  let mailer = options.mailer ?? null;

  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  /** Failed writes to the data file in a row, and no new attempt before pausedUntil. */
  let storeFailures = 0;
  let pausedUntil = 0;
  /** Outcomes of attempts whose status write failed, by row id: their rows are still `sending`. */
  const unrecorded = new Map<string, { outcome: Outcome; at: number }>();

  const delayAfter = (attempts: number) => backoff[Math.min(Math.max(attempts, 1), backoff.length) - 1] ?? 0;
  const isDue = (item: OutboxItem, at: number) =>
    (item.status === 'pending' || item.status === 'retrying') && (item.nextAttemptAt === null || Date.parse(item.nextAttemptAt) <= at);

  function nextDue(): OutboxItem | undefined {
    const at = now();
    let best: OutboxItem | undefined;
    for (const item of store.read().outbox) {
      if (!isDue(item, at) || unrecorded.has(item.id)) continue;
      if (!best || (item.nextAttemptAt ?? '') < (best.nextAttemptAt ?? '')) best = item;
    }
    return best;
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    let wait = pollMs;
    const at = now();
    if (at < pausedUntil) wait = pausedUntil - at;
    else
      for (const item of store.read().outbox) {
        if (item.status !== 'pending' && item.status !== 'retrying') continue;
        const due = item.nextAttemptAt ? Date.parse(item.nextAttemptAt) - at : 0;
        wait = Math.min(wait, Math.max(due, 0));
      }
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick() {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    if (now() < pausedUntil) return schedule();
    running = drain()
      .catch(storeRefused)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          kick();
        } else schedule();
      });
  }

  /**
   * SMTP errors become a row's outcome, so what rejects drain is in practice a refused write to
   * the data file: whatever the worker tried next would fail the same way, so it pauses.
   */
  function storeRefused(error: unknown) {
    const pause = storeRetry[Math.min(storeFailures, storeRetry.length - 1)] ?? 0;
    storeFailures += 1;
    pausedUntil = now() + pause;
    again = false;
    const what =
      typeof error === 'object' && error !== null && refusedWrites.has(error)
        ? `cannot write the data file (${describeError(error)})`
        : describeError(error);
    const held = unrecorded.size ? `; ${unrecorded.size} e-mail status(es) kept in memory until then` : '';
    log(`E-mail outbox: ${what}; e-mail paused, trying again in ${Math.round(pause / 1000)} s${held}`);
  }

  const refusedWrites = new WeakSet<object>();
  async function write<R>(fn: (draft: Db) => R): Promise<R> {
    let result: R;
    try {
      result = await store.mutate(fn);
    } catch (error) {
      if (error !== null && typeof error === 'object') refusedWrites.add(error);
      throw error;
    }
    if (storeFailures) log('E-mail outbox: the data file takes writes again; sending resumes');
    storeFailures = 0;
    return result;
  }

  async function writeUnrecorded() {
    for (const [id, { outcome, at }] of unrecorded) {
      await record(id, outcome, at, false);
      unrecorded.delete(id);
    }
  }

  async function drain() {
    await writeUnrecorded();
    for (let item = nextDue(); item && !stopped; item = nextDue()) {
      again = false;
      await attempt(item.id);
    }
  }

  async function attempt(id: string) {
    const claimedAt = now();
    const claimed = await write((db) => {
      const item = db.outbox.find((i) => i.id === id);
      if (!item || !isDue(item, claimedAt)) return null;
      item.status = 'sending';
      item.attempts += 1;
      item.updatedAt = new Date(claimedAt).toISOString();
      return structuredClone(item);
    });
    if (!claimed) return;

    const db = store.read();
    const lead = findLead(db, claimed.leadKind, claimed.leadId);
    if (!lead) return finish(claimed.id, { ok: false, error: 'The lead no longer exists', final: true });
    let mail: OutgoingMail;
    try {
      mail = composeMail(db, config, claimed, lead);
    } catch (error) {
      return finish(claimed.id, { ok: false, error: `Could not compose the e-mail: ${describeError(error)}`, final: true });
    }
    // The status write stays out of the try: a refused write is not an SMTP failure of this e-mail.
    let outcome: Outcome = { ok: true };
    let wholeTransport = false;
    try {
      mailer ??= createMailer(config);
      await mailer.send(mail);
    } catch (error) {
      const e = error as SmtpError;
      outcome = { ok: false, error: describeError(e), final: isPermanentRecipientError(e) };
      wholeTransport = isTransportError(e);
    }
    await finish(claimed.id, outcome, wholeTransport);
  }

  async function finish(id: string, outcome: Outcome, wholeTransport = false) {
    const at = now();
    try {
      await record(id, outcome, at, wholeTransport);
    } catch (error) {
      // Sending it again would repeat an e-mail SMTP may already have taken: the outcome waits
      // here (the row stays `sending`, which nothing picks up) until a write succeeds.
      unrecorded.set(id, { outcome, at });
      throw error;
    }
  }

  /** Writes an attempt's outcome; wholeTransport: the other due rows share the failure (not on a delayed write, as it is stale by then). */
  async function record(id: string, outcome: Outcome, at: number, wholeTransport: boolean) {
    const stamp = new Date(at).toISOString();
    // Logged once the write succeeds: a refused write is tried again and would repeat them.
    const lines: string[] = [];
    const fail = (item: OutboxItem, error: string, final: boolean) => {
      item.lastError = error;
      item.updatedAt = stamp;
      if (final || item.attempts >= maxAttempts) {
        item.status = 'failed';
        item.nextAttemptAt = null;
        lines.push(`E-mail ${item.email} for ${item.leadKind}/${item.leadId} failed after ${item.attempts} attempt(s): ${error}`);
      } else {
        item.status = 'retrying';
        item.nextAttemptAt = new Date(at + delayAfter(item.attempts)).toISOString();
      }
    };
    await write((db) => {
      const item = db.outbox.find((i) => i.id === id);
      if (!item || item.status !== 'sending') return;
      if (outcome.ok) {
        item.status = 'sent';
        item.sentAt = stamp;
        item.lastError = null;
        item.nextAttemptAt = null;
        item.updatedAt = stamp;
        return;
      }
      fail(item, outcome.error, outcome.final);
      if (!wholeTransport) return;
      for (const other of db.outbox) {
        if (other.id === id || !isDue(other, at)) continue;
        other.attempts += 1;
        fail(other, outcome.error, false);
      }
    });
    for (const line of lines) log(line);
    if (!outcome.ok && !outcome.final) log(`E-mail ${id} not sent, will retry: ${outcome.error}`);
  }

  /** Rows left `sending` by a process that died mid-send: uncertain, so retried under the same Message-ID. */
  async function recover() {
    const stamp = new Date(now()).toISOString();
    const count = await store.mutate((db) => {
      let n = 0;
      for (const item of db.outbox) {
        if (item.status !== 'sending') continue;
        n += 1;
        item.status = 'retrying';
        item.nextAttemptAt = stamp;
        item.lastError = 'The server stopped while this e-mail was being sent; sending it again with the same Message-ID';
        item.updatedAt = stamp;
      }
      return n;
    });
    if (count) log(`E-mail outbox: ${count} e-mail(s) were interrupted by a restart and will be sent again`);
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await recover();
      unsubscribe = store.onChange((changed) => {
        // Someone else's write went through, so the data file takes writes again: no need to
        // wait out the pause (each such write ends at most one pause, so this cannot spin).
        if (now() < pausedUntil) {
          pausedUntil = 0;
          kick();
        } else if (changed.has('outbox')) kick();
      });
      kick();
    },
    async stop(timeoutMs = 4000) {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      const last = async () => {
        await running;
        if (!unrecorded.size) return;
        // Lost with the process otherwise, and those e-mails sent a second time at the next start.
        await writeUnrecorded().catch((error) => {
          const sent = [...unrecorded.values()].filter((u) => u.outcome.ok).length;
          log(
            `E-mail outbox: the outcome of ${unrecorded.size} e-mail(s) could not be written (${describeError(error)}); the next start tries them again, sending ${sent} that SMTP had already accepted a second time`,
          );
        });
      };
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([last(), new Promise<void>((resolve) => (wait = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(wait);
      mailer?.close();
    },
    kick,
  };
}
