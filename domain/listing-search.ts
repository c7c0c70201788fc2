// The visitor's listing search as it lives in the URL query string (status, location, minPrice,
// maxPrice, beds, sort), shared by the home page, GET /api/properties and the server render.
// Plain TypeScript (no zod): the home page bundle uses it.
import { locationFilters, matchesFilters, statusFilters, type LocationFilter, type StatusFilter } from './property-status';

export const listingSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const listingSortLabels: Record<ListingSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export type ListingSearch = {
  status: StatusFilter;
  location: LocationFilter;
  minPrice: number | null;
  maxPrice: number | null;
  beds: number | null;
  sort: ListingSort;
};

export const DEFAULT_LISTING_SEARCH: ListingSearch = { status: 'all', location: 'all', minPrice: null, maxPrice: null, beds: null, sort: 'newest' };

/** The query parameters, in the order they are written to a URL. */
export const listingSearchParams = ['status', 'location', 'minPrice', 'maxPrice', 'beds', 'sort'] as const;
export type ListingSearchParam = (typeof listingSearchParams)[number];

// "under contract" reads badly in a URL; both spellings are accepted, the dashed one is written.
const statusToUrl = (s: StatusFilter) => s.replace(' ', '-');
const statusFromUrl = (v: string): StatusFilter | null => {
  const s = v.trim().toLowerCase().replace(/[-_+]/g, ' ');
  return (statusFilters as readonly string[]).includes(s) ? (s as StatusFilter) : null;
};

export type ListingSearchProblem = { param: ListingSearchParam; message: string };
type QueryLike = URLSearchParams | Record<string, unknown> | null | undefined;

function read(query: QueryLike, key: string): string | undefined {
  if (!query) return undefined;
  const raw = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) return raw.length ? String(raw[raw.length - 1]) : undefined;
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' ? raw : '\u0000';
}

const WHOLE = /^\d{1,10}$/;

/**
 * Reads the search from query parameters. Empty values mean "any". Unknown values are
 * reported (the API answers 400 naming the parameter) and fall back to the default, which is
 * what the page does with a hand-edited URL. Unknown parameters are ignored.
 */
export function parseListingSearch(query: QueryLike): { search: ListingSearch; problems: ListingSearchProblem[] } {
  const search: ListingSearch = { ...DEFAULT_LISTING_SEARCH };
  const problems: ListingSearchProblem[] = [];
  const value = (key: ListingSearchParam) => {
    const v = read(query, key);
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const status = value('status');
  if (status !== undefined) {
    const s = statusFromUrl(status);
    if (s) search.status = s;
    else problems.push({ param: 'status', message: 'status must be one of all, available, under-contract, sold' });
  }
  const location = value('location');
  if (location !== undefined) {
    const l = location.toLowerCase();
    if ((locationFilters as readonly string[]).includes(l)) search.location = l as LocationFilter;
    else problems.push({ param: 'location', message: `location must be one of ${locationFilters.join(', ')}` });
  }
  for (const key of ['minPrice', 'maxPrice', 'beds'] as const) {
    const v = value(key);
    if (v === undefined) continue;
    const cleaned = key === 'beds' ? v : v.replace(/[$,]/g, '');
    if (WHOLE.test(cleaned) && (key !== 'beds' || Number(cleaned) <= 50)) search[key] = Number(cleaned);
    else
      problems.push({
        param: key,
        message: key === 'beds' ? 'beds must be a whole number from 0 to 50' : `${key} must be a whole number of dollars`,
      });
  }
  if (search.minPrice !== null && search.maxPrice !== null && search.minPrice > search.maxPrice)
    problems.push({ param: 'maxPrice', message: 'maxPrice must not be below minPrice' });
  const sort = value('sort');
  if (sort !== undefined) {
    if ((listingSorts as readonly string[]).includes(sort)) search.sort = sort as ListingSort;
    else problems.push({ param: 'sort', message: `sort must be one of ${listingSorts.join(', ')}` });
  }
  return { search, problems };
}

/** The search as [param, value] pairs in the URL order, defaults left out. */
export function listingSearchEntries(search: ListingSearch): [ListingSearchParam, string][] {
  const out: [ListingSearchParam, string][] = [];
  if (search.status !== 'all') out.push(['status', statusToUrl(search.status)]);
  if (search.location !== 'all') out.push(['location', search.location]);
  if (search.minPrice !== null) out.push(['minPrice', String(search.minPrice)]);
  if (search.maxPrice !== null) out.push(['maxPrice', String(search.maxPrice)]);
  if (search.beds !== null) out.push(['beds', String(search.beds)]);
  if (search.sort !== 'newest') out.push(['sort', search.sort]);
  return out;
}

/**
 * A cache key for a page's listing search: known parameters only, sorted by name, values
 * normalised, defaults and invalid values removed. `?sort=newest&utm_source=x` and `?` give
 * the same key; `?sort=price-asc&beds=3` and `?beds=3&sort=price-asc` too.
 */
export function normaliseListingQuery(query: QueryLike | string): string {
  const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
  const entries = listingSearchEntries(parseListingSearch(params).search).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export function isFilteredSearch(search: ListingSearch): boolean {
  return search.status !== 'all' || search.location !== 'all' || search.minPrice !== null || search.maxPrice !== null || search.beds !== null;
}

type Searchable = { status: string; location?: string | null; price: number; beds: number; createdAt: string; id: string };

/**
 * Filters and orders listings; ties keep a stable order (newest first, then id). `newestFirst`
 * says the list already comes newest first (the API's default answer), so it is kept as it is.
 */
export function applyListingSearch<T extends Searchable>(list: readonly T[], search: ListingSearch, opts: { newestFirst?: boolean } = {}): T[] {
  const shown = list.filter(
    (p) =>
      matchesFilters(p, search.status, search.location) &&
      (search.minPrice === null || p.price >= search.minPrice) &&
      (search.maxPrice === null || p.price <= search.maxPrice) &&
      (search.beds === null || p.beds >= search.beds),
  );
  if (search.sort === 'newest' && opts.newestFirst) return shown;
  const newest = (a: T, b: T) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
  const order =
    search.sort === 'price-asc'
      ? (a: T, b: T) => a.price - b.price || newest(a, b)
      : search.sort === 'price-desc'
        ? (a: T, b: T) => b.price - a.price || newest(a, b)
        : newest;
  return [...shown].sort(order);
}
