// The data a server render starts with: site content (every page), the render clock, and the
// public reads the page's registry entry names (domain/public-pages.ts, `prefetch`). Each read is
// fetched in-process through the same procedures the browser calls, under the same query keys.
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { listingIdFromPath } from '../../domain/routes';
import type { PublicQuery } from '../../domain/public-pages';
import { SITE_CONTENT_QUERY_KEY } from '../../src/lib/site-content';
import { RENDER_CLOCK_QUERY_KEY } from '../../src/lib/render-clock';
import { createInternalContext, type Services } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { queriesFor } from './page-queries';

type Trpc = ReturnType<typeof createTRPCOptionsProxy<typeof appRouter>>;

/** How each public read is fetched; a new PublicQuery does not compile until it has one. */
const fetchers: Record<PublicQuery, (qc: QueryClient, trpc: Trpc, listingId: string | null) => Promise<void> | null> = {
  'properties.list': (qc, trpc) => qc.prefetchQuery(trpc.properties.list.queryOptions()),
  'properties.get': (qc, trpc, id) => (id ? qc.prefetchQuery(trpc.properties.get.queryOptions({ id })) : null),
  'testimonials.list': (qc, trpc) => qc.prefetchQuery(trpc.testimonials.list.queryOptions()),
  'soldRecords.list': (qc, trpc) => qc.prefetchQuery(trpc.soldRecords.list.queryOptions()),
  'stats.get': (qc, trpc) => qc.prefetchQuery(trpc.stats.get.queryOptions()),
  'siteContent.features': (qc, trpc) => qc.prefetchQuery(trpc.siteContent.features.queryOptions()),
};

export async function prefetchPageData(services: Services, queryClient: QueryClient, pathname: string): Promise<void> {
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx: createInternalContext(services), queryClient });
  // The moment of this render, so the browser hydrates open-house times against the same clock.
  queryClient.setQueryData(RENDER_CLOCK_QUERY_KEY, Date.now());
  const listingId = listingIdFromPath(pathname);
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: SITE_CONTENT_QUERY_KEY, queryFn: () => ({ ...services.store.read().siteContent }) }),
    ...queriesFor(pathname).map((query) => fetchers[query](queryClient, trpc, listingId)),
  ]);
}
