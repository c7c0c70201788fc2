// Test harness for components that use the query layer: a fresh QueryClient and tRPC
// client per render, a MemoryRouter (with a /thanks page to land on), and a fake API
// behind a mocked fetch. Queries and mutations are answered by plain functions.
import superjson, { type SuperJSONResult } from 'superjson';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi, type Mock } from 'vitest';
import { makeQueryClient } from '../lib/query-client';
import { makeTRPCClient, TRPCProvider } from '../lib/trpc';

// Vitest runs without globals, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Throw from a handler to answer with a tRPC error of this code. */
export class ApiError extends Error {
  constructor(
    public code: 'NOT_FOUND' | 'BAD_REQUEST' | 'INTERNAL_SERVER_ERROR' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE',
    message: string = code,
    /** Per-field messages, as the server sends them for bad input. */
    public fieldErrors: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

const httpStatus: Record<ApiError['code'], number> = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};
const rpcCode: Record<ApiError['code'], number> = {
  BAD_REQUEST: -32600,
  NOT_FOUND: -32004,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
  SERVICE_UNAVAILABLE: -32603,
};

/** A handler's answer, or a promise of it; 'pending' never answers; 'network' rejects the fetch. */
export type Handler = (input: unknown) => unknown;
export const NEVER = Symbol('never');
export const NETWORK_ERROR = Symbol('network');

type SiteContentAnswer = Record<string, string> | 'fail' | typeof NEVER;

type FakeApi = {
  /** The /api/site-content answer (or a function giving it per poll); 'fail' answers 500; NEVER keeps it loading. */
  siteContent?: SiteContentAnswer | (() => SiteContentAnswer);
  /** tRPC procedures by path, e.g. 'properties.list'. */
  procedures?: Record<string, Handler>;
};

export type Call = { path: string; input: unknown };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers /api/site-content and /api/trpc (batched) from the fake API. */
function createFakeFetch(api: FakeApi): Mock<typeof fetch> & { calls: Call[] } {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/site-content') {
      const answer = typeof api.siteContent === 'function' ? api.siteContent() : api.siteContent;
      if (answer === NEVER) return new Promise<Response>(() => {});
      if (answer === 'fail') return json({ error: 'down' }, 500);
      return json(answer ?? {});
    }
    if (url.pathname.startsWith('/api/trpc/')) {
      const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
      const rawInput = init?.method === 'POST' ? (init.body as string) : url.searchParams.get('input');
      // superjson wire format: each input is { json, meta? }, each answer's data and error too.
      const inputs = rawInput ? (JSON.parse(rawInput) as Record<string, SuperJSONResult | undefined>) : {};
      const results: unknown[] = [];
      let status = 200;
      for (const [i, path] of paths.entries()) {
        const sent = inputs[String(i)];
        const opInput = sent ? superjson.deserialize(sent) : undefined;
        calls.push({ path, input: opInput });
        const handler = api.procedures?.[path];
        if (!handler) throw new Error(`No fake for tRPC procedure ${path}`);
        try {
          const data = await handler(opInput);
          if (data === NEVER) return new Promise<Response>(() => {});
          if (data === NETWORK_ERROR) throw new TypeError('Failed to fetch');
          results.push({ result: { data: superjson.serialize(data) } });
        } catch (error) {
          if (error instanceof ApiError) {
            status = httpStatus[error.code];
            results.push({
              error: superjson.serialize({
                message: error.message,
                code: rpcCode[error.code],
                data: { code: error.code, httpStatus: status, path, fieldErrors: error.fieldErrors },
              }),
            });
          } else throw error;
        }
      }
      return json(results, paths.length > 1 && status !== 200 ? 207 : status);
    }
    throw new Error(`Unexpected fetch ${url.pathname}`);
  });
  return Object.assign(fn as unknown as Mock<typeof fetch>, { calls });
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}${location.hash}`}
    </div>
  );
}

type RenderOptions = { route?: string; api?: FakeApi; path?: string };

/**
 * Renders `ui` at `route` (matched by `path`, default every path) with the query layer
 * wired to a fake API. /thanks renders a "Thank You" heading.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', api = {}, path = '*' }: RenderOptions = {}) {
  const fetchMock = createFakeFetch(api);
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = makeQueryClient();
  const trpcClient = makeTRPCClient();
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="/thanks" element={<h1>Thank You</h1>} />
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </Theme>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, fetchMock };
}
