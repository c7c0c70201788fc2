// Site content with a version per key: the public map stays a flat key/value object (the 1 Hz
// poll's shape is fixed); versions live beside it in db.siteContentVersions and are shown to the
// admin only. Same conflict, revision and audit rules as collection.ts.
import { FALLBACK_INTEREST_RATE, interestRateError } from '../../domain/payment-estimate';
import { contentDefaults } from '../../domain/site-content';
import { contentFields } from '../../domain/site-content-fields';
import type { Actor } from '../audit/actor';
import { audit } from '../audit/audit-log';
import { log } from '../logger';
import {
  contentValueError,
  contentWriteError,
  invalidStoredLinks,
  normalizeContentValue,
  storedTopBarFormatProblem,
} from '../../domain/site-content-schema';
import { RestoreRejectedError, VersionConflictError } from './collection';
import { historyOf } from './history';
import type { Db } from './schema';
import type { Store } from './store';

/** `problem`: a stored link that is no longer accepted (kept, not rendered, flagged for correction). */
export type ContentRow = { key: string; value: string; default: string; version: number; problem?: string };

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

function contentRow(db: Readonly<Db>, key: string): ContentRow {
  return {
    key,
    value: has(db.siteContent, key) ? (db.siteContent[key] ?? '') : '',
    default: contentDefaults[key] ?? '',
    version: db.siteContentVersions?.[key] ?? 1,
    ...storedLinkProblem(db, key),
  };
}

function storedLinkProblem(db: Readonly<Db>, key: string): { problem?: string } {
  const stored = has(db.siteContent, key) ? (db.siteContent[key] ?? '') : '';
  const found = invalidStoredLinks({ [key]: stored })[0];
  if (found) return { problem: `${found.message}. Visitors do not see this link until it is corrected.` };
  // A top-bar format naming another number or address than the Contact one (stored before the
  // rule, or left behind when the Contact phone or e-mail changed): kept, not shown, flagged.
  const format = storedTopBarFormatProblem(db.siteContent, key);
  if (format) return { problem: format };
  // Saved before the rate was checked: the estimate uses its built-in rate meanwhile.
  const rate = key === 'mortgage_rate_default' ? interestRateError(stored) : undefined;
  return rate ? { problem: `${rate}. Visitors see ${FALLBACK_INTEREST_RATE}% until it is corrected.` } : {};
}

export function contentRows(db: Readonly<Db>): ContentRow[] {
  return contentFields.map(({ key }) => contentRow(db, key));
}

export async function writeContent(
  store: Store,
  key: string,
  value: string,
  opts: { expectedVersion?: number; actor?: Actor; restoredFrom?: string } = {},
): Promise<ContentRow> {
  // Every write path (the panel, the procedure and its REST adapter, restoring a revision) meets
  // the same rules, in the words the panel shows: the field's own first, then how it must agree
  // with the other stored texts (read inside the write, so no change can slip in between).
  const problem = contentValueError(key, value);
  if (problem) throw new RestoreRejectedError(problem);
  value = normalizeContentValue(key, value);
  const { before, after } = await store.mutate((db) => {
    const disagreement = contentWriteError(db.siteContent, key, value);
    if (disagreement) throw new RestoreRejectedError(disagreement);
    const before = contentRow(db, key);
    if (opts.expectedVersion !== undefined && before.version !== opts.expectedVersion) throw new VersionConflictError(before, null);
    db.siteContent[key] = value;
    db.siteContentVersions = { ...db.siteContentVersions, [key]: before.version + 1 };
    return { before, after: contentRow(db, key) };
  });
  if (opts.actor) {
    const action = opts.restoredFrom ? 'restore' : 'update';
    try {
      await historyOf(store).record({
        type: 'content',
        recordId: key,
        label: key,
        action,
        version: after.version,
        snapshot: { key, value },
        changes: before.value === value ? [] : [{ field: 'value', before: before.value, after: value }],
        actor: opts.actor,
        baseline: { key, value: before.value, version: before.version },
        ...(opts.restoredFrom ? { restoredFrom: opts.restoredFrom } : {}),
      });
    } catch (error) {
      log.error({ err: error }, `revision of content ${key} not kept`);
    }
    await audit(store, {
      type: opts.restoredFrom ? 'record.restored' : 'record.updated',
      actor: opts.actor,
      target: { type: 'content', id: key, label: key },
      details: { version: after.version },
    });
  }
  return after;
}

/**
 * When a key last changed, from its newest revision (null when it never changed through the panel,
 * or when the history cannot be read: the conflict it goes with is still answered).
 */
export async function contentChangedAt(store: Store, key: string): Promise<string | null> {
  try {
    return (await historyOf(store).latest('content', key))?.at ?? null;
  } catch (error) {
    log.error({ err: error }, 'the revision history cannot be read');
    return null;
  }
}
