// Open pages follow every public edit within about a second, on the one request a page already
// makes each second: the site-content poll. Its response carries a version per public collection
// (X-Data-Versions); when one changes, only the queries that read that collection are
// invalidated (and refetched if on screen). Nothing changed: the poll is a 304 and nothing runs.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { changedCollections, DATA_VERSIONS_HEADER, parseDataVersions, type DataVersions } from '../../domain/data-versions';
import { releaseDeferredSections } from './deferred-section';
import { LISTING_CARDS_QUERY_KEY } from './listing-cards';
import { SHOWN_SOLD_RECORDS_QUERY_KEY, SHOWN_TESTIMONIALS_QUERY_KEY } from './shown-lists';

/** Where the versions the page was rendered with (server state) and the last poll's are kept. */
export const DATA_VERSIONS_QUERY_KEY = ['data-versions'] as const;

// tRPC query keys start with the procedure path ([['properties', 'list'], {...}]), so
// [['properties']] matches every properties query. The statistics are computed from the sold
// records and the agent's baseline, so both invalidate them (tRPC and plain fetch keys).
const STATS_KEYS: QueryKey[] = [[['stats']], ['stats']];
const readersOf: Record<string, QueryKey[]> = {
  // The poll's own body is the site content; what else reads it follows here.
  siteContent: [...STATS_KEYS],
  // The home page's card-sized list (./listing-cards.ts) too.
  properties: [[['properties']], LISTING_CARDS_QUERY_KEY],
  testimonials: [[['testimonials']], SHOWN_TESTIMONIALS_QUERY_KEY],
  soldRecords: [[['soldRecords']], SHOWN_SOLD_RECORDS_QUERY_KEY, ...STATS_KEYS],
  stats: STATS_KEYS,
};

/**
 * Reads the poll response's versions and invalidates the queries of the collections that changed,
 * once the sections still showing the server's markup have hydrated with the data they were
 * rendered with (the poll's own new body waits for this too, see ./site-content.ts).
 */
export async function followDataVersions(client: QueryClient, response: Response): Promise<void> {
  const next = parseDataVersions(response.headers.get(DATA_VERSIONS_HEADER));
  if (!next) return;
  const previous = client.getQueryData<DataVersions>(DATA_VERSIONS_QUERY_KEY);
  client.setQueryData(DATA_VERSIONS_QUERY_KEY, next);
  // A page that was not server-rendered fetched its data after it started: nothing to catch up on.
  if (!previous) return;
  const changed = changedCollections(previous, next);
  if (changed.length === 0) return;
  // Sections still showing the server's markup (waiting for the viewport) load to follow, and
  // hydrate before the data changes under them.
  await releaseDeferredSections();
  for (const name of changed) {
    const keys = readersOf[name];
    if (keys) for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    // A collection this table does not know yet (a new public read): refetch every query but the poll's.
    else void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'site-content' && q.queryKey[0] !== DATA_VERSIONS_QUERY_KEY[0] });
  }
}
