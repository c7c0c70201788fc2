import { describe, expect, it } from 'vitest';
import { queriesFor } from './page-queries';

describe('queriesFor', () => {
  it('gives the home page its lists', () => {
    expect(queriesFor('/')).toEqual(expect.arrayContaining(['listingCards', 'shownTestimonials', 'shownSoldRecords', 'stats.get']));
  });

  it('gives a listing page its listing alone, never the whole list as well', () => {
    for (const p of ['/listings/some-home', '/listings/some-home/']) {
      expect(queriesFor(p)).toContain('properties.get');
      expect(queriesFor(p)).not.toContain('properties.list');
    }
  });

  it('gives no other page a list', () => {
    for (const p of ['/buyer-services', '/contact', '/terms/', '/no-such-page']) {
      expect(queriesFor(p).filter((q) => q.endsWith('.list'))).toEqual([]);
    }
  });
});
