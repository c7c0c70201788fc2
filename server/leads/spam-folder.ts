// The Spam folder, the same for every kind of lead: a submission judged as spam (honeypot or
// filled in too fast) is stored with a `spam` mark instead of being dropped. It sends no e-mail,
// is not counted as unread, and is deleted 30 days after it arrived unless the agent moves it
// to the inbox ("Not spam"), which sends the notifications then. The folder is bounded too: at
// most SPAM_KEPT_PER_KIND of each kind, the oldest going when a new one arrives, so a flood that
// the per-address limit lets through cannot grow the data file without end.
import type { LeadFolder } from '../../domain/lead-inbox';
import type { SpamReason, SpamVerdict } from '../../domain/lead-submission';
import type { MailConfig } from '../mail/mailer';
import { queueLeadEmails } from '../mail/outbox-queue';
import type { LeadKind } from '../../domain/lead-inbox';
import type { Db } from '../store/schema';
import type { Store } from '../store/store';

const SPAM_RETENTION_DAYS = 30;
/** At most this many spam leads of each kind are kept (docs/product.md, README "Spam folder"). */
export const SPAM_KEPT_PER_KIND = 200;

/** Where each kind of lead is stored. A new kind must be added here (the type insists). */
const leadCollections = {
  contact: 'contactMessages',
  valuation: 'valuationRequests',
  showing: 'showingRequests',
} as const satisfies Record<LeadKind, keyof Db>;

type Markable = { spam?: { reason: SpamReason; at: string } };

export function spamMark(verdict: SpamVerdict, now: Date): Markable {
  return verdict.spam ? { spam: { reason: verdict.reason, at: now.toISOString() } } : {};
}

export const inFolder =
  (folder: LeadFolder) =>
  (lead: Markable): boolean =>
    folder === 'spam' ? !!lead.spam : !lead.spam;

function rowsOf(db: Db, kind: LeadKind): (Markable & { id: string; createdAt: string })[] {
  return db[leadCollections[kind]];
}

/**
 * "Not spam": the lead joins the inbox (unread) and its e-mails are queued now. Null when no
 * such lead is in the Spam folder.
 */
export function moveToInbox(db: Db, kind: LeadKind, id: string, config: MailConfig | null, now = new Date()): { id: string } | null {
  const lead = rowsOf(db, kind).find((l) => l.id === id);
  if (!lead?.spam) return null;
  delete lead.spam;
  if (config) queueLeadEmails(db, config, { kind, lead } as Parameters<typeof queueLeadEmails>[2], now);
  return { id };
}

/** Removes spam that arrived more than 30 days ago; returns how many went. */
export function purgeOldSpam(db: Db, now = new Date()): number {
  const cutoff = now.getTime() - SPAM_RETENTION_DAYS * 86_400_000;
  let removed = 0;
  for (const kind of Object.keys(leadCollections) as LeadKind[]) {
    const key = leadCollections[kind];
    const rows = rowsOf(db, kind);
    const kept = rows.filter((l) => !(l.spam && Date.parse(l.createdAt) < cutoff));
    removed += rows.length - kept.length;
    if (kept.length !== rows.length) (db as Record<string, unknown>)[key] = kept;
  }
  return removed;
}

/**
 * Drops the oldest spam leads of `kind` beyond `max` (rows are stored in arrival order); returns
 * how many went. Leads in the inbox are never touched.
 */
export function capSpam(db: Db, kind: LeadKind, max = SPAM_KEPT_PER_KIND): number {
  const rows = rowsOf(db, kind);
  let excess = rows.filter((l) => l.spam).length - max;
  if (excess <= 0) return 0;
  const removed = excess;
  const kept = rows.filter((l) => !(l.spam && excess-- > 0));
  (db as Record<string, unknown>)[leadCollections[kind]] = kept;
  return removed;
}

/** Runs the purge now and then every six hours (the process's lifetime). */
export function scheduleSpamPurge(store: Store, onPurged?: (count: number) => void): () => void {
  const run = () =>
    void store
      .mutate((db) => purgeOldSpam(db))
      .then((n) => n > 0 && onPurged?.(n))
      .catch(() => undefined);
  run();
  const timer = setInterval(run, 6 * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
