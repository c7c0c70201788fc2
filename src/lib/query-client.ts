import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { expireSessionOn401 } from './session-token';
import { DATA_VERSIONS_QUERY_KEY } from './live-data';
import { deserializeState } from './wire-format';

/** The HTTP status of one failed tRPC call (also for a call inside a batch answered 207). */
function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

const signOutOn401 = (error: unknown) => expireSessionOn401(httpStatusOf(error));

/**
 * No retries, no refetch on focus, data never stale unless polled (the site-content poll and
 * the admin's own invalidations keep it fresh). Any failed query or mutation that was a 401
 * signs the admin out, in this one place.
 *
 * While the browser is offline a save or a visitor's form is sent anyway and fails at once, so
 * the form's failure message shows and the text stays editable: held back until the network
 * returns, it would sit on "Saving..."/"Sending..." with no word, and a visitor who gave up and
 * closed the tab would lose the message unwarned. Reads keep waiting instead: one held back
 * offline keeps what the page shows and completes by itself when the network returns, whereas a
 * failed site-content poll would switch every public text to its built-in one each second.
 */
export function makeQueryClient() {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false, networkMode: 'always' },
      // The server render's data travels in the page as superjson, as tRPC's answers do, so a
      // date in it hydrates as a Date (server/ssr/page-renderer.ts dehydrates with superjson,
      // entry-client hydrates; ./wire-format.ts reads plain JSON without loading superjson).
      hydrate: { deserializeData: deserializeState },
    },
  });
  // No component observes the data versions: without this they would be garbage-collected after
  // five minutes and the next change would go unnoticed.
  client.setQueryDefaults(DATA_VERSIONS_QUERY_KEY, { gcTime: Infinity });
  return client;
}
