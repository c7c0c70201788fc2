import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router';
import { expireSessionOn401, getToken } from './admin-session';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Adds the bearer token; a 401 on a call made with a token means the session is over. */
const authFetch: typeof fetch = async (input, init) => {
  const token = getToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (token) expireSessionOn401(response.status);
  return response;
};

// superjson on both links (and in server/trpc/init.ts): dates and other non-JSON values arrive as
// they were sent (docs/decisions/023-page-registry-and-superjson.md).
export function makeTRPCClient(baseUrl = '') {
  const url = `${baseUrl}/api/trpc`;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, fetch: authFetch, transformer: superjson }),
        false: httpBatchLink({ url, fetch: authFetch, maxURLLength: 2000, transformer: superjson }),
      }),
    ],
  });
}

export type { AppRouter };
