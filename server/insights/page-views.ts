// First-party page views: one count per public page request, per path per day. No cookies, no IP,
// no user agent is kept: only { date, path, views }. Counts are buffered in memory and written to
// the store at most once a minute (and on shutdown), so a burst of traffic does not rewrite the
// data file per request. Counted on the request, before any page cache, so cached pages count too.
import type { Request } from 'express';
import { isKnownClientPath, listingIdFromPath } from '../../domain/routes';
import { localDate } from '../../domain/stats';
import type { PageViewDay } from '../store/schema';
import type { Store } from '../store/store';
import { log } from '../logger';

export const FLUSH_INTERVAL_MS = 60_000;
/** Days of per-path counts kept; older days are dropped when a flush runs. */
const RETENTION_DAYS = 400;

// Crawlers, link previewers, monitors and headless tools: not people reading the page.
const BOT_UA =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|lighthouse|pagespeed|headless|monitor|uptime|pingdom|curl|wget|python-requests|httpclient|go-http|axios|node-fetch|java\//i;

// The last user agent's verdict: a visitor's requests (and a burst from one client) repeat it,
// and the pattern above costs more than comparing the string.
let lastUa = '';
let lastUaIsBot = true;
function isBot(ua: string): boolean {
  if (ua !== lastUa) {
    lastUa = ua;
    lastUaIsBot = ua.trim() === '' || BOT_UA.test(ua);
  }
  return lastUaIsBot;
}

export type PageViewRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined> };

/** The path to count for a request, or null when it is not a person viewing a public page. */
export function countablePath(req: PageViewRequest, listingExists: (id: string) => boolean): string | null {
  if (req.method !== 'GET') return null;
  const ua = req.headers['user-agent'];
  if (typeof ua !== 'string' || isBot(ua)) return null;
  // Prefetches and prerenders are not views until the person opens the page.
  const purpose = req.headers['sec-purpose'] ?? req.headers.purpose;
  if (typeof purpose === 'string' && /prefetch|prerender/i.test(purpose)) return null;
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/') || path.startsWith('/uploads/')) return null;
  // Only real pages: assets, the 404 page and made-up paths are not counted (nor stored).
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  if (isKnownClientPath(path)) return path === '/thanks' ? null : path;
  const listingId = listingIdFromPath(path);
  return listingId && listingExists(listingId) ? `/listings/${listingId}` : null;
}

export type PageViewCounter = {
  /** Counts the request when it is a countable page view. */
  count(req: PageViewRequest): void;
  /** Writes the buffered counts now (the shutdown path and tests). */
  flush(): Promise<void>;
  /** Counts not yet written. */
  pending(): number;
  /** Flushes and stops the timer. */
  stop(): Promise<void>;
  /** Resolves when a flush started by the timer has finished (tests). */
  settled(): Promise<void>;
};

export function createPageViewCounter(store: Store, opts: { now?: () => Date; flushIntervalMs?: number } = {}): PageViewCounter {
  const now = opts.now ?? (() => new Date());
  const interval = opts.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  let buffer = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  // The first write also waits a full interval: a burst right after start is one write too.
  let lastFlush = now().getTime();
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  // The agent's calendar day, worked out once a minute rather than per request (time-zone
  // formatting costs several microseconds).
  let day = { minute: -1, date: '' };
  const today = () => {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== day.minute) day = { minute, date: localDate(at) };
    return day.date;
  };

  function schedule() {
    if (timer || stopped) return;
    const wait = Math.max(0, lastFlush + interval - now().getTime());
    timer = setTimeout(() => {
      timer = null;
      inFlight = flush().catch((error) => log.error({ err: error }, 'could not write page views'));
    }, wait);
    // Never keeps the process alive; shutdown flushes explicitly.
    timer.unref();
  }

  async function flush() {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    lastFlush = now().getTime();
    if (buffer.size === 0) return;
    const batch = buffer;
    buffer = new Map();
    const cutoff = localDate(new Date(now().getTime() - RETENTION_DAYS * 86_400_000));
    try {
      await store.mutate((db) => {
        const rows = new Map<string, PageViewDay>(db.pageViews.map((r) => [`${r.date}|${r.path}`, r]));
        for (const [key, views] of batch) {
          const row = rows.get(key);
          if (row) row.views += views;
          else {
            const [date, path] = [key.slice(0, 10), key.slice(11)];
            const added = { date, path, views };
            rows.set(key, added);
            db.pageViews.push(added);
          }
        }
        db.pageViews = db.pageViews.filter((r) => r.date >= cutoff);
      });
    } catch (error) {
      // Put the counts back so the next flush tries again.
      for (const [key, views] of batch) buffer.set(key, (buffer.get(key) ?? 0) + views);
      throw error;
    }
  }

  return {
    count(req) {
      const path = countablePath(req, (id) => store.read().properties.some((p) => p.id === id));
      if (!path) return;
      const key = `${today()}|${path}`;
      buffer.set(key, (buffer.get(key) ?? 0) + 1);
      schedule();
    },
    flush,
    pending: () => [...buffer.values()].reduce((a, b) => a + b, 0),
    async stop() {
      stopped = true;
      await inFlight;
      await flush();
    },
    settled: () => inFlight,
  };
}

/** Express middleware form; never delays or fails the request. */
export function countPageViews(counter: PageViewCounter) {
  return (req: Request, _res: unknown, next: () => void) => {
    try {
      counter.count(req);
    } catch (error) {
      log.error({ err: error }, 'page view not counted');
    }
    next();
  };
}
