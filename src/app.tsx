import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from './components/lazy-toaster';
import { SiteTheme } from './components/site-theme';
import { TRPCProvider, type makeTRPCClient } from './lib/trpc';
import { AppRoutes } from './router';

/** Everything but the router implementation, so the browser and the server wrap it alike. */
export function App({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof makeTRPCClient>;
  children?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {/* Radix's root theme element without its tooltip provider (src/components/site-theme.tsx). */}
        <SiteTheme>
          {children ?? <AppRoutes />}
          <LazyToaster />
        </SiteTheme>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
