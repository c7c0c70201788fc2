// Revisions of editable records and site-content keys, kept in history.json beside db.json so the
// data file (rewritten on every change, read on every request) stays small
// (docs/decisions/014-revisions-and-audit-files.md). The last 50 revisions of each record are kept;
// a deleted record's revisions (its "Recently deleted" entry) are kept for 30 days.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { revisionSchema, type FieldChange, type Revision } from '../../domain/versioning';
import type { Actor } from '../audit/actor';
import { DataFileError, DurableJSONFile } from './durable-json-file';
import { describeIssues } from './schema';
import type { Store } from './store';

const REVISIONS_PER_RECORD = 50;
const DELETED_KEEP_DAYS = 30;

export type { FieldChange, Revision } from '../../domain/versioning';

type HistoryData = { revisions: Revision[] };

/**
 * A file that does not match is damage: read as an empty history it would hide "Recently
 * deleted", and the next change would write over it.
 */
const historySchema = z.object({ revisions: z.array(revisionSchema) });

function historyFile(file: string) {
  return new DurableJSONFile<HistoryData>(file, (raw, f) => {
    const parsed = historySchema.safeParse(raw);
    if (!parsed.success) throw new DataFileError(f, `does not match the expected shape of the revision history:\n${describeIssues(parsed.error)}`);
    return parsed.data;
  });
}

/**
 * Reads DATA_DIR/history.json as the server will, changing nothing: throws DataFileError when it
 * is damaged, so the start is refused while the file can still be restored from a backup.
 */
export async function checkHistoryFile(dataDir: string): Promise<void> {
  await historyFile(path.join(dataDir, 'history.json')).read();
}

/** Collection name -> the type name used by the admin API. */
export const REVISION_TYPE_OF: Record<string, string> = { properties: 'property', testimonials: 'testimonial', soldRecords: 'sold' };
export const COLLECTION_OF_TYPE: Record<string, string> = Object.fromEntries(Object.entries(REVISION_TYPE_OF).map(([c, t]) => [t, c]));

const IGNORED_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/** Fields that differ between two versions of a record (timestamps and the version itself left out). */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (IGNORED_FIELDS.has(field)) continue;
    const b = before?.[field];
    const a = after?.[field];
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ field, before: b ?? null, after: a ?? null });
  }
  return changes;
}

/** A human name for a record: its title, client, address... or its id. */
export function labelOf(record: Record<string, unknown> | null | undefined, fallback: string): string {
  for (const field of ['title', 'client', 'property', 'name', 'address', 'key']) {
    const v = record?.[field];
    if (typeof v === 'string' && v.trim()) return v.slice(0, 120);
  }
  return fallback;
}

export type History = {
  list(type: string, recordId: string): Promise<Revision[]>;
  get(revisionId: string): Promise<Revision | undefined>;
  latest(type: string, recordId: string): Promise<Revision | undefined>;
  /** Records whose last revision is a delete, within the 30 days, newest first. */
  recentlyDeleted(): Promise<Revision[]>;
  /**
   * Keeps one revision. `baseline` is the record before this change: when the record has no
   * revisions yet it is kept first (as 'original'), so the first tracked edit can be undone too.
   */
  record(
    entry: Omit<Revision, 'id' | 'at' | 'by' | 'device'> & { actor: Actor; at?: string; baseline?: Record<string, unknown> & { version: number } },
  ): Promise<Revision>;
};

const histories = new WeakMap<Store, History>();

export function historyOf(store: Store): History {
  let history = histories.get(store);
  if (!history) {
    history = openHistory(path.join(path.dirname(store.file), 'history.json'));
    histories.set(store, history);
  }
  return history;
}

function openHistory(file: string): History {
  const adapter = historyFile(file);
  let data: HistoryData | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const load = async () => {
    if (data) return data;
    // Left by a write that a crash or a shutdown cut short: the rename had not happened, so
    // history.json still holds the last complete version.
    await fs.rm(adapter.tempFile, { force: true });
    data = (await adapter.read()) ?? { revisions: [] };
    return data;
  };
  const serial = <R>(fn: () => Promise<R>): Promise<R> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };
  const forRecord = (d: HistoryData, type: string, recordId: string) => d.revisions.filter((r) => r.type === type && r.recordId === recordId);

  return {
    list: (type, recordId) => serial(async () => forRecord(await load(), type, recordId).reverse()),
    get: (revisionId) => serial(async () => (await load()).revisions.find((r) => r.id === revisionId)),
    latest: (type, recordId) => serial(async () => forRecord(await load(), type, recordId).at(-1)),
    recentlyDeleted: () =>
      serial(async () => {
        const d = await load();
        const last = new Map<string, Revision>();
        for (const r of d.revisions) last.set(`${r.type}\u0000${r.recordId}`, r);
        return [...last.values()]
          .filter((r) => r.action === 'delete' && Date.now() - Date.parse(r.at) <= DELETED_KEEP_DAYS * 86_400_000)
          .sort((a, b) => b.at.localeCompare(a.at));
      }),
    record: ({ actor, at, baseline, ...entry }) =>
      serial(async () => {
        const d = await load();
        const when = at ?? new Date().toISOString();
        const revision: Revision = { id: randomUUID(), at: when, by: actor.username, device: actor.device, ...entry };
        const added: Revision[] = [];
        if (baseline && forRecord(d, entry.type, entry.recordId).length === 0) {
          const { version, ...snapshot } = baseline;
          // Dated when that version was saved, where the record says so (site texts do not).
          const savedAt = typeof snapshot.updatedAt === 'string' && !Number.isNaN(Date.parse(snapshot.updatedAt)) ? snapshot.updatedAt : null;
          added.push({
            id: randomUUID(),
            type: entry.type,
            recordId: entry.recordId,
            label: entry.label,
            action: 'original',
            version,
            at: savedAt !== null && savedAt < when ? savedAt : when,
            by: '',
            device: '',
            snapshot: { ...snapshot, version },
            changes: [],
          });
        }
        added.push(revision);
        const next = prune([...d.revisions, ...added], Date.parse(when));
        await adapter.write({ revisions: next });
        d.revisions = next;
        return revision;
      }),
  };
}

/** Keeps the newest 50 per record and drops records deleted more than 30 days ago. */
function prune(revisions: Revision[], now: number): Revision[] {
  const counts = new Map<string, number>();
  const lastOf = new Map<string, Revision>();
  for (const r of revisions) lastOf.set(`${r.type}\u0000${r.recordId}`, r);
  const expired = new Set(
    [...lastOf.entries()].filter(([, r]) => r.action === 'delete' && now - Date.parse(r.at) > DELETED_KEEP_DAYS * 86_400_000).map(([k]) => k),
  );
  const kept: Revision[] = [];
  for (let i = revisions.length - 1; i >= 0; i--) {
    const r = revisions[i];
    if (!r) continue;
    const key = `${r.type}\u0000${r.recordId}`;
    if (expired.has(key)) continue;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n <= REVISIONS_PER_RECORD) kept.push(r);
  }
  return kept.reverse();
}
