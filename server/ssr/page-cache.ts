// Rendered public pages (home, service and legal pages, listings, the sitemap) kept as
// pre-compressed entries (server/precompressed.ts, the poll snapshot's builder) per normalised
// URL and origin, for the current public data. Looked up before Express on every GET, so a hit
// costs what the 1 Hz poll costs; a miss is rendered by Express once, however many requests wait
// for it. See docs/decisions/021-page-cache.md for the limits and why.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { normaliseListingQuery } from '../../domain/listing-search';
import { isKnownClientPath, listingIdFromPath, paths } from '../../domain/routes';
import { entryBytes, precompress, sendPrecompressed, upgradeBrotli, type PrecompressedEntry } from '../precompressed';
import type { PublicData } from '../public-data';
import { limiter } from '../concurrency';
import { log } from '../logger';

/** Memory for all entries (brotli + gzip bytes; pages keep no uncompressed copy): about 200 pages, several times the site's own. */
const PAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Entries at most, whatever their size (each costs a key and a few objects besides its bytes). */
const PAGE_CACHE_MAX_ENTRIES = 2000;
/**
 * Share of both bounds that pages asked for more than once may take. The rest is for pages seen
 * once: a burst of one-off URLs (a crawler walking filter combinations, forged Host names) churns
 * that part and never evicts a page visitors keep coming back to.
 */
const PROTECTED_SHARE = 0.75;
/**
 * Renders running at once. A render is CPU work on the one event loop, so more in parallel only
 * adds their transient memory together (tens of MB each for the home page): a burst of new URLs
 * queues here instead of growing the heap.
 */
export const MAX_CONCURRENT_RENDERS = 2;
/** A miss is compressed at brotli 5 (~3 ms for the home page); an entry asked for again gets 11 off the event loop. */
const MISS_BROTLI_QUALITY = 5;

const SITEMAP_PATH = '/sitemap.xml';

/** A GET the cache may hold: the normalised URL it renders, and its key. */
export type PageRequest = Readonly<{ key: string; url: string; pathname: string; origin: string }>;

export type BuiltPage = { status: number; contentType: string; body: string };

/**
 * Query parameters that change a page, per path, as a normaliser: known parameters only,
 * sorted, defaults and invalid values removed. Every other page ignores its query string, so
 * `?utm_source=...` or a cache-busting parameter is the page itself and never a new entry.
 */
const queryNormalisers: Record<string, (query: string) => string> = {
  [paths.home]: normaliseListingQuery,
};

export type PageCacheOptions = {
  data: PublicData;
  /** SITE_URL: when set, every page is rendered for it and the Host header plays no part. */
  siteUrl?: string;
  /** Express's compiled `trust proxy` rule: whether X-Forwarded-Proto from this peer counts. */
  trustProxy: (address: string | undefined, hop: number) => boolean;
  /** Security headers every page carries (helmet's, computed once). */
  headers: OutgoingHttpHeaders;
  /** Off in development, where the code behind a page changes without a data write. */
  enabled?: boolean;
  maxBytes?: number;
  maxEntries?: number;
};

