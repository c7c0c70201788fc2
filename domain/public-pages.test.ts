import { describe, expect, it } from 'vitest';
import { matchPublicPage, prefetchFor } from './public-pages';

describe('matchPublicPage', () => {
  it('finds static pages with or without a trailing slash', () => {
    expect(matchPublicPage('/terms')?.key).toBe('terms');
    expect(matchPublicPage('/terms/')?.key).toBe('terms');
    expect(matchPublicPage('/')?.key).toBe('home');
  });

  it('reads the listing id from /listings/:id and refuses deeper paths', () => {
    expect(matchPublicPage('/listings/a%20b')).toMatchObject({ key: 'listing', listingId: 'a b' });
    expect(matchPublicPage('/listings/a/b')).toBeNull();
    expect(matchPublicPage('/listings/')).toBeNull();
    expect(matchPublicPage('/listings/%E0%A4%A')).toBeNull();
  });

  it('gives unknown paths the 404 page prefetch', () => {
    expect(matchPublicPage('/nope')).toBeNull();
    expect(prefetchFor('/nope')).toEqual(['stats.get']);
  });
});
