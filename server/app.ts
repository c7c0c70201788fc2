// createApp: headers, body limits, the poll, /api/trpc, REST adapters, /uploads, the web app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { trustProxySetting, type Env } from './env';
import { AccountLock, LoginThrottle, SIGN_IN_ACCOUNT_WINDOW_MS } from './auth/throttle';
import { adminRoutes } from './rest/admin';
import { auditRoutes } from './rest/audit';
import { revisionRoutes } from './rest/revisions';
import { sessionRoutes } from './rest/sessions';
import { twoFactorRoutes } from './rest/two-factor';
import { onlyMethods, refuseMethod, refuseOtherMethods } from './rest/method-not-allowed';
import { backupRoutes } from './rest/backup';
import type { BackupService } from './backup/service';
import { fileSystemProbe, healthReport } from './health';
import { dataFileBudgetBytes } from './leads/storage-budget';
import { isValidHostHeader } from './host-header';
import { isKnownClientPath } from '../domain/routes';
import { log, logAnswered, logRequest, newRequestId, requestId } from './logger';
import { leadRoutes } from './rest/leads';
import { propertyRoutes } from './rest/properties';
import { siteContentRoutes } from './rest/site-content';
import { soldRecordRoutes } from './rest/sold-records';
import { statsRoutes } from './rest/stats';
import { countPageViews, createPageViewCounter, type PageViewCounter } from './insights/page-views';
import { testimonialRoutes } from './rest/testimonials';
import { uploadRoutes } from './rest/uploads';
import { listingCalendarRoutes } from './listings/calendar-route';
import { EMBED_FRAME_ORIGINS } from '../domain/listing-media';
import { publicDataVersions } from './public-data';
import { siteContentSnapshot } from './site-content-snapshot';
import { createPageCache, headersSetBy, type PageCache } from './ssr/page-cache';
import { createPageRenderer } from './ssr/page-renderer';
import { sitemapXml } from './ssr/sitemap';
import { staticFiles } from './static-files';
import { requestTextReviver } from './well-formed-text';
import type { Store } from './store/store';
import { createContext, type Services } from './trpc/context';
import { appRouter } from './trpc/router';
import { BODY_TOO_LARGE_MESSAGE, INTERNAL_ERROR_MESSAGE, INVALID_JSON_BODY_MESSAGE, loggedWhereFound } from './trpc/errors';

export const JSON_BODY_LIMIT = '100kb';
export const TRPC_BODY_LIMIT = 1024 * 1024;
const TRPC_METHODS = 'GET, POST';
/** Calls in one batched tRPC request (the browser's link sends at most this many). */
export const TRPC_MAX_BATCH = 20;

export type AppOptions = {
  env: Env;
  store: Store;
  sessionSecret: string;
  /** Vite dev server in middleware mode; absent in production, where dist/client is served. */
  vite?: import('vite').ViteDevServer;
  backups?: BackupService;
};

export type CreatedApp = {
  app: Express;
  services: Services;
  /** The request listener for http.createServer: the 1 Hz poll is answered before Express routing. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Buffered page-view counts; flush (stop) on shutdown. */
  pageViews: PageViewCounter;
};

