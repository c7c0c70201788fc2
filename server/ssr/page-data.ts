// The data a server render starts with: site content (every page), the render clock, and the
// public reads the page's registry entry names (domain/public-pages.ts, `prefetch`). Each read is
// fetched in-process through the same procedures the browser calls, under the same query keys.
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { listingIdFromPath } from '../../domain/routes';
import { contentBeyondDefaults } from '../../domain/site-content';
import type { PublicQuery } from '../../domain/public-pages';
import { SITE_CONTENT_QUERY_KEY } from '../../src/lib/site-content';
import { RENDER_CLOCK_QUERY_KEY } from '../../src/lib/render-clock';
import { createInternalContext, type Services } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { createCallerFactory } from '../trpc/init';
import { toListingCard } from '../../domain/listing-card';
import { LISTING_CARDS_QUERY_KEY } from '../../src/lib/listing-cards';
import { withoutBookkeeping } from '../../domain/shown-record';
import { SHOWN_SOLD_RECORDS_QUERY_KEY, SHOWN_TESTIMONIALS_QUERY_KEY } from '../../src/lib/shown-lists';
import { queriesFor } from './page-queries';

type Trpc = ReturnType<typeof createTRPCOptionsProxy<typeof appRouter>>;
const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

/** How each public read is fetched; a new PublicQuery does not compile until it has one. */
const fetchers: Record<PublicQuery, (qc: QueryClient, trpc: Trpc, listingId: string | null, caller: Caller) => Promise<void> | null> = {
  'properties.list': (qc, trpc) => qc.prefetchQuery(trpc.properties.list.queryOptions()),
  // The same list through the same procedure, kept card-sized under the browser's key (src/lib/listing-cards.ts).
  listingCards: (qc, _trpc, _id, caller) =>
    qc.prefetchQuery({ queryKey: LISTING_CARDS_QUERY_KEY, queryFn: async () => (await caller.properties.list()).map(toListingCard) }),
  shownTestimonials: (qc, _trpc, _id, caller) =>
    qc.prefetchQuery({ queryKey: SHOWN_TESTIMONIALS_QUERY_KEY, queryFn: async () => (await caller.testimonials.list()).map(withoutBookkeeping) }),
  shownSoldRecords: (qc, _trpc, _id, caller) =>
    qc.prefetchQuery({ queryKey: SHOWN_SOLD_RECORDS_QUERY_KEY, queryFn: async () => (await caller.soldRecords.list()).map(withoutBookkeeping) }),
  'properties.get': (qc, trpc, id) => (id ? qc.prefetchQuery(trpc.properties.get.queryOptions({ id })) : null),
  'testimonials.list': (qc, trpc) => qc.prefetchQuery(trpc.testimonials.list.queryOptions()),
  'soldRecords.list': (qc, trpc) => qc.prefetchQuery(trpc.soldRecords.list.queryOptions()),
  'stats.get': (qc, trpc) => qc.prefetchQuery(trpc.stats.get.queryOptions()),
  'siteContent.features': (qc, trpc) => qc.prefetchQuery(trpc.siteContent.features.queryOptions()),
};

export async function prefetchPageData(services: Services, queryClient: QueryClient, pathname: string): Promise<void> {
  const ctx = createInternalContext(services);
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient });
  const caller = createCaller(ctx);
  // The moment of this render, so the browser hydrates open-house times against the same clock.
  queryClient.setQueryData(RENDER_CLOCK_QUERY_KEY, Date.now());
  const listingId = listingIdFromPath(pathname);
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: SITE_CONTENT_QUERY_KEY, queryFn: () => contentBeyondDefaults(services.store.read().siteContent) }),
    ...queriesFor(pathname).map((query) => fetchers[query](queryClient, trpc, listingId, caller)),
  ]);
}
