import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { getToken, notifySessionExpired } from './admin-session';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Adds the bearer token; a 401 on a call made with a token means the session is over. */
const authFetch: typeof fetch = async (input, init) => {
  const token = getToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (response.status === 401 && token) notifySessionExpired();
  return response;
};

export function makeTRPCClient(baseUrl = '') {
  const url = `${baseUrl}/api/trpc`;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, fetch: authFetch }),
        false: httpBatchLink({ url, fetch: authFetch, maxURLLength: 2000 }),
      }),
    ],
  });
}

export type { AppRouter };
