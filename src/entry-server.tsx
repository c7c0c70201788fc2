// Server render of the public pages (docs/decisions/004-server-rendering.md). The caller has already filled the
// query client in-process; every public page reads its data through that cache.
import { StrictMode } from 'react';
// The edge build, not the Node one: React's Node build keeps each render in an AsyncLocalStorage,
// and on Node 20 the first run() of one turns async hooks on for the life of the process, which
// then taxes every request, cached ones included (a quarter of the poll's throughput, measured
// in docs/performance.md). Everything is prefetched and nothing suspends, so the storage has
// nothing to carry here.
import { renderToReadableStream } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { PageMetaContext, type PageMetaData } from './components/page-meta';
import { makeTRPCClient } from './lib/trpc';
import { preloadAllPages } from './router';

/** A render that has not finished by then is abandoned (the caller sends the client-rendered shell). */
const RENDER_TIMEOUT_MS = 5000;

export type RenderResult = { html: string; meta: PageMetaData };

export async function render(url: string, queryClient: QueryClient): Promise<RenderResult> {
  await preloadAllPages();
  const meta: PageMetaData = {};
  // Never called: with the cache filled and nothing stale, no query fetches during a server render.
  const trpcClient = makeTRPCClient('http://127.0.0.1');
  const timeout = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  let renderError: Error | undefined;
  const stream = await renderToReadableStream(
    <StrictMode>
      <PageMetaContext.Provider value={meta}>
        <StaticRouter location={url}>
          <App queryClient={queryClient} trpcClient={trpcClient} />
        </StaticRouter>
      </PageMetaContext.Provider>
    </StrictMode>,
    {
      // Never move a finished Suspense boundary out of line: that needs inline <script>s,
      // which the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: timeout,
      onError(error) {
        renderError ??= error instanceof Error ? error : new Error(String(error));
      },
    },
  );
  // Wait for everything so crawlers get the whole page.
  await stream.allReady;
  if (renderError) throw renderError;
  if (timeout.aborted) throw new Error('render timed out');
  return { html: await new Response(stream).text(), meta };
}
