// The home page's embedded state carries its lists in the size the page shows them: listing
// cards (no description, the cover only) and reviews and sales without the admin's bookkeeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefaults, contentValue, type SiteContent } from '../../domain/site-content';
import { makeQueryClient } from '../../src/lib/query-client';
import { SITE_CONTENT_QUERY_KEY } from '../../src/lib/site-content';
import { LISTING_CARDS_QUERY_KEY } from '../../src/lib/listing-cards';
import { SHOWN_SOLD_RECORDS_QUERY_KEY, SHOWN_TESTIMONIALS_QUERY_KEY } from '../../src/lib/shown-lists';
import { createTestServices, type TestServices } from '../test/harness';
import { prefetchPageData } from './page-data';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.cleanup();
});

describe('the home page data', () => {
  it('holds the listings as cards, in the list order, with the cover and the gallery size', async () => {
    const queryClient = makeQueryClient();
    await prefetchPageData(services, queryClient, '/');
    const stored = services.store.read().properties;
    const cards = queryClient.getQueryData<Record<string, unknown>[]>(LISTING_CARDS_QUERY_KEY)!;
    expect(cards.map((c) => c.id).sort()).toEqual(stored.map((p) => p.id).sort());
    for (const card of cards) {
      const full = stored.find((p) => p.id === card.id)!;
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('version');
      expect(card.photos).toEqual([full.photos[0]]);
      // The cover's url is not sent a second time as imageUrl.
      expect(card).not.toHaveProperty('imageUrl');
      expect(card.photoCount).toBe(full.photos.length);
      expect(card).toMatchObject({ title: full.title, price: full.price, status: full.status, location: full.location });
    }
    // Nothing under the full list's key: the admin panel's cache never holds card-sized records.
    expect(queryClient.getQueryCache().findAll({ queryKey: [['properties']] })).toEqual([]);
  });

  it('holds the reviews and sales without version or timestamps', async () => {
    const queryClient = makeQueryClient();
    await prefetchPageData(services, queryClient, '/');
    const { testimonials, soldRecords } = services.store.read();
    const reviews = queryClient.getQueryData<Record<string, unknown>[]>(SHOWN_TESTIMONIALS_QUERY_KEY)!;
    const sales = queryClient.getQueryData<Record<string, unknown>[]>(SHOWN_SOLD_RECORDS_QUERY_KEY)!;
    expect(reviews).toHaveLength(testimonials.length);
    expect(sales).toHaveLength(soldRecords.length);
    for (const record of [...reviews, ...sales]) {
      for (const key of ['version', 'createdAt', 'updatedAt']) expect(record).not.toHaveProperty(key);
    }
    expect(reviews[0]).toMatchObject({ quote: testimonials.find((t) => t.id === reviews[0]!.id)!.quote });
  });

  it('holds only the site texts that differ from the built-in defaults, and every text still reads as stored', async () => {
    await services.store.mutate((db) => {
      db.siteContent.hero_title = 'Homes that fit the way you live';
    });
    const queryClient = makeQueryClient();
    await prefetchPageData(services, queryClient, '/');
    const stored = services.store.read().siteContent;
    const state = queryClient.getQueryData<SiteContent>(SITE_CONTENT_QUERY_KEY)!;
    expect(state.hero_title).toBe('Homes that fit the way you live');
    for (const [key, value] of Object.entries(state)) expect(value, key).not.toBe(contentDefaults[key]);
    // The seed stores nearly every text as its default.
    expect(Object.keys(state).length).toBeLessThan(Object.keys(stored).length / 10);
    for (const key of Object.keys(stored)) expect(contentValue(state, key), key).toBe(contentValue(stored, key));
  });
});
