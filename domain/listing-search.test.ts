import { describe, expect, it } from 'vitest';
import {
  applyListingSearch,
  DEFAULT_LISTING_SEARCH,
  listingSearchEntries,
  normaliseListingQuery,
  parseListingSearch,
  type ListingSearch,
} from './listing-search';

const params = (q: string) => new URLSearchParams(q);

describe('listing search in the URL', () => {
  it('reads every parameter', () => {
    const { search, problems } = parseListingSearch(
      params('status=under-contract&location=dc&minPrice=300000&maxPrice=%24900%2C000&beds=3&sort=price-desc'),
    );
    expect(problems).toEqual([]);
    expect(search).toEqual({ status: 'under contract', location: 'dc', minPrice: 300000, maxPrice: 900000, beds: 3, sort: 'price-desc' });
  });

  it('empty or missing values are the default search', () => {
    expect(parseListingSearch(params('status=&sort=&beds='))).toEqual({ search: DEFAULT_LISTING_SEARCH, problems: [] });
    expect(parseListingSearch(undefined).search).toEqual(DEFAULT_LISTING_SEARCH);
  });

  it('names each unknown value and falls back to its default', () => {
    const { search, problems } = parseListingSearch(params('status=gone&sort=cheapest&minPrice=lots&beds=2.5&location=mars'));
    expect(problems.map((p) => p.param).sort()).toEqual(['beds', 'location', 'minPrice', 'sort', 'status']);
    expect(search).toEqual(DEFAULT_LISTING_SEARCH);
    expect(parseListingSearch(params('minPrice=10&maxPrice=5')).problems).toEqual([
      { param: 'maxPrice', message: 'maxPrice must not be below minPrice' },
    ]);
  });

  it('writes the URL in a fixed order without defaults, and reads it back', () => {
    // As the home page writes the address: the entries, in their order, into the query string.
    const written = (search: ListingSearch) => new URLSearchParams(listingSearchEntries(search)).toString();
    const search = { ...DEFAULT_LISTING_SEARCH, sort: 'price-asc' as const, status: 'under contract' as const, beds: 2 };
    expect(written(search)).toBe('status=under-contract&beds=2&sort=price-asc');
    expect(parseListingSearch(params(written(search))).search).toEqual(search);
    expect(written(DEFAULT_LISTING_SEARCH)).toBe('');
  });

  it('normalises a query for a cache key: known params only, sorted, defaults and bad values removed', () => {
    expect(normaliseListingQuery('?sort=price-asc&beds=3&utm_source=x')).toBe('beds=3&sort=price-asc');
    expect(normaliseListingQuery('beds=3&sort=price-asc')).toBe(normaliseListingQuery('sort=price-asc&beds=3'));
    expect(normaliseListingQuery('?sort=newest&status=all&fbclid=1')).toBe('');
    expect(normaliseListingQuery('status=under+contract')).toBe('status=under-contract');
    expect(normaliseListingQuery('sort=bogus')).toBe('');
  });

  it('filters by price and bedrooms and sorts by price or newest', () => {
    const list = [
      { id: 'a', status: 'For Sale', location: 'Bethesda, Maryland', price: 500_000, beds: 3, createdAt: '2026-01-03T00:00:00Z' },
      { id: 'b', status: 'Sold', location: 'Washington, DC', price: 300_000, beds: 2, createdAt: '2026-01-02T00:00:00Z' },
      { id: 'c', status: 'Under Contract', location: 'Arlington, Virginia', price: 900_000, beds: 5, createdAt: '2026-01-01T00:00:00Z' },
    ];
    const ids = (q: string) => applyListingSearch(list, parseListingSearch(params(q)).search).map((p) => p.id);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('sort=price-asc')).toEqual(['b', 'a', 'c']);
    expect(ids('sort=price-desc')).toEqual(['c', 'a', 'b']);
    expect(ids('minPrice=400000&maxPrice=800000')).toEqual(['a']);
    expect(ids('beds=3&sort=price-desc')).toEqual(['c', 'a']);
    expect(ids('status=available')).toEqual(['a']);
    expect(ids('location=virginia')).toEqual(['c']);
  });
});
