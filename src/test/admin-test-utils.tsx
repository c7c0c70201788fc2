// Component-test harness: the real tRPC client and query client over a stubbed fetch.
import superjson, { type SuperJSONResult } from 'superjson';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { makeQueryClient } from '../lib/query-client';
import { makeTRPCClient, TRPCProvider } from '../lib/trpc';

// jsdom lacks ResizeObserver, which Radix dialogs and selects measure with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The machine is shared: give async UI a few seconds rather than the default one.
configure({ asyncUtilTimeout: 5000 });

export type Call = { path: string; input: unknown };

/** The URL a stubbed fetch was called with, in any of the forms fetch takes. */
export const requestUrl = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');

/** The body a stubbed fetch was sent, when it is text (tRPC sends JSON text); '' otherwise. */
export const requestText = (init?: RequestInit) => (typeof init?.body === 'string' ? init.body : '');
type Responder = (call: Call) => { status?: number; result?: unknown; error?: { message: string; httpStatus: number; code?: string } };

/**
 * Answers tRPC batch requests procedure by procedure. Records every call with its input so a
 * test can assert what the panel sent.
 */
export function stubTRPC(respond: Responder) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const paths = url.pathname.replace(/^\/api\/trpc\//, '').split(',');
    // superjson wire format: each input is { json, meta? }, each answer's data and error too.
    let inputs: Record<string, SuperJSONResult | undefined> = {};
    if (init?.body) inputs = JSON.parse(requestText(init)) as typeof inputs;
    else if (url.searchParams.get('input')) inputs = JSON.parse(url.searchParams.get('input')!) as typeof inputs;
    const answers = paths.map((path, i) => {
      const sent = inputs[String(i)];
      const call = { path, input: sent ? superjson.deserialize(sent) : undefined };
      calls.push(call);
      const r = respond(call);
      if (r.error)
        return {
          status: r.error.httpStatus,
          body: {
            error: superjson.serialize({
              message: r.error.message,
              code: -32600,
              data: { code: r.error.code ?? 'BAD_REQUEST', httpStatus: r.error.httpStatus, path },
            }),
          },
        };
      return { status: 200, body: { result: { data: superjson.serialize(r.result ?? null) } } };
    });
    // Like tRPC: one shared status for the batch when every answer agrees, else 207.
    const status = answers.every((a) => a.status === answers[0]!.status) ? answers[0]!.status : 207;
    return Promise.resolve(new Response(JSON.stringify(answers.map((a) => a.body)), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders `ui` inside the panel's providers; returns what `render` does and the query client the panel uses. */
export function renderAdmin(ui: ReactElement, { route = '/admin/dashboard' } = {}) {
  const queryClient = makeQueryClient();
  const trpcClient = makeTRPCClient('http://localhost');
  const rendered = render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Theme>{ui}</Theme>
        </TRPCProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...rendered, queryClient };
}

/**
 * The site-content module with only the named Site Content groups, for `vi.mock`: the tab is
 * generic over groups, and every field of every group makes jsdom crawl. Use inside the factory:
 * `vi.mock(path, async (importOriginal) => onlyContentGroups(await importOriginal(), 'hero'))`.
 */
export function onlyContentGroups<M extends { contentGroups: readonly { id: string; fields: readonly unknown[] }[] }>(
  actual: M,
  ...ids: string[]
): M {
  const contentGroups = actual.contentGroups.filter((g) => ids.includes(g.id));
  return { ...actual, contentGroups, contentFields: contentGroups.flatMap((g) => g.fields) };
}
