import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, collectConsoleErrors } from './helpers';

// What a crawler or link preview sees: the HTML itself, no JavaScript.
const publicRoutes: { path: string; h1: RegExp; text: RegExp }[] = [
  { path: '/', h1: /.+/, text: /Featured Properties|Listings/i },
  { path: '/contact', h1: /contact/i, text: /consent/i },
  { path: '/buyer-services', h1: /Buyer Services/i, text: /negotiation/i },
  { path: '/seller-services', h1: /Seller Services/i, text: /staging/i },
  { path: '/investment-properties', h1: /Investment Properties/i, text: /Ready to Build Your Real Estate Portfolio\?/ },
  { path: '/relocation', h1: /Relocation/i, text: /Planning a Move to the DMV Area\?/ },
  { path: '/foreclosures', h1: /Foreclosure/i, text: /You Have Options/ },
  { path: '/home-valuation', h1: /Home Valuation/i, text: /Request Your Free Valuation/ },
  { path: '/privacy-policy', h1: /Privacy Policy/i, text: /April 25, 2023/ },
  { path: '/terms', h1: /Terms/i, text: /Maryland/ },
  { path: '/accessibility', h1: /Accessibility/i, text: /WCAG 2\.1/ },
];

function h1Of(html: string): string {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (m?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The schema.org nodes a page declares (the fields these tests read). */
type LdNode = {
  '@type': string;
  telephone?: string;
  areaServed?: { name: string }[];
  offers?: { price: number; availability: string };
};

/** The @graph of the page's first JSON-LD script. */
function jsonLdGraph(html: string): LdNode[] {
  const [first] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@graph': LdNode[] },
  );
  return first?.['@graph'] ?? [];
}

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: res.status(), body: await res.text() };
}

test.describe('server-rendered pages', () => {
  for (const route of publicRoutes) {
    test(`${route.path} arrives with its content and metadata`, async ({ request, baseURL }) => {
      const { status, body } = await html(request, route.path);
      expect(status).toBe(200);
      expect(h1Of(body)).toMatch(route.h1);
      expect(body.replace(/<[^>]+>/g, ' ')).toMatch(route.text);
      const title = /<title>([^<]+)<\/title>/.exec(body)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(10);
      expect(body).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const canonical = new URL(route.path, baseURL).href.replace(/\/$/, route.path === '/' ? '/' : '');
      expect(body).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(body).toMatch(/<meta property="og:image" content="http[^"]+"/);
      expect(body).toContain('<meta name="twitter:card" content="summary_large_image"');
      const graph = jsonLdGraph(body);
      const agent = graph.find((n) => n['@type'] === 'RealEstateAgent');
      expect(agent?.telephone).toMatch(/^\+1\d{10}$/);
      expect(agent?.areaServed?.map((a) => a.name)).toEqual(['Maryland', 'District of Columbia', 'Virginia']);
      expect(JSON.stringify(graph)).not.toContain('AggregateRating');
    });
  }

  test('titles differ from page to page', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of publicRoutes) titles.add(/<title>([^<]+)<\/title>/.exec((await html(request, route.path)).body)?.[1] ?? '');
    expect(titles.size).toBe(publicRoutes.length);
  });

  test('a listing page has RealEstateListing data and unknown listings are 404', async ({ request }) => {
    const properties = (await (await request.get('/api/properties')).json()) as { id: string; title: string; status: string; price: number }[];
    const sold = properties.find((p) => p.status === 'Sold') ?? properties[0]!;
    const { status, body } = await html(request, `/listings/${sold.id}`);
    expect(status).toBe(200);
    expect(h1Of(body)).toContain(sold.title);
    const listing = jsonLdGraph(body).find((n) => n['@type'] === 'RealEstateListing');
    expect(listing?.offers?.price).toBe(sold.price);
    expect(listing?.offers?.availability).toBe(sold.status === 'Sold' ? 'https://schema.org/SoldOut' : expect.any(String));
    const missing = await html(request, '/listings/no-such-listing');
    expect(missing.status).toBe(404);
    expect(h1Of(missing.body)).toBe('Page Not Found');
    expect(missing.body).toContain('noindex');
  });

  test('unknown pages are 404 with the not-found page, admin is noindex, thanks is client-only', async ({ request }) => {
    const missing = await html(request, '/this/does/not/exist');
    expect(missing.status).toBe(404);
    expect(h1Of(missing.body)).toBe('Page Not Found');
    const admin = await request.get('/admin/login');
    expect(admin.headers()['x-robots-tag']).toContain('noindex');
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const thanks = await html(request, '/thanks');
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain('<div id="root"></div>');
  });

  test('sitemap lists every public route and listing; robots points to it', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of publicRoutes) expect(sitemap).toContain(`<loc>${new URL(route.path, baseURL).href}</loc>`);
    const properties = (await (await request.get('/api/properties')).json()) as { id: string }[];
    for (const p of properties) expect(sitemap).toContain(`/listings/${p.id}</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  test('the icons browsers and phones ask for by fixed address exist', async ({ request }) => {
    const home = await (await request.get('/')).text();
    for (const [address, type] of [
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/apple-touch-icon.png', /^image\/png/],
    ] as const) {
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      expect(res.headers()['content-type'], address).toMatch(type);
    }
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  test('the browser hydrates without errors and makes no API request before first paint', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    });
    const firstPoll = page.waitForRequest('**/api/site-content');
    await page.goto('/', { waitUntil: 'load' });
    // The first poll is due one second after hydration; before it, nothing was fetched.
    expect(apiCalls).toEqual([]);
    await firstPoll;
    expect(apiCalls).toEqual([expect.stringMatching(/\/api\/site-content$/)]);
    // Hydration errors are reported before the page's first poll, which starts after hydration.
    const nextFirstPoll = page.waitForRequest('**/api/site-content');
    await page.goto('/buyer-services', { waitUntil: 'load' });
    await nextFirstPoll;
    expect(errors.filter((e) => /hydrat|did not match|Content Security Policy/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('admin-edited text cannot break out of the embedded state or JSON-LD', async ({ request, baseURL, page }) => {
    const token = await apiToken(baseURL!);
    const auth = { authorization: `Bearer ${token}` };
    const payload = '</script><script>alert(1)</script>\u2028<!-- & -->';
    const key = 'results_expertise_description';
    const original = ((await (await request.get('/api/site-content')).json()) as Record<string, string>)[key];
    const created = await request.post('/api/admin/properties', {
      headers: auth,
      data: {
        // One-line fields refuse line separators (U+2028), so the title carries the rest of it.
        title: `XSS ${payload.replace('\u2028', '')}`,
        address: '1 Test Way, Columbia, MD 21045',
        location: 'Columbia, Maryland',
        price: '100000',
        beds: 1,
        baths: '1',
        sqft: 500,
        description: payload,
        imageUrl: '/images/placeholder-property.svg',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      expect((await request.put(`/api/admin/content/${key}`, { headers: auth, data: { value: payload } })).status()).toBe(200);
      for (const path of ['/', `/listings/${id}`]) {
        const { body } = await html(request, path);
        expect(body).not.toContain('<script>alert(1)</script>');
        // Exactly the scripts the page is built with: the module entry, JSON-LD, state.
        const scripts = body.match(/<script\b/g) ?? [];
        expect(scripts.length).toBeLessThanOrEqual(3);
      }
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await page.goto(`/listings/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('</script><script>alert(1)</script>');
      expect(dialogs).toBe(0);
    } finally {
      await request.put(`/api/admin/content/${key}`, { headers: auth, data: { value: original } });
      await request.delete(`/api/admin/properties/${id}`, { headers: auth });
    }
  });
});
