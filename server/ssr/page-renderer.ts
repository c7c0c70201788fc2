// Request-time server rendering of public pages. Rendered pages are kept pre-compressed by the
// page cache (./page-cache.ts) until the public data changes, so admin edits reach the next render at once.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { isKnownClientPath, listingIdFromPath } from '../../domain/routes';
import { matchPublicPage } from '../../domain/public-pages';
import { APP_STATE_ELEMENT_ID, scriptSafeJson } from '../../domain/script-json';
import { makeQueryClient } from '../../src/lib/query-client';
import { DATA_VERSIONS_QUERY_KEY } from '../../src/lib/live-data';
import type { Db } from '../store/schema';
import type { Services } from '../trpc/context';
import { siteName } from '../../domain/site-content';
import { buildHead, escapeHtml } from './head';
import type { PageCache } from './page-cache';
import { pageAssetLinks } from './page-assets';
import { prefetchPageData } from './page-data';
import { log } from '../logger';

type EntryServer = { render: (url: string, queryClient: QueryClient) => Promise<{ html: string; meta: { title?: string; description?: string } }> };

type Listing = Db['properties'][number];

export function createPageRenderer(
  services: Services,
  opts: { clientDir: string; ssrDir: string; pages: PageCache; vite?: import('vite').ViteDevServer },
) {
  const { store, env } = services;
  const { pages } = opts;
  let template: string | null = null;
  let entry: EntryServer | null = null;
  const assetLinks = opts.vite ? () => '' : pageAssetLinks(opts.clientDir);

  async function loadTemplate(url: string): Promise<string> {
    let raw: string;
    if (opts.vite) raw = await opts.vite.transformIndexHtml(decodableUrl(url), await fs.readFile(path.join(env.projectRoot, 'index.html'), 'utf8'));
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

  /** Client-only pages (/thanks, /admin) and the fallback when a render fails: the plain shell. */
  async function shell(req: Request, res: Response, status: number, noindex: boolean) {
    // The template's title names no one: the shell is titled from the one stored agent name.
    const title = `<title>${escapeHtml(siteName(store.read().siteContent))}</title>\n    `;
    const html = fillTemplate(await loadTemplate(req.originalUrl), {
      head: `${title}${noindex ? '<meta name="robots" content="noindex, nofollow" />' : ''}${assetLinks(req.path)}`,
      html: '',
      // Outside #root (the script renders into it, and takes a child there for markup to hydrate).
      state: CLIENT_ONLY_NOSCRIPT + (await publicDataFor(req.path)),
    });
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }

  return async function handle(req: Request, res: Response) {
    const pathname = req.path;
    if (matchPublicPage(pathname)?.page.render === 'client' || pathname === '/admin' || pathname.startsWith('/admin/')) {
      return shell(req, res, isKnownClientPath(pathname) ? 200 : 404, true);
    }
    // Cached pages are answered before Express (server/app.ts); here a miss is rendered once
    // for its normalised URL and kept, or a page the cache never holds (a 404) is rendered.
    const page = pages.match(req);
    const url = page?.url ?? req.originalUrl;
    const origin = page?.origin ?? originOf(req);
    let status = 200;
    res.setHeader('Cache-Control', 'no-cache');
    try {
      const entry = await pages.entryFor(page, async () => {
        const listingId = listingIdFromPath(pathname);
        const listing = listingId ? (store.read().properties.find((p) => p.id === listingId) ?? null) : null;
        status = isKnownClientPath(pathname) || listing ? 200 : 404;
        return { status, contentType: 'text/html; charset=utf-8', body: await renderPage(url, pathname, origin, listing, status) };
      });
      pages.send(req, res, entry);
    } catch (error) {
      log.error({ err: error, path: req.path }, 'server render failed; sending the client-rendered page');
      await shell(req, res, status, status === 404);
    }
  };

  /**
   * The data a public page shows, ready for the script to start from: without it a page the
   * browser renders (the thanks page, reloaded) would show the built-in agent, phone and licence
   * numbers until the site content arrives, not what the agent entered. Empty for the admin,
   * which reads its own data after sign-in, and if the data cannot be read (the page still loads).
   */
  async function publicDataFor(pathname: string): Promise<string> {
    if (pathname === '/admin' || pathname.startsWith('/admin/') || !matchPublicPage(pathname)) return '';
    try {
      return stateScript(await prefetched(pathname));
    } catch (error) {
      log.warn({ err: error, path: pathname }, 'page data not included; the browser will fetch it');
      return '';
    }
  }

  async function prefetched(pathname: string) {
    // Taken before the data is read: a write meanwhile makes the open page refetch.
    const versions = pages.data.versions();
    const queryClient = makeQueryClient();
    // Only what this page reads (its registry entry, domain/public-pages.ts): the dehydrated state holds no data twice.
    await prefetchPageData(services, queryClient, pathname);
    queryClient.setQueryData(DATA_VERSIONS_QUERY_KEY, versions);
    return queryClient;
  }

  async function renderPage(url: string, pathname: string, origin: string, listing: Listing | null, status: number) {
    const queryClient = await prefetched(pathname);
    const [{ render }, tpl] = await Promise.all([loadEntry(), loadTemplate(url)]);
    const { html, meta } = await render(routerUrl(url), queryClient);
    const head = buildHead({
      origin,
      pathname,
      title: meta.title,
      description: meta.description,
      content: store.read().siteContent,
      listing,
      noindex: status === 404,
    });
    return fillTemplate(tpl, { head: `${head}\n    ${assetLinks(pathname)}`, html, state: stateScript(queryClient) });
  }
}

/** The query cache as the browser's first state, as superjson, as tRPC's answers travel (read by src/lib/wire-format.ts). */
function stateScript(queryClient: QueryClient): string {
  return `<script id="${APP_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(dehydrate(queryClient, { serializeData: superjson.serialize }))}</script>`;
}

/**
 * The built index.html with the page's parts in place of its three markers, in one pass over
 * the template: what was put in is never searched again, and a replacer function keeps `$&`,
 * `$'` or `$$` in the agent's text from being read as String.replace patterns.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; state: string }): string {
  return stripStaticHead(template).replace(/<!--app-(head|html|state)-->/g, (_marker, part: keyof typeof parts) => parts[part]);
}

/** The template's generic title and description are replaced by the page's own. */
function stripStaticHead(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
}

/**
 * Vite decodes the address it transforms the page template for: one with broken percent-encoding
 * (`/%`, a Page Not Found) would make it throw, so it gets the site's root, which names the same
 * template (index.html uses absolute asset paths).
 */
function decodableUrl(url: string): string {
  try {
    decodeURI(url);
    return url;
  } catch {
    return '/';
  }
}

/**
 * React Router percent-decodes the path to match routes and, when a segment cannot be decoded
 * (`/%FF`: a Page Not Found any visitor can ask for, already answered 404), prints a free-text
 * warning into the JSON log, once per request. Such a segment is given with its `%` escaped,
 * which decodes to the same characters the router would have matched as they were.
 */
function routerUrl(url: string): string {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  const decodable = pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replaceAll('%', '%25');
      }
    })
    .join('/');
  return decodable === pathname ? url : decodable + (end === -1 ? '' : url.slice(end));
}

/** What a client-rendered page (the admin, the thanks page) shows a browser without JavaScript. */
const CLIENT_ONLY_NOSCRIPT =
  '<noscript><p style="max-width:36rem;margin:4rem auto;padding:0 1.5rem;font:1.125rem/1.6 system-ui,sans-serif">' +
  'This page needs JavaScript, which is turned off in your browser. Turn it on and reload, or <a href="/">go to the home page</a>, which works without it.' +
  '</p></noscript>';
