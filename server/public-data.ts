// Which parts of the store visitors see, and a short content version of each. The poll snapshot
// publishes the versions (open pages refetch what changed) and the page cache keys its entries on
// the counter, so a write to a lead, a session or a page-view count touches neither.
import { createHash } from 'node:crypto';
import { formatDataVersions, type DataVersions } from '../domain/data-versions';
import type { Db } from './store/schema';
import type { Store } from './store/store';

/**
 * Collections that no public page or public read shows. Everything else counts as public, so a
 * collection added later is live and invalidates cached pages until it is listed here: a
 * forgotten entry costs a rebuild, never a stale page.
 */
const PRIVATE_COLLECTIONS: ReadonlySet<string> = new Set([
  'version',
  'siteContentVersions',
  'contactMessages',
  'valuationRequests',
  'showingRequests',
  'admin',
  'outbox',
  'pageViews',
]);

export type PublicData = {
  /** +1 on every committed write that changed a public collection. */
  counter(): number;
  /** Content version per public collection (a hash: the same data gives the same version after a restart). */
  versions(): DataVersions;
  /** The versions as the X-Data-Versions header value. */
  header(): string;
  /** Called after the versions are updated, with the public collections that changed. */
  onChange(listener: (changed: string[]) => void): () => void;
};

export function publicDataVersions(store: Store): PublicData {
  let counter = 1;
  const versions: DataVersions = {};
  const db = store.read() as Record<string, unknown>;
  for (const name of Object.keys(db)) if (!PRIVATE_COLLECTIONS.has(name)) versions[name] = hashOf(db[name]);
  let header = formatDataVersions(versions);
  const listeners = new Set<(changed: string[]) => void>();

  store.onChange((changed: Set<keyof Db>) => {
    const names = [...changed].filter((name) => !PRIVATE_COLLECTIONS.has(name));
    if (names.length === 0) return;
    const now = store.read() as Record<string, unknown>;
    for (const name of names) versions[name] = hashOf(now[name]);
    header = formatDataVersions(versions);
    counter += 1;
    for (const listener of listeners) listener(names);
  });

  return {
    counter: () => counter,
    versions: () => ({ ...versions }),
    header: () => header,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url')
    .slice(0, 10);
}
