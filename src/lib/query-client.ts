import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7 defaults: no retries, no refetch on focus, data never stale unless polled. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
