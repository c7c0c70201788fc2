import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DataVersions } from '../../domain/data-versions';
import type { PublicData } from '../public-data';
import { createPageCache, headersSetBy, MAX_CONCURRENT_RENDERS, type PageCacheOptions } from './page-cache';

function fakeData() {
  let counter = 1;
  const listeners = new Set<(changed: string[]) => void>();
  const data: PublicData = {
    counter: () => counter,
    versions: (): DataVersions => ({ properties: String(counter) }),
    header: () => `properties=${counter}`,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    data,
    write() {
      counter += 1;
      for (const l of listeners) l(['properties']);
    },
  };
}

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers: { host: 'example.test', ...headers }, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

function setup(extra: Partial<PageCacheOptions> = {}) {
  const fake = fakeData();
  const cache = createPageCache({ data: fake.data, trustProxy: () => false, headers: { 'X-Frame-Options': 'DENY' }, ...extra });
  let renders = 0;
  const render =
    (url: string, body = `<main>${url} v${fake.data.counter()} ${'x'.repeat(2000)}</main>`) =>
    () => {
      renders += 1;
      return Promise.resolve({ status: 200, contentType: 'text/html; charset=utf-8', body });
    };
  const get = (url: string) => cache.entryFor(cache.match(request(url)), render(url));
  return { ...fake, cache, render, get, renders: () => renders };
}

const text = (entry: { gzip: Buffer }) => gunzipSync(entry.gzip).toString();

describe('page cache: which requests are pages, and their keys', () => {
  const { cache } = setup();
  const key = (url: string, headers?: Record<string, string>) => cache.match(request(url, headers))?.key ?? null;

  it('holds public pages, listings and the sitemap, never the admin, the thanks page, the API or assets', () => {
    for (const url of ['/', '/buyer-services', '/privacy-policy', '/listings/abc', '/sitemap.xml']) expect(key(url)).not.toBeNull();
    for (const url of ['/admin', '/admin/dashboard', '/thanks', '/api/properties', '/assets/index-abc.js', '/uploads/x.webp', '/made-up'])
      expect(key(url)).toBeNull();
  });

  it('normalises the home page query: known parameters only, sorted, defaults and bad values removed', () => {
    expect(key('/?sort=price-asc&beds=3')).toBe('http://example.test/?beds=3&sort=price-asc');
    expect(key('/?beds=3&sort=price-asc&utm_source=news')).toBe('http://example.test/?beds=3&sort=price-asc');
    expect(key('/?sort=newest&status=all&x=1')).toBe('http://example.test/');
    expect(key('/?beds=lots')).toBe('http://example.test/');
    // Other pages read no parameters: a query string never makes a new entry.
    expect(key('/buyer-services?utm_campaign=spring&fbclid=1')).toBe('http://example.test/buyer-services');
  });

  it('keys on the origin the page is rendered for', () => {
    expect(key('/', { host: 'other.test' })).toBe('http://other.test/');
    // X-Forwarded-Proto counts only from a trusted proxy.
    expect(key('/', { 'x-forwarded-proto': 'https' })).toBe('http://example.test/');
    const trusting = setup({ trustProxy: () => true }).cache;
    expect(trusting.match(request('/', { 'x-forwarded-proto': 'https' }))?.key).toBe('https://example.test/');
    const fixed = setup({ siteUrl: 'https://agent.example/' }).cache;
    expect(fixed.match(request('/', { host: 'evil.test' }))?.key).toBe('https://agent.example/');
  });

  it('gives each request its own page when requests alternate (the last match is reused only for the same URL and origin)', () => {
    const { cache: fresh } = setup({ trustProxy: () => true });
    const sequence: Array<[string, Record<string, string>, string | null]> = [
      ['/', {}, 'http://example.test/'],
      ['/', {}, 'http://example.test/'],
      ['/', { host: 'other.test' }, 'http://other.test/'],
      ['/', { 'x-forwarded-proto': 'https' }, 'https://example.test/'],
      ['/', {}, 'http://example.test/'],
      ['/contact', {}, 'http://example.test/contact'],
      ['/admin', {}, null],
      ['/', {}, 'http://example.test/'],
      ['/?beds=3', {}, 'http://example.test/?beds=3'],
      ['/', {}, 'http://example.test/'],
    ];
    for (const [url, headers, expected] of sequence)
      expect(fresh.match(request(url, headers))?.key ?? null, `${url} ${JSON.stringify(headers)}`).toBe(expected);
  });
});

