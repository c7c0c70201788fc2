import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  TRPCClientError,
  type OperationLink,
  type TRPCLink,
} from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { expireSessionOn401, getToken } from './session-token';
import { loadSuperjson } from './wire-format';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Reads a failed answer that did not come from tRPC (./http-failure.ts), set by the admin panel,
 * which shows such answers to the agent; visitors' pages show their own fixed texts and never
 * load it.
 */
let readFailedAnswer: ((response: Response) => Promise<void>) | undefined;
export const onFailedAnswer = (reader: (response: Response) => Promise<void>) => void (readFailedAnswer = reader);

/** Adds the bearer token; a 401 on a call made with a token means the session is over. */
const authFetch: typeof fetch = async (input, init) => {
  const token = getToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (token) expireSessionOn401(response.status);
  if (!response.ok) await readFailedAnswer?.(response);
  return response;
};

// superjson on both links (and in server/trpc/init.ts): dates and other non-JSON values arrive as
// they were sent (docs/decisions/023-page-registry-and-superjson.md). It is loaded with the first
// call (./wire-format.ts), not with the page's first script; calls made in the same tick still go
// out as one batch.
function superjsonLinks(url: string): TRPCLink<AppRouter> {
  return (runtime) => {
    let links: OperationLink<AppRouter> | null = null;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let stopped = false;
        loadSuperjson().then(
          (superjson) => {
            if (stopped) return;
            links ??= splitLink<AppRouter>({
              condition: (o) => isNonJsonSerializable(o.input),
              true: httpLink({ url, fetch: authFetch, transformer: superjson }),
              false: httpBatchLink({ url, fetch: authFetch, maxURLLength: 2000, maxItems: 20, transformer: superjson }),
            })(runtime);
            subscription = links({ op, next }).subscribe(observer);
          },
          (error: Error) => observer.error(TRPCClientError.from(error)),
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

export function makeTRPCClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({ links: [superjsonLinks(`${baseUrl}/api/trpc`)] });
}

export type { AppRouter };
