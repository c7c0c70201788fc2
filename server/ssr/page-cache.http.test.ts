// The page cache end to end through createApp's request handler, with a stand-in server-render
// bundle (the real one needs a build): every page prints its URL and the data it was given.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_VERSIONS_HEADER, parseDataVersions } from '../../domain/data-versions';
import { startTestApp, tempDir, removeDir, type TestApp } from '../test/harness';

const STUB_ENTRY = `
export async function render(url, queryClient) {
  const data = queryClient.getQueryCache().getAll().map((q) => [q.queryKey, q.state.data]);
  const json = JSON.stringify(data).replace(/</g, '\\\\u003c');
  return { html: '<main data-url="' + url + '">' + json + '</main>', meta: { title: 'Stub page' } };
}
`;
const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

let app: TestApp;
let stubRoot: string;
let listingId: string;

beforeAll(async () => {
  stubRoot = await tempDir('agent-stub-client-');
  const clientDir = path.join(stubRoot, 'client');
  await fs.mkdir(clientDir, { recursive: true });
  await fs.mkdir(`${clientDir}-ssr`, { recursive: true });
  await fs.writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
  await fs.writeFile(path.join(`${clientDir}-ssr`, 'package.json'), '{"type":"module"}');
  await fs.writeFile(path.join(`${clientDir}-ssr`, 'entry-server.js'), STUB_ENTRY);
  app = await startTestApp({ env: { CLIENT_DIR: clientDir, SITE_URL: 'https://agent.example' } });
  listingId = app.store.read().properties[0]!.id;
});

afterAll(async () => {
  await app?.close();
  await removeDir(stubRoot);
});

const pages = () => ['/', '/?sort=price-asc&beds=3', '/buyer-services', '/privacy-policy', `/listings/${encodeURIComponent(listingId)}`];

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.api(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return { res, text: await res.text() };
}

