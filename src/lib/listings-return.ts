// "Back to listings" on a listing page returns to the search the visitor opened it from (the home
// page's filters and sort live in its address), carried in the navigation's history state: a
// listing opened from a shared link or a search engine has none and goes back to all listings.

type ListingsReturn = { listingsSearch: string };

/** The state a listing card's link carries: the home page's search, if any. */
export function backToSearch(pathname: string, search: string): ListingsReturn | undefined {
  return pathname === '/' && search.startsWith('?') && search.length > 1 ? { listingsSearch: search } : undefined;
}

/** The search to return to, read back from a location's state. */
export function listingsSearchOf(state: unknown): string | undefined {
  const search = (state as Partial<ListingsReturn> | null | undefined)?.listingsSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : undefined;
}