type Slot = { entry: PrecompressedEntry; hits: number; bytes: number; kept: boolean };

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(opts: PageCacheOptions) {
  const { data } = opts;
  const maxBytes = opts.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const maxEntries = opts.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const enabled = opts.enabled ?? true;
  const siteUrl = opts.siteUrl?.replace(/\/+$/, '');
  const headers: OutgoingHttpHeaders = { ...opts.headers, 'Cache-Control': 'no-cache' };
  // A segmented LRU. A new entry waits in `probation`; asked for again, it moves to `kept`, which
  // may hold PROTECTED_SHARE of the bounds (its least recent entries fall back to probation).
  // Eviction takes from probation first. In both maps, order is recency order: a hit moves its
  // key to the end, eviction takes from the front.
  const probation = new Map<string, Slot>();
  const kept = new Map<string, Slot>();
  const maxKeptBytes = maxBytes * PROTECTED_SHARE;
  const maxKeptEntries = Math.max(1, Math.floor(maxEntries * PROTECTED_SHARE));
  const building = new Map<string, Promise<PrecompressedEntry>>();
  /** Bytes of all entries, and of the kept ones. */
  let bytes = 0;
  let keptBytes = 0;
  /** The key at the end of the kept entries' recency order. */
  let newest = '';
  let upgrades: string[] = [];
  let upgrading = false;
  const renderSlots = limiter(MAX_CONCURRENT_RENDERS);

  // Any public write: every entry is dropped (re-rendered on its next request). An unchanged
  // page keeps its ETag, which hashes the body, so browsers still get their 304.
  data.onChange(() => {
    probation.clear();
    kept.clear();
    newest = '';
    bytes = 0;
    keptBytes = 0;
    upgrades = [];
  });

  const slotOf = (key: string) => kept.get(key) ?? probation.get(key);

  // The last origin and the last match, handed out again while requests keep naming the same
  // ones (a burst on a shared link): the same strings and object, so nothing is built per request
  // and the cache's key comparison is a pointer comparison. Both are pure functions of their inputs.
  let last = { protocol: '', host: '', origin: '' };
  let lastMatch: { raw: string; origin: string; page: PageRequest | null } = { raw: '', origin: '', page: null };

  function originOf(req: IncomingMessage): string {
    if (siteUrl) return siteUrl;
    // What Express's req.protocol and req.get('host') give, so both sides agree on the key.
    let protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const forwarded = req.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && forwarded && opts.trustProxy(req.socket.remoteAddress, 0)) protocol = forwarded.split(',')[0]!.trim();
    const host = req.headers.host ?? 'localhost';
    if (host !== last.host || protocol !== last.protocol) last = { protocol, host, origin: `${protocol}://${host}` };
    return last.origin;
  }

  function match(req: IncomingMessage): PageRequest | null {
    const raw = req.url ?? '/';
    const origin = originOf(req);
    if (raw === lastMatch.raw && origin === lastMatch.origin) return lastMatch.page;
    const page = matchUrl(raw, origin);
    lastMatch = { raw, origin, page };
    return page;
  }

  function matchUrl(raw: string, origin: string): PageRequest | null {
    const q = raw.indexOf('?');
    const pathname = q === -1 ? raw : raw.slice(0, q);
    if (!isCacheablePath(pathname)) return null;
    const normalise = queryNormalisers[pathname];
    const query = q === -1 || !normalise ? '' : normalise(raw.slice(q + 1));
    const url = query ? `${pathname}?${query}` : pathname;
    return { key: `${origin}${url}`, url, pathname, origin };
  }

  function lookup(page: PageRequest): PrecompressedEntry | null {
    // A burst on one page (a shared link) asks for the most recent key again and again: it is
    // already last, and moving it would rewrite the map's order on every request.
    if (page.key === newest) {
      const slot = kept.get(page.key)!;
      slot.hits += 1;
      return slot.entry;
    }
    const slot = slotOf(page.key);
    if (!slot) return null;
    if (slot.kept) kept.delete(page.key);
    else probation.delete(page.key);
    keep(page.key, slot);
    slot.hits += 1;
    if (slot.hits === 2) scheduleUpgrade(page.key);
    return slot.entry;
  }

  /** Puts a slot at the recent end of the kept entries, moving their least recent back to probation. */
  function keep(key: string, slot: Slot) {
    if (!slot.kept) {
      slot.kept = true;
      keptBytes += slot.bytes;
    }
    kept.set(key, slot);
    newest = key;
    while (kept.size > 1 && (keptBytes > maxKeptBytes || kept.size > maxKeptEntries)) {
      const [oldest, demoted] = kept.entries().next().value as [string, Slot];
      kept.delete(oldest);
      demoted.kept = false;
      keptBytes -= demoted.bytes;
      probation.set(oldest, demoted);
    }
  }

  function store(key: string, entry: PrecompressedEntry) {
    const size = entryBytes(entry) + key.length * 2;
    if (size > maxBytes / 4) return;
    const old = slotOf(key);
    if (old) remove(key, old);
    probation.set(key, { entry, hits: 1, bytes: size, kept: false });
    bytes += size;
    while (bytes > maxBytes || kept.size + probation.size > maxEntries) {
      const from = probation.size > 0 ? probation : kept;
      const [oldest, slot] = from.entries().next().value as [string, Slot];
      remove(oldest, slot);
    }
  }

  function remove(key: string, slot: Slot) {
    bytes -= slot.bytes;
    if (slot.kept) {
      keptBytes -= slot.bytes;
      kept.delete(key);
      if (key === newest) newest = '';
    } else probation.delete(key);
  }

  function scheduleUpgrade(key: string) {
    upgrades.push(key);
    if (!upgrading) void drainUpgrades();
  }

  // One at a time: a burst of new URLs must not fill the thread pool (the machine has 2 cores).
  async function drainUpgrades() {
    upgrading = true;
    try {
      for (let key = upgrades.shift(); key !== undefined; key = upgrades.shift()) {
        const slot = slotOf(key);
        if (!slot) continue;
        try {
          await upgradeBrotli(slot.entry);
        } catch (error) {
          log.error({ err: error }, 'page cache: brotli 11 compression failed');
        }
        if (slotOf(key) === slot) {
          const size = entryBytes(slot.entry) + key.length * 2;
          bytes += size - slot.bytes;
          if (slot.kept) keptBytes += size - slot.bytes;
          slot.bytes = size;
        }
      }
    } finally {
      upgrading = false;
    }
  }

  /**
   * The entry for a page: the cached one, or built now. Concurrent requests for the same page and
   * data share one build. A 200 is kept only if no public write happened while it was built, so
   * an entry never holds another version's content; anything else is answered and forgotten.
   */
  async function entryFor(page: PageRequest | null, build: () => Promise<BuiltPage>): Promise<PrecompressedEntry> {
    if (page && enabled) {
      const hit = lookup(page);
      if (hit) return hit;
    }
    const counter = data.counter();
    const flightKey = page && enabled ? `${counter}\n${page.key}` : null;
    const pending = flightKey ? building.get(flightKey) : undefined;
    if (pending) return pending;
    const task = (async () => {
      const built = await renderSlots(build);
      const entry = precompress(built.body, {
        contentType: built.contentType,
        status: built.status,
        headers,
        brotliQuality: MISS_BROTLI_QUALITY,
        keepIdentity: false,
      });
      if (page && enabled && built.status === 200 && data.counter() === counter) store(page.key, entry);
      return entry;
    })();
    if (flightKey) {
      building.set(flightKey, task);
      void task.then(
        () => building.delete(flightKey),
        () => building.delete(flightKey),
      );
    }
    return task;
  }

  return {
    match,
    /** The current entry for the page, or null (a miss, or a page the cache never holds). */
    lookup: (page: PageRequest) => (enabled ? lookup(page) : null),
    entryFor,
    send: sendPrecompressed,
    /** The public data the entries were rendered from (its versions go into each page's state). */
    data,
    stats: () => ({ entries: kept.size + probation.size, kept: kept.size, bytes, maxBytes, maxEntries }),
    /** Resolves when every scheduled brotli upgrade is done (tests and the benchmark's warm-up). */
    async settled() {
      while (upgrading || upgrades.length) await new Promise((r) => setTimeout(r, 5));
    },
  };
}

/** Public pages with content: not the thanks page or the admin (client-only), not assets or API. */
function isCacheablePath(pathname: string): boolean {
  if (pathname === SITEMAP_PATH) return true;
  if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || pathname.startsWith('/uploads/')) return false;
  if (listingIdFromPath(pathname)) return true;
  if (!isKnownClientPath(pathname)) return false;
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return p !== paths.thanks && p !== paths.admin && !p.startsWith('/admin/');
}

/** The headers a middleware sets on a response (helmet's are the same for every page), read once. */
export function headersSetBy(middleware: (req: never, res: never, next: () => void) => void): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => void (headers[name] = value),
    getHeader: (name: string) => headers[name],
    removeHeader: (name: string) => void delete headers[name],
  };
  middleware({ method: 'GET', url: '/', headers: {} } as never, res as never, () => {});
  return headers;
}

export type { ServerResponse };