/** A GET with a Host header of our choosing (fetch sets its own). */
function rawGet(pathname: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One write that every page shows: each page reads site content, and listing pages the listing. */
async function renameFirstListing(title: string) {
  await app.store.mutate((db) => {
    db.properties[0]!.title = title;
    db.siteContent.agent_name = title;
  });
}

describe('cached public pages over HTTP', () => {
  it('serves each page with a strong ETag, Vary and the security headers, then 304 without a body', async () => {
    for (const url of [...pages(), '/sitemap.xml']) {
      const first = await get(url);
      expect(first.res.status, url).toBe(200);
      const etag = first.res.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.res.headers.get('vary')).toBe('Accept-Encoding');
      expect(first.res.headers.get('cache-control')).toBe('no-cache');
      if (url !== '/sitemap.xml') expect(first.res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const again = await get(url, { 'if-none-match': etag });
      expect(again.res.status, url).toBe(304);
      expect(again.text).toBe('');
      expect(again.res.headers.get('etag')).toBe(etag);
    }
  });

  it('shows a write on every cached page at once, and keeps the 304 for nobody', async () => {
    const before = new Map<string, string>();
    for (const url of pages()) before.set(url, (await get(url)).res.headers.get('etag')!);
    await renameFirstListing('Cache Test Title Alpha');
    for (const url of pages()) {
      const { res, text } = await get(url, { 'if-none-match': before.get(url)! });
      expect(res.status, url).toBe(200);
      expect(text.includes('Cache Test Title Alpha'), url).toBe(true);
    }
    // The sitemap follows a new listing.
    await app.store.mutate((db) => {
      db.properties.push({ ...db.properties[0]!, id: 'cache-test-new-listing' });
    });
    expect((await get('/sitemap.xml')).text).toContain('/listings/cache-test-new-listing');
  });

  it('tells the open pages through the poll, with one 200 per change and 304s otherwise', async () => {
    const first = await app.api('/api/site-content');
    const etag = first.headers.get('etag')!;
    const versions = parseDataVersions(first.headers.get(DATA_VERSIONS_HEADER))!;
    expect((await app.api('/api/site-content', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await app.store.mutate((db) => {
      db.testimonials[0]!.quote = 'Poll Test Reviewer';
    });
    const next = await app.api('/api/site-content', { headers: { 'if-none-match': etag } });
    expect(next.status).toBe(200);
    const nextVersions = parseDataVersions(next.headers.get(DATA_VERSIONS_HEADER))!;
    expect(Object.keys(nextVersions).filter((k) => nextVersions[k] !== versions[k])).toEqual(['testimonials']);
    // A lead is not public: the poll stays a 304.
    const latest = next.headers.get('etag')!;
    await app.store.mutate((db) => {
      db.valuationRequests.push({ ...(db.valuationRequests[0] ?? {}), id: 'private' } as never);
    });
    expect((await app.api('/api/site-content', { headers: { 'if-none-match': latest } })).status).toBe(304);
  });

  it('never serves a page with another page’s or another version’s content', async () => {
    const urls = [...pages(), '/?beds=3', '/?beds=3&utm_source=x', '/buyer-services?fbclid=1'];
    const normalised: Record<string, string> = {
      '/?sort=price-asc&beds=3': '/?beds=3&sort=price-asc',
      '/?beds=3': '/?beds=3',
      '/?beds=3&utm_source=x': '/?beds=3',
    };
    const seen = new Map<string, string>(); // ETag -> body
    const check = async (url: string) => {
      const { res, text } = await get(url);
      const expected = normalised[url] ?? url.split('?')[0]!;
      expect(text.includes(`data-url="${expected}"`), `${url} rendered as ${/data-url="([^"]*)"/.exec(text)?.[1]}`).toBe(true);
      const etag = res.headers.get('etag')!;
      if (seen.has(etag)) expect(seen.get(etag) === text, `one ETag, two bodies: ${url}`).toBe(true);
      else seen.set(etag, text);
      return text;
    };
    for (let round = 0; round < 4; round += 1) {
      const title = `Concurrent Title ${round}`;
      const during = urls.flatMap((u) => [u, u, u]).map(check);
      await renameFirstListing(title);
      await Promise.all(during);
      // Every request made after the write sees it.
      for (const text of await Promise.all(urls.map(check))) expect(text.includes(title)).toBe(true);
    }
  });

  it('tells a browser without JavaScript what the client-rendered pages need, outside the element the script renders into', async () => {
    for (const url of ['/admin/login', '/thanks']) {
      const { text } = await get(url);
      expect(text, url).toMatch(/<div id="root"><\/div><noscript><p [^>]*>This page needs JavaScript, which is turned off in your browser\./);
      expect(text, url).toContain('<a href="/">go to the home page</a>');
    }
  });

  it('sends the thanks page (rendered by the script) with the current site content, and the admin page with none', async () => {
    await app.store.mutate((db) => {
      db.siteContent.agent_name = 'Dana Okafor';
      db.siteContent.contact_phone = '(202) 555-0133';
    });
    const { res, text } = await get('/thanks');
    expect(res.status).toBe(200);
    expect(text).toContain('<div id="root"></div>');
    const state = /<script id="__APP_STATE__" type="application\/json">([^<]*)<\/script>/.exec(text)?.[1];
    expect(state, 'state of /thanks').toBeDefined();
    expect(state).toContain('Dana Okafor');
    expect(state).toContain('(202) 555-0133');
    expect((await get('/admin/login')).text).not.toContain('__APP_STATE__');
  });

  it('never caches the admin, the API or unknown pages this way', async () => {
    const admin = await get('/admin/login');
    expect(admin.res.headers.get('x-robots-tag')).toContain('noindex');
    expect(admin.res.headers.get('etag') ?? '').not.toMatch(/^"[\w-]{27}"$/);
    await renameFirstListing('Api Title Beta');
    const list = await app.api('/api/properties');
    expect(await list.text()).toContain('Api Title Beta');
    const missing = await get('/listings/no-such-listing');
    expect(missing.res.status).toBe(404);
    expect((await get('/listings/no-such-listing', { 'if-none-match': missing.res.headers.get('etag')! })).res.status).toBe(404);
  });

  it('shows text with $ signs exactly as saved, in one whole document', async () => {
    // String.replace reads $', $` and $& in a replacement string as patterns: these would paste
    // parts of the template into the page (a second document, a broken state block).
    const title = "Save $$$ now: $' and $` and $& stay";
    await renameFirstListing(title);
    for (const url of pages()) {
      const { text } = await get(url);
      expect(text.includes(JSON.stringify(title)), url).toBe(true);
      expect(text.match(/<!doctype html>/g), url).toHaveLength(1);
      expect(text.match(/<div id="root">/g), url).toHaveLength(1);
      expect(text.endsWith('</body></html>'), url).toBe(true);
    }
  });

  it('refuses a Host header that is not a host name, before any page is rendered or cached', async () => {
    for (const host of ['evil.example/x?', 'user@evil.example', 'a b']) {
      const res = await rawGet('/terms', host);
      expect(res.status, host).toBe(400);
      expect(res.body, host).toContain('Host header');
      expect(res.body, host).not.toContain('evil.example');
    }
    expect((await rawGet('/terms', 'agent.example:443')).status).toBe(200);
  });

  it('answers an address with broken percent-encoding with the Page Not Found page and 404, not a bare 400', async () => {
    for (const url of ['/%', '/%E0%A4%A', '/buyer-services/%zz']) {
      const res = await rawGet(url, 'agent.example');
      expect(res.status, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"><main data-url=');
      expect(res.body, url).not.toContain('Failed to decode');
    }
  });

  it('answers other methods on pages with 405 in plain words', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.api('/', { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.text()).toBe(`Method ${method} is not allowed here; pages are read with GET.`);
    }
  });

  it('sends a page asked for in other letter case to its own address, keeping the query', async () => {
    for (const [asked, to] of [
      ['/Buyer-Services', '/buyer-services'],
      ['/CONTACT?utm_source=flyer', '/contact?utm_source=flyer'],
      [`/Listings/${encodeURIComponent(listingId)}`, `/listings/${encodeURIComponent(listingId)}`],
    ]) {
      const res = await app.api(asked!, { redirect: 'manual' });
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(to);
    }
    expect((await app.api('/No-Such-Page', { redirect: 'manual' })).status).toBe(404);
    // Express matches its own routes in any case: the sitemap's is no exception, and no 500.
    expect((await app.api('/Sitemap.xml', { redirect: 'manual' })).status).toBe(404);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.api('/buyer-services', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });
});
