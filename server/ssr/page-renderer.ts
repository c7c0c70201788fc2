// Request-time server rendering of public pages, with an HTML cache keyed by URL and the
// store version (bumped on every write), so admin edits reach the next render at once.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { isKnownClientPath, listingIdFromPath } from '../../domain/routes';
import { APP_STATE_ELEMENT_ID, scriptSafeJson } from '../../domain/script-json';
import { makeQueryClient } from '../../src/lib/query-client';
import { SITE_CONTENT_QUERY_KEY } from '../../src/lib/site-content';
import { createInternalContext, type Services } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { buildHead } from './head';
import { pageAssetLinks } from './page-assets';

type EntryServer = { render(url: string, queryClient: QueryClient): Promise<{ html: string; meta: { title?: string; description?: string } }> };

const CACHE_LIMIT = 300;

export function createPageRenderer(services: Services, opts: { clientDir: string; ssrDir: string; vite?: import('vite').ViteDevServer }) {
  const { store, env } = services;
  const cache = new Map<string, string>();
  store.onChange(() => cache.clear());
  let template: string | null = null;
  let entry: EntryServer | null = null;
  const assetLinks = opts.vite ? () => '' : pageAssetLinks(opts.clientDir);

  async function loadTemplate(url: string): Promise<string> {
    let raw: string;
    if (opts.vite) raw = await opts.vite.transformIndexHtml(url, await fs.readFile(path.join(env.projectRoot, 'index.html'), 'utf8'));
    else {
      try {
        raw = template ??= await fs.readFile(path.join(opts.clientDir, 'index.html'), 'utf8');
      } catch {
        throw new Error(`The web app is not built (no ${path.join(opts.clientDir, 'index.html')}); run npm run build`);
      }
    }
    return raw;
  }

  async function loadEntry(): Promise<EntryServer> {
    if (opts.vite) return (await opts.vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
    entry ??= (await import(path.join(opts.ssrDir, 'entry-server.js'))) as EntryServer;
    return entry;
  }

  function originOf(req: Request): string {
    return env.SITE_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  }

  async function prefetch(queryClient: QueryClient, listingId: string | null) {
    const trpc = createTRPCOptionsProxy({ router: appRouter, ctx: createInternalContext(services), queryClient });
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: SITE_CONTENT_QUERY_KEY, queryFn: () => ({ ...store.read().siteContent }) }),
      queryClient.prefetchQuery(trpc.properties.list.queryOptions()),
      queryClient.prefetchQuery(trpc.testimonials.list.queryOptions()),
      queryClient.prefetchQuery(trpc.soldRecords.list.queryOptions()),
      listingId ? queryClient.prefetchQuery(trpc.properties.get.queryOptions({ id: listingId })) : null,
    ]);
  }

  /** Client-only pages (/thanks, /admin) and the fallback when a render fails: the plain shell. */
  async function shell(req: Request, res: Response, status: number, noindex: boolean) {
    const html = (await loadTemplate(req.originalUrl))
      .replace('<!--app-head-->', `${noindex ? '<meta name="robots" content="noindex, nofollow" />' : ''}${assetLinks(req.path)}`)
      .replace('<!--app-html-->', '')
      .replace('<!--app-state-->', '');
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }

  return async function handle(req: Request, res: Response) {
    const pathname = req.path;
    if (pathname === '/thanks' || pathname === '/admin' || pathname.startsWith('/admin/')) {
      return shell(req, res, isKnownClientPath(pathname) ? 200 : 404, true);
    }
    const listingId = listingIdFromPath(pathname);
    const listing = listingId ? store.read().properties.find((p) => p.id === listingId) ?? null : null;
    const status = isKnownClientPath(pathname) || listing ? 200 : 404;
    const origin = originOf(req);
    const key = `${store.version()}|${origin}|${req.originalUrl}`;
    const cached = cache.get(key);
    res.setHeader('Cache-Control', 'no-cache');
    if (cached) {
      res.status(status).type('html').send(cached);
      return;
    }
    try {
      const queryClient = makeQueryClient();
      await prefetch(queryClient, listingId);
      const [{ render }, tpl] = await Promise.all([loadEntry(), loadTemplate(req.originalUrl)]);
      const { html, meta } = await render(req.originalUrl, queryClient);
      const head = buildHead({
        origin,
        pathname,
        title: meta.title,
        description: meta.description,
        content: store.read().siteContent,
        listing,
        noindex: status === 404,
      });
      const state = `<script id="${APP_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(dehydrate(queryClient))}</script>`;
      const page = stripStaticHead(tpl)
        .replace('<!--app-head-->', `${head}\n    ${assetLinks(pathname)}`).replace('<!--app-html-->', html).replace('<!--app-state-->', state);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, page);
      res.status(status).type('html').send(page);
    } catch (error) {
      console.error(`server render of ${req.originalUrl} failed; sending the client-rendered page`, error);
      await shell(req, res, status, status === 404);
    }
  };
}

/** The template's generic title and description are replaced by the page's own. */
function stripStaticHead(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
}
