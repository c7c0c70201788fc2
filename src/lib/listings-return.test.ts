import { describe, expect, it } from 'vitest';
import { backToSearch, listingsSearchOf } from './listings-return';

describe('listings return', () => {
  it('carries the home page search from a listing card to the listing page', () => {
    expect(listingsSearchOf(backToSearch('/', '?status=sold&sort=price-asc'))).toBe('?status=sold&sort=price-asc');
  });

  it('carries nothing without a search, from other pages, or from a state it did not write', () => {
    expect(backToSearch('/', '')).toBeUndefined();
    expect(backToSearch('/', '?')).toBeUndefined();
    expect(backToSearch('/listings/a', '?status=sold')).toBeUndefined();
    expect(listingsSearchOf(null)).toBeUndefined();
    expect(listingsSearchOf({ scrolled: true })).toBeUndefined();
    expect(listingsSearchOf({ listingsSearch: 'javascript:alert(1)' })).toBeUndefined();
  });
});
