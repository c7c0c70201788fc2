import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, type TestServices } from '../test/harness';
import { countablePath, createPageViewCounter, FLUSH_INTERVAL_MS, type PageViewRequest } from './page-views';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const get = (path: string, ua = BROWSER, extra: Record<string, string> = {}): PageViewRequest => ({
  method: 'GET',
  path,
  headers: { 'user-agent': ua, ...extra },
});

describe('countablePath', () => {
  const exists = (id: string) => id === 'real-listing';
  it('counts public pages and existing listings', () => {
    expect(countablePath(get('/'), exists)).toBe('/');
    expect(countablePath(get('/buyer-services/'), exists)).toBe('/buyer-services');
    expect(countablePath(get('/listings/real-listing'), exists)).toBe('/listings/real-listing');
  });
  it('skips bots, admin, assets, API, the poll, unknown paths, prefetches and other methods', () => {
    expect(countablePath(get('/', 'Mozilla/5.0 (compatible; Googlebot/2.1)'), exists)).toBeNull();
    expect(countablePath(get('/', ''), exists)).toBeNull();
    expect(countablePath(get('/admin/dashboard'), exists)).toBeNull();
    expect(countablePath(get('/assets/index-abc.js'), exists)).toBeNull();
    expect(countablePath(get('/favicon.ico'), exists)).toBeNull();
    expect(countablePath(get('/api/site-content'), exists)).toBeNull();
    expect(countablePath(get('/uploads/x'), exists)).toBeNull();
    expect(countablePath(get('/no-such-page'), exists)).toBeNull();
    expect(countablePath(get('/listings/made-up'), exists)).toBeNull();
    expect(countablePath(get('/', BROWSER, { 'sec-purpose': 'prefetch' }), exists)).toBeNull();
    expect(countablePath({ ...get('/'), method: 'POST' }, exists)).toBeNull();
  });
});

describe('page view counter', () => {
  let services: TestServices;
  let clock: Date;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    services = await createTestServices();
    clock = new Date('2026-11-25T15:00:00Z');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await services.cleanup();
  });

  it('buffers a burst in memory and writes it in one flush at most once a minute', async () => {
    const counter = createPageViewCounter(services.store, { now: () => clock });
    const writes = vi.fn();
    services.store.onChange(writes);
    for (let i = 0; i < 50; i++) counter.count(get('/'));
    counter.count(get('/relocation'));
    expect(counter.pending()).toBe(51);
    expect(writes).not.toHaveBeenCalled();
    expect(services.store.read().pageViews).toEqual([]);

    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1000);
    for (let i = 0; i < 10; i++) counter.count(get('/'));
    await counter.settled();
    expect(writes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await counter.settled();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(services.store.read().pageViews).toEqual(
      expect.arrayContaining([
        { date: '2026-11-25', path: '/', views: 60 },
        { date: '2026-11-25', path: '/relocation', views: 1 },
      ]),
    );
    expect(counter.pending()).toBe(0);
    // The next count waits a full interval again.
    counter.count(get('/'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    await counter.settled();
    expect(writes).toHaveBeenCalledTimes(1);
    await counter.stop();
    expect(writes).toHaveBeenCalledTimes(2);
  });

  it('counts per day in the agent time zone and flushes what is left on stop', async () => {
    const counter = createPageViewCounter(services.store, { now: () => clock, flushIntervalMs: 60_000 });
    await counter.flush();
    clock = new Date('2026-11-26T04:30:00Z'); // still 25 November in Maryland
    counter.count(get('/'));
    clock = new Date('2026-11-26T05:30:00Z');
    counter.count(get('/'));
    counter.count(get('/admin'));
    await counter.stop();
    expect(services.store.read().pageViews).toEqual([
      { date: '2026-11-25', path: '/', views: 1 },
      { date: '2026-11-26', path: '/', views: 1 },
    ]);
  });

  it('keeps no visitor data: only date, path and count are stored', async () => {
    const counter = createPageViewCounter(services.store, { now: () => clock });
    counter.count(get('/contact', BROWSER, { 'x-forwarded-for': '203.0.113.9', cookie: 'a=b' }));
    await counter.flush();
    const stored = JSON.stringify(services.store.read().pageViews);
    expect(stored).not.toMatch(/203\.0\.113|Mozilla|a=b/);
    expect(Object.keys(services.store.read().pageViews[0]!).sort()).toEqual(['date', 'path', 'views']);
  });
});
