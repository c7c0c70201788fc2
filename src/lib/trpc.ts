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
import { expireSessionOn401, getToken } from './admin-session';
import { HttpStatusError } from './http-status-error';
import { loadSuperjson } from './wire-format';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Adds the bearer token; a 401 on a call made with a token means the session is over. */
const authFetch: typeof fetch = async (input, init) => {
  const token = getToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (token) expireSessionOn401(response.status);
  if (!response.ok) await refuseUnlessTRPC(response);
  return response;
};

/**
 * A failed answer that did not come from tRPC (a proxy's 502 while the server restarts, an HTML
 * error page) becomes an error saying so: status, a colon and the body's text, or the status text
 * when the body is empty or a page. Without this the client cannot read it and calls it a network
 * error, telling the agent to check a connection that works.
 */
async function refuseUnlessTRPC(response: Response): Promise<void> {
  const text = (
    await response
      .clone()
      .text()
      .catch(() => '')
  ).trim();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: not tRPC's.
  }
  const fromTRPC = (item: unknown) => typeof item === 'object' && item !== null && ('error' in item || 'result' in item);
  if (Array.isArray(body) ? body.length > 0 && body.every(fromTRPC) : fromTRPC(body)) return;
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message.trim() : text;
  const readable = message && message.length <= 300 && !/^<(!doctype|html)/i.test(message) ? message : response.statusText || 'Error';
  throw new HttpStatusError(`${response.status}: ${readable}`);
}

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
