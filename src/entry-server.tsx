// Server render of the public pages (docs/decisions/004-server-rendering.md). The caller has already filled the
// query client in-process; every public page reads its data through that cache.
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { PageMetaContext, type PageMetaData } from './components/page-meta';
import { makeTRPCClient } from './lib/trpc';
import { preloadAllPages } from './router';

export type RenderResult = { html: string; meta: PageMetaData };

export async function render(url: string, queryClient: QueryClient): Promise<RenderResult> {
  await preloadAllPages();
  const meta: PageMetaData = {};
  // Never called: with the cache filled and nothing stale, no query fetches during a server render.
  const trpcClient = makeTRPCClient('http://127.0.0.1');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve({ html, meta });
        callback();
      },
    });
    const stream = renderToPipeableStream(
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
        // Wait for everything so crawlers get the whole page.
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
    setTimeout(() => {
      stream.abort(new Error('render timed out'));
      reject(new Error('render timed out'));
    }, 5000).unref();
  });
}
