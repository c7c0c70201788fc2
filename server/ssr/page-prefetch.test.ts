// Every registered public page renders on the server with only the data its registry entry
// prefetches (domain/public-pages.ts): a query a page reads but does not prefetch is left pending
// in the cache, which means crawlers get a skeleton and the browser fetches it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPageKeys, publicPages } from '../../domain/public-pages';
import { listingPath } from '../../domain/routes';
import { makeQueryClient } from '../../src/lib/query-client';
import { render } from '../../src/entry-server';
import { createTestServices, type TestServices } from '../test/harness';
import { prefetchPageData } from './page-data';

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.cleanup();
});

function urlsOf(key: (typeof publicPageKeys)[number]): string[] {
  const { path } = publicPages[key];
  if (key === 'listing') return [listingPath(services.store.read().properties[0]!.id)];
  // The home page's search lives in the query string (domain/listing-search.ts).
  if (key === 'home') return [path, '/?status=active&location=Baltimore&minPrice=100000&maxPrice=900000&beds=2&sort=price-desc'];
  return [path];
}

async function notFetchedWhenRendered(url: string) {
  const queryClient = makeQueryClient();
  await prefetchPageData(services, queryClient, new URL(url, 'http://x').pathname);
  const { html } = await render(url, queryClient);
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' || q.state.fetchStatus !== 'idle')
    .map((q) => JSON.stringify(q.queryKey));
  return { html, missing };
}

describe('page registry prefetch', () => {
  const serverPages = publicPageKeys.filter((key) => publicPages[key].render === 'server');

  it.each(serverPages)('%s renders with nothing left to fetch', async (key) => {
    for (const url of urlsOf(key)) {
      const { html, missing } = await notFetchedWhenRendered(url);
      expect(html).toContain('<main');
      expect(missing, `${url} reads queries its registry entry does not prefetch`).toEqual([]);
    }
  });

  it('the 404 page renders with nothing left to fetch', async () => {
    expect((await notFetchedWhenRendered('/no-such-page')).missing).toEqual([]);
  });

  it('fails for a page whose prefetch list misses a read', async () => {
    // The same check with the home page given only the listing page's data.
    const queryClient = makeQueryClient();
    await prefetchPageData(services, queryClient, listingPath(services.store.read().properties[0]!.id));
    await render('/', queryClient);
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
  });
});