export function createApp({ env, store, sessionSecret, vite, backups }: AppOptions): CreatedApp {
  const services: Services = {
    env,
    store,
    sessionSecret,
    loginThrottle: new LoginThrottle(env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_MINUTES * 60_000),
    signInLock: new AccountLock(env.LOGIN_ACCOUNT_MAX_FAILURES, SIGN_IN_ACCOUNT_WINDOW_MS),
    backups,
  };
  const publicData = publicDataVersions(store);
  const snapshot = siteContentSnapshot(store, publicData);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  const pages = createPageCache({
    data: publicData,
    siteUrl: env.SITE_URL,
    trustProxy: trustProxyFn(app),
    headers: headersSetBy(securityHeaders(env, !!vite)),
    enabled: !vite,
  });
  app.set('etag', 'strong');

  app.use(securityHeaders(env, !!vite));
  const probe = fileSystemProbe(env.dataDir, env.uploadDir);
  app.get('/healthz', async (_req, res) => {
    const health = await healthReport(store, backups?.status() ?? null, probe, dataFileBudgetBytes(env));
    res.setHeader('Cache-Control', 'no-store');
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  });
  app.get('/api/site-content', (req, res) => snapshot.handle(req, res));
  onlyMethods(app, '/api/site-content', ['GET', 'HEAD']);
  app.use(compression({ threshold: 1024 }));

  app.use('/api', (req, res, next) => {
    if (req.path.startsWith('/admin') || req.path.startsWith('/trpc')) res.setHeader('Cache-Control', 'no-store');
    else res.setHeader('Cache-Control', 'no-cache');
    next();
  });

  // tRPC answers GET (queries) and POST (mutations); other methods got its 415 about the content
  // type. It refuses a longer batch itself, but in a text/plain answer; this one is JSON.
  app.use('/api/trpc', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      refuseMethod(req.method, res, TRPC_METHODS);
      return;
    }
    // tRPC reads the first `batch` parameter when it is given more than once.
    const batch = Array.isArray(req.query.batch) ? req.query.batch[0] : req.query.batch;
    if (batch === '1' && req.path.split(',').length > TRPC_MAX_BATCH) {
      res.status(400).json({ message: `At most ${TRPC_MAX_BATCH} calls may be sent in one request` });
      return;
    }
    next();
  });
  app.use(
    '/api/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      maxBodySize: TRPC_BODY_LIMIT,
      // One request may not carry an unbounded number of calls.
      maxBatchSize: TRPC_MAX_BATCH,
      onError: ({ error, path: procedure }) => {
        // A disk that refuses writes (SERVICE_UNAVAILABLE) is the operator's to hear of too.
        if ((error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') && !loggedWhereFound(error))
          log.error({ err: error.cause ?? error, procedure }, `tRPC ${procedure ?? '?'} failed`);
      },
    }),
  );

  // The media types requireJsonBody lets through: application/json and any +json type.
  app.use('/api', requireJsonBody, express.json({ limit: JSON_BODY_LIMIT, strict: false, reviver: requestTextReviver, type: JSON_MEDIA_TYPES }));
  const restRouters = [
    siteContentRoutes,
    propertyRoutes,
    testimonialRoutes,
    soldRecordRoutes,
    statsRoutes,
    leadRoutes,
    adminRoutes,
    revisionRoutes,
    auditRoutes,
    twoFactorRoutes,
    sessionRoutes,
    uploadRoutes,
    backupRoutes,
  ].map((routes) => routes(services));
  for (const router of restRouters) app.use(router);
  refuseOtherMethods(app, restRouters);
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  app.use(
    '/uploads',
    express.static(env.uploadDir, {
      dotfiles: 'deny',
      index: false,
      redirect: false,
      fallthrough: true,
      immutable: true,
      maxAge: '365d',
      setHeaders(res) {
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  app.use('/uploads', (req, res) => {
    // Files are only read here; a missing one is a 404, any other method a 405.
    if (req.method === 'GET' || req.method === 'HEAD') res.status(404).type('text/plain').send('Not found');
    else refuseMethod(req.method, res, 'GET, HEAD');
  });

  app.get('/robots.txt', (req, res) => {
    const origin = env.SITE_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
    res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  // A file, not a page: answered before page views are counted.
  app.use(listingCalendarRoutes(services));
  // Counted on the request, before any page is rendered or served from a cache (assets, /api and /admin are skipped).
  const pageViews = createPageViewCounter(store);
  app.use(countPageViews(pageViews));
  mountWebApp(app, services, pages, vite);
  app.use(errorHandler);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && isPollUrl(req.url)) {
      snapshot.handle(req, res, logRequest(req, res, true));
      return;
    }
    const started = performance.now();
    const id = newRequestId();
    if (!isValidHostHeader(req.headers.host)) {
      // Refused before anything reads it: without SITE_URL a page rendered for `evil.example/x?`
      // would link there, and each made-up name would cost a render.
      res.writeHead(400, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Request-Id': id,
      });
      res.end('Bad Request: the Host header is not a host name');
      logAnswered(req, res, id, started);
      return;
    }
    if (serveCachedPage(req, res, id)) {
      logAnswered(req, res, id, started);
      return;
    }
    requestId(req, id);
    logRequest(req, res);
    res.setHeader('X-Request-Id', id);
    app(req, res);
  };
  /** A public page already rendered for the current data is answered here, before Express; a miss goes on to the renderer. */
  function serveCachedPage(req: IncomingMessage, res: ServerResponse, id: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const page = pages.match(req);
    const entry = page && pages.lookup(page);
    if (!page || !entry) return false;
    // Page views of cached pages are counted here; misses are counted by the middleware above.
    pageViews.count({ method: req.method, path: page.pathname, headers: req.headers });
    pages.send(req, res, entry, id);
    return true;
  }
  return { app, services, handler, pageViews };
}

const LISTINGS_PREFIX = '/listings/';

function isPollUrl(url: string | undefined): boolean {
  return url === '/api/site-content' || (url?.startsWith('/api/site-content?') ?? false);
}

function securityHeaders(env: Env, dev: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev client injects an inline preamble and uses websockets for hot reload.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        // Listing tours and videos, framed only after the visitor clicks (domain/listing-media.ts).
        frameSrc: [...EMBED_FRAME_ORIGINS],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: env.COOKIE_SECURE ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.COOKIE_SECURE ? undefined : false,
  });
}

