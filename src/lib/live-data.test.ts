import { describe, expect, it } from 'vitest';
import { formatDataVersions } from '../../domain/data-versions';
import { makeQueryClient } from './query-client';
import { DATA_VERSIONS_QUERY_KEY, followDataVersions } from './live-data';
import { LISTING_CARDS_QUERY_KEY } from './listing-cards';
import { SHOWN_SOLD_RECORDS_QUERY_KEY, SHOWN_TESTIMONIALS_QUERY_KEY } from './shown-lists';

const response = (versions: Record<string, string>) => new Response('{}', { headers: { 'X-Data-Versions': formatDataVersions(versions) } });

function clientWithData() {
  const client = makeQueryClient();
  const keys = {
    properties: [['properties', 'list'], { type: 'query' }],
    listing: [['properties', 'get'], { input: { id: 'a' }, type: 'query' }],
    // The home page's card-sized list.
    cards: [...LISTING_CARDS_QUERY_KEY],
    testimonials: [['testimonials', 'list'], { type: 'query' }],
    shownTestimonials: [...SHOWN_TESTIMONIALS_QUERY_KEY],
    sold: [['soldRecords', 'list'], { type: 'query' }],
    shownSold: [...SHOWN_SOLD_RECORDS_QUERY_KEY],
    stats: [['stats', 'get'], { type: 'query' }],
    content: ['site-content'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 'data');
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

describe('followDataVersions', () => {
  const v1 = { properties: 'p1', testimonials: 't1', soldRecords: 's1', siteContent: 'c1', stats: 'x1' };

  it('invalidates only the queries that read a changed collection', async () => {
    const { client, invalidated } = clientWithData();
    client.setQueryData(DATA_VERSIONS_QUERY_KEY, v1);
    await followDataVersions(client, response(v1));
    expect(invalidated()).toEqual([]);
    await followDataVersions(client, response({ ...v1, properties: 'p2' }));
    expect(invalidated()).toEqual(['properties', 'listing', 'cards']);
    expect(client.getQueryData(DATA_VERSIONS_QUERY_KEY)).toEqual({ ...v1, properties: 'p2' });
  });

  it('refreshes the statistics when sold records change', async () => {
    const { client, invalidated } = clientWithData();
    client.setQueryData(DATA_VERSIONS_QUERY_KEY, v1);
    await followDataVersions(client, response({ ...v1, soldRecords: 's2' }));
    expect(invalidated()).toEqual(['sold', 'shownSold', 'stats']);
  });

  it('refreshes everything but the poll for a collection it does not know', async () => {
    const { client, invalidated } = clientWithData();
    client.setQueryData(DATA_VERSIONS_QUERY_KEY, v1);
    await followDataVersions(client, response({ ...v1, openHouses: 'o1' }));
    expect(invalidated()).toEqual(['properties', 'listing', 'cards', 'testimonials', 'shownTestimonials', 'sold', 'shownSold', 'stats']);
  });

  it('takes the first versions as they are on a page that was not server-rendered', async () => {
    const { client, invalidated } = clientWithData();
    await followDataVersions(client, response(v1));
    expect(invalidated()).toEqual([]);
    expect(client.getQueryData(DATA_VERSIONS_QUERY_KEY)).toEqual(v1);
  });

  it('keeps the versions however long the page stays open', () => {
    const client = makeQueryClient();
    client.setQueryData(DATA_VERSIONS_QUERY_KEY, v1);
    expect(client.getQueryCache().find({ queryKey: DATA_VERSIONS_QUERY_KEY })?.gcTime).toBe(Infinity);
  });
});
