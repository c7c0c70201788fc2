// One repository shape for every list in the store: list, get, insert, update, remove, restore.
// Every row carries a `version` (+1 per change). update/remove may name the version the caller
// started from; a stale one throws VersionConflictError (the tRPC layer turns it into CONFLICT,
// REST into 409 with the current record). With an `actor`, each change is also kept as a
// revision (server/store/history.ts) and written to the audit log.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RevisionAction } from '../../domain/versioning';
import type { Actor } from '../audit/actor';
import { audit } from '../audit/audit-log';
import { log } from '../logger';
import { diffFields, historyOf, labelOf, REVISION_TYPE_OF } from './history';
import { dbSchema, type Db } from './schema';
import type { Store } from './store';

type Collections = {
  [K in keyof Db]: Db[K] extends Array<infer R> ? (R extends { id: string } ? K : never) : never;
}[keyof Db];

type Row<K extends Collections> = (Db[K] extends Array<infer R> ? R : never) & { id: string };
type Stamp = 'id' | 'createdAt' | 'updatedAt' | 'version';
type Versioned = { version?: number; updatedAt?: string };

/** A save or delete that started from an older version than the one stored. */
export class VersionConflictError extends Error {
  constructor(
    /** The record as it is now (null when it was deleted meanwhile). */
    readonly current: unknown,
    readonly changedAt: string | null,
  ) {
    super('This was changed elsewhere. Review the latest version.');
    this.name = 'VersionConflictError';
  }
}

/** A revision that cannot be applied to the current data shape (e.g. written by an older release). */
export class RestoreRejectedError extends Error {}

export type WriteOptions = {
  /** The version the caller started from; omit to write unconditionally (the pre-versioning behaviour). */
  expectedVersion?: number;
  /** Who is writing: with it, the change is kept as a revision and audited. */
  actor?: Actor;
};

const versionOf = (row: unknown) => (row as Versioned | undefined)?.version ?? 1;

function checkVersion(row: unknown, expected: number | undefined) {
  if (expected !== undefined && versionOf(row) !== expected) throw new VersionConflictError(row, (row as Versioned).updatedAt ?? null);
}

export function collection<K extends Collections>(store: Store, name: K) {
  const rows = (db: Readonly<Db>) => db[name] as unknown as Row<K>[];
  const revisionType = REVISION_TYPE_OF[name] ?? name;

  /** After a committed write: keep the revision and audit it. Failures are logged, never undo the write. */
  async function onRecorded(action: RevisionAction, before: Row<K> | null, after: Row<K> | null, actor?: Actor, restoredFrom?: string) {
    if (!actor) return;
    const record = (after ?? before) as unknown as Record<string, unknown>;
    const label = labelOf(record, String(record.id));
    try {
      await historyOf(store).record({
        type: revisionType,
        recordId: String(record.id),
        label,
        action,
        version: versionOf(record),
        snapshot: record,
        changes: diffFields(before, action === 'delete' ? null : after),
        actor,
        ...(before && action !== 'restore' ? { baseline: { ...(before as unknown as Record<string, unknown>), version: versionOf(before) } } : {}),
        ...(restoredFrom ? { restoredFrom } : {}),
      });
    } catch (error) {
      log.error({ err: error }, `revision of ${revisionType} ${String(record.id)} not kept`);
    }
    const type =
      action === 'create' ? 'record.created' : action === 'update' ? 'record.updated' : action === 'delete' ? 'record.deleted' : 'record.restored';
    await audit(store, {
      type,
      actor,
      target: { type: revisionType, id: String(record.id), label },
      details: {
        version: versionOf(record),
        ...(action === 'update' ? { fields: diffFields(before as never, after as never).map((c) => c.field) } : {}),
      },
    });
  }

  return {
    list: (): Row<K>[] => rows(store.read()),
    get: (id: string): Row<K> | undefined => rows(store.read()).find((r) => r.id === id),
    insert: async (data: Omit<Row<K>, Stamp>, opts: WriteOptions = {}): Promise<Row<K>> => {
      const row = await store.mutate((db) => {
        const now = new Date().toISOString();
        const row = { ...data, id: randomUUID(), version: 1, createdAt: now, updatedAt: now } as unknown as Row<K>;
        rows(db).push(row);
        return row;
      });
      await onRecorded('create', null, row, opts.actor);
      return row;
    },
    update: async (id: string, data: Partial<Omit<Row<K>, Stamp>>, opts: WriteOptions = {}): Promise<Row<K> | null> => {
      const result = await store.mutate((db) => {
        const list = rows(db);
        const index = list.findIndex((r) => r.id === id);
        const before = list[index];
        if (index === -1 || !before) return null;
        checkVersion(before, opts.expectedVersion);
        const row = { ...(before as object), ...data, id, version: versionOf(before) + 1, updatedAt: new Date().toISOString() } as unknown as Row<K>;
        list[index] = row;
        return { before, row };
      });
      if (!result) return null;
      await onRecorded('update', result.before, result.row, opts.actor);
      return result.row;
    },
    remove: async (id: string, opts: WriteOptions = {}): Promise<boolean> => {
      const removed = await store.mutate((db) => {
        const list = rows(db);
        const index = list.findIndex((r) => r.id === id);
        if (index === -1) return null;
        checkVersion(list[index], opts.expectedVersion);
        return list.splice(index, 1)[0];
      });
      if (!removed) return false;
      await onRecorded('delete', removed, null, opts.actor);
      return true;
    },
    /**
     * Brings back a revision's snapshot as a new version (restoring is itself a change): over the
     * current record, or re-inserted with its old id when it was deleted. Checked against the
     * current record shape so an old snapshot cannot corrupt the data file.
     */
    restore: async (snapshot: Record<string, unknown>, opts: { actor: Actor; restoredFrom: string; minVersion?: number }): Promise<Row<K>> => {
      const id = String(snapshot.id);
      const element = (dbSchema.shape[name] as unknown as z.ZodArray<z.ZodType>).element;
      const result = await store.mutate((db) => {
        const list = rows(db);
        const index = list.findIndex((r) => r.id === id);
        const before = list[index] ?? null;
        const now = new Date().toISOString();
        const candidate = {
          ...(before ?? {}),
          ...snapshot,
          id,
          createdAt: (before as { createdAt?: string } | null)?.createdAt ?? snapshot.createdAt ?? now,
          updatedAt: now,
          version: Math.max(before ? versionOf(before) : 0, opts.minVersion ?? 0) + 1,
        };
        const parsed = element.safeParse(candidate);
        if (!parsed.success) throw new RestoreRejectedError('This revision no longer fits the current record fields and cannot be restored.');
        const row = parsed.data as Row<K>;
        if (index === -1) list.push(row);
        else list[index] = row;
        return { before, row };
      });
      await onRecorded('restore', result.before, result.row, opts.actor, opts.restoredFrom);
      return result.row;
    },
  };
}