describe('page cache: entries', () => {
  it('renders a page once and serves the entry afterwards, with the security headers and no-cache', async () => {
    const t = setup();
    const first = await t.get('/buyer-services');
    const second = await t.get('/buyer-services?utm_source=x');
    expect(second).toBe(first);
    expect(t.renders()).toBe(1);
    expect(first.headers.br).toMatchObject({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    expect(t.cache.stats().entries).toBe(1);
  });

  it('renders once for any number of simultaneous requests', async () => {
    const t = setup();
    const entries = await Promise.all(Array.from({ length: 20 }, () => t.get('/')));
    expect(new Set(entries).size).toBe(1);
    expect(t.renders()).toBe(1);
  });

  it('drops every entry on a public write, and never keeps a page rendered across one', async () => {
    const t = setup();
    const before = await t.get('/');
    t.write();
    const after = await t.get('/');
    expect(after).not.toBe(before);
    expect(text(after)).toContain('v2');

    // A render that a write overtakes is answered once but not kept.
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const slow = t.cache.entryFor(t.cache.match(request('/contact')), async () => {
      await gate;
      return { status: 200, contentType: 'text/html', body: '<main>/contact v-old</main>' };
    });
    t.write();
    finish();
    expect(text(await slow)).toContain('v-old');
    const fresh = await t.get('/contact');
    expect(text(fresh)).toContain('/contact v3');
  });

  it('never shares an entry between pages, queries or origins', async () => {
    const t = setup();
    const urls = ['/', '/?beds=3', '/?sort=price-asc', '/?beds=3&sort=price-asc', '/buyer-services', '/listings/a', '/listings/b'];
    const results = await Promise.all(urls.flatMap((url) => [url, url, url]).map(async (url) => [url, await t.get(url)] as const));
    for (const [url, entry] of results) {
      const page = t.cache.match(request(url))!;
      expect(text(entry)).toContain(`<main>${page.url} `);
    }
    const other = await t.cache.entryFor(t.cache.match(request('/', { host: 'other.test' })), t.render('/', '<main>other</main>'));
    expect(text(other)).toBe('<main>other</main>');
  });

  it('renders at most MAX_CONCURRENT_RENDERS pages at once, queueing the rest', async () => {
    const t = setup();
    let running = 0;
    let most = 0;
    const slow = (url: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return { status: 200, contentType: 'text/html', body: url };
    };
    const urls = Array.from({ length: 8 }, (_, i) => `/?beds=${i + 1}`);
    const entries = await Promise.all(urls.map((url) => t.cache.entryFor(t.cache.match(request(url)), slow(url))));
    expect(most).toBe(MAX_CONCURRENT_RENDERS);
    expect(entries.map(text)).toEqual(urls);
  });

  it('does not keep error pages', async () => {
    const t = setup();
    await t.cache.entryFor(t.cache.match(request('/listings/gone')), () =>
      Promise.resolve({ status: 404, contentType: 'text/html', body: 'not found' }),
    );
    expect(t.cache.stats().entries).toBe(0);
  });

  it('stays within its byte and entry bounds, evicting the least recently used', async () => {
    const t = setup({ maxEntries: 5, maxBytes: 1024 * 1024 });
    await t.get('/?beds=1');
    for (let beds = 2; beds <= 12; beds += 1) {
      await t.get(`/?beds=${beds}`);
      await t.get('/?beds=1'); // kept warm
    }
    expect(t.cache.stats().entries).toBe(5);
    const rendersBefore = t.renders();
    await t.get('/?beds=1');
    expect(t.renders()).toBe(rendersBefore);
    await t.get('/?beds=2');
    expect(t.renders()).toBe(rendersBefore + 1);

    const small = setup({ maxBytes: 8 * 1024 });
    for (let i = 0; i < 200; i += 1) await small.get(`/?minPrice=${i * 1000}&maxPrice=${i * 1000 + 5000}`);
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(8 * 1024);
    expect(small.cache.stats().entries).toBeGreaterThan(0);
  });

  it('keeps the pages visitors come back to through a burst of one-off URLs', async () => {
    const t = setup({ maxEntries: 20 });
    for (const url of ['/', '/buyer-services']) {
      await t.get(url);
      await t.get(url); // asked for again: a page people read
    }
    // A crawler walking filter combinations (or forged Host names): each URL once, far more
    // than the cache holds.
    for (let i = 0; i < 300; i += 1) await t.get(`/?minPrice=${i * 1000}`);
    expect(t.cache.stats().entries).toBe(20);
    const rendersBefore = t.renders();
    await t.get('/');
    await t.get('/buyer-services');
    expect(t.renders()).toBe(rendersBefore);
    // The one-off URLs still get cached, in the rest of the space: the latest is a hit.
    await t.get('/?minPrice=299000');
    expect(t.renders()).toBe(rendersBefore);
  });

  it('recompresses an entry asked for again at brotli 11, keeping its ETag', async () => {
    const t = setup();
    const entry = await t.get('/');
    const etag = entry.etag;
    await t.get('/');
    await t.cache.settled();
    expect(entry.brotliQuality).toBe(11);
    expect(entry.etag).toBe(etag);
  });

  it('renders every time when disabled (development)', async () => {
    const t = setup({ enabled: false });
    await t.get('/');
    await t.get('/');
    expect(t.renders()).toBe(2);
    expect(t.cache.lookup(t.cache.match(request('/'))!)).toBeNull();
  });
});

describe('headersSetBy', () => {
  it('reads the headers a middleware sets', () => {
    const headers = headersSetBy((_req: unknown, res: { setHeader(n: string, v: string): void; removeHeader(n: string): void }, next: () => void) => {
      res.setHeader('X-A', '1');
      res.setHeader('X-B', '2');
      res.removeHeader('X-B');
      next();
    });
    expect(headers).toEqual({ 'X-A': '1' });
  });
});
