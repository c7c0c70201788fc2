import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster';
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
        <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
          {children ?? <AppRoutes />}
          <Toaster />
        </Theme>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