const JSON_MEDIA_TYPES = ['application/json', 'application/*+json'];

/** Writes with a body must be JSON (uploads excepted): anything else is a 415, not a guess. */
const requireJsonBody: RequestHandler = (req, res, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method) || req.path === '/admin/upload') return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is(JSON_MEDIA_TYPES)) {
    res.status(415).json({ message: 'Send the request body as application/json' });
    return;
  }
  next();
};

const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const type = (err as { type?: string }).type;
  const status = (err as { status?: number }).status;
  if (res.headersSent) return;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: INVALID_JSON_BODY_MESSAGE });
  } else if (status === 400 && /^Failed to decode param/.test((err as Error).message)) {
    // Express's route parameters: an address such as /api/properties/%E0%A4%A.
    res.status(400).json({ message: 'The address is not valid: it contains a broken %-escape' });
  } else if (typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('Z_')) {
    // A body sent as gzip or deflate that does not decompress.
    res.status(400).json({ message: 'The request body could not be decompressed' });
  } else if (type === 'encoding.unsupported') {
    res.status(415).json({ message: 'The request body is compressed in a way this server does not read; send it uncompressed' });
  } else if (type === 'entity.too.large' || status === 413) {
    res.status(413).json({ message: BODY_TOO_LARGE_MESSAGE });
  } else if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: (err as Error).message || 'Bad request' });
  } else {
    log.error({ err, reqId: requestId(req), method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ message: INTERNAL_ERROR_MESSAGE });
  }
};

/** Express's compiled 'trust proxy' setting: which hops may set X-Forwarded-* headers. */
function trustProxyFn(app: Express): (address: string | undefined, hop: number) => boolean {
  const fn: unknown = app.get('trust proxy fn');
  if (typeof fn !== 'function') throw new Error("Express did not compile the 'trust proxy' setting");
  return fn as (address: string | undefined, hop: number) => boolean;
}

function mountWebApp(app: Express, services: Services, pages: PageCache, vite?: import('vite').ViteDevServer) {
  const { env, store } = services;
  if (vite) app.use(vite.middlewares);
  else app.use(staticFiles(env.clientDir));

  // The site's content has no per-key timestamps; a change is dated when this process sees it.
  let contentUpdatedAt = new Date().toISOString();
  store.onChange((changed) => {
    if (changed.has('siteContent')) contentUpdatedAt = new Date().toISOString();
  });
  app.get('/sitemap.xml', async (req, res, next) => {
    // Express matches routes in any letter case; the cache (and the address) is /sitemap.xml only.
    const page = pages.match(req);
    if (!page) return next();
    const entry = await pages.entryFor(page, () =>
      Promise.resolve({
        status: 200,
        contentType: 'application/xml; charset=utf-8',
        body: sitemapXml(page.origin, store.read(), contentUpdatedAt),
      }),
    );
    pages.send(req, res, entry);
  });

  const render = createPageRenderer(services, { clientDir: env.clientDir, ssrDir: `${env.clientDir}-ssr`, pages, vite });
  // The browser's router matches paths in any letter case: a known page asked for in another
  // case is sent to the address the site links to, so the status agrees with the page shown.
  // Both page handlers are middleware checking the method, not `app.get('/{*splat}')`: a route
  // parameter is percent-decoded, and an address such as `/%` would fail that with a bare 400
  // instead of reaching the renderer's Page Not Found.
  const pageRead = (req: express.Request) => req.method === 'GET' || req.method === 'HEAD';
  app.use((req, res, next) => {
    if (!pageRead(req)) return next();
    const lower = req.path.toLowerCase();
    if (lower === req.path) return next();
    // A listing's id keeps its own case; only the /listings/ part is the site's.
    const target = isKnownClientPath(lower)
      ? lower
      : lower.startsWith(LISTINGS_PREFIX)
        ? LISTINGS_PREFIX + req.path.slice(LISTINGS_PREFIX.length)
        : null;
    if (!target || target === req.path) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, target + (query === -1 ? '' : req.originalUrl.slice(query)));
  });
  // GET-only and last.
  app.use(async (req, res, next) => {
    if (!pageRead(req)) return next();
    try {
      await render(req, res);
    } catch (error) {
      next(error);
    }
  });
  // Pages are only read: any other method gets 405 in plain words, not Express's own HTML page.
  app.use((req, res) => {
    res.status(405).setHeader('Allow', 'GET, HEAD');
    res.type('text/plain').send(`Method ${req.method} is not allowed here; pages are read with GET.`);
  });
}
