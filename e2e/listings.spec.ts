// Browsing listings: the two filters together, the empty message, a failed photo,
// the listing page from a card, and an unknown listing.
import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../domain/format';
import { matchesFilters, type LocationFilter, type Property, type StatusFilter } from '../domain/property';
import { seriousAxeViolations } from './helpers';

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

async function publicProperties(page: Page): Promise<Property[]> {
  const res = await page.request.get('/api/properties');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Property[];
}

test('filtering by status and location together shows exactly the matching listings', async ({ page }) => {
  const all = await publicProperties(page);
  expect(all.length).toBeGreaterThan(3);
  await page.goto('/#listings');
  await expect(cards(page)).toHaveCount(all.length);

  const expected = (status: StatusFilter, location: LocationFilter) => all.filter((p) => matchesFilters(p, status, location)).map((p) => p.title);
  const status = page.getByLabel('Status');
  const location = page.getByLabel('Location');

  await status.selectOption('available');
  await expect(cards(page).getByRole('heading')).toHaveText(expected('available', 'all'));
  // For Sale listings are the available ones.
  expect(expected('available', 'all')).toEqual(all.filter((p) => p.status === 'For Sale').map((p) => p.title));
  await expect(cards(page).filter({ hasNotText: 'Available' })).toHaveCount(0);

  await location.selectOption('virginia');
  await expect(cards(page).getByRole('heading')).toHaveText(expected('available', 'virginia'));

  await status.selectOption('sold');
  await location.selectOption('dc');
  await expect(cards(page).getByRole('heading')).toHaveText(expected('sold', 'dc'));
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing ${expected('sold', 'dc').length} of ${all.length} properties`,
  );
});

test('the first filter change applies at once, while the code of the sections below the listings is still on its way', async ({ page }) => {
  const all = await publicProperties(page);
  const sold = all.filter((p) => matchesFilters(p, 'sold', 'all')).map((p) => p.title);
  expect(sold.length).toBeGreaterThan(0);
  expect(sold.length).toBeLessThan(all.length);
  // A slow phone: the below-the-fold sections' code (about, results, call to action, contact,
  // footer and what they import) has not arrived when the visitor picks a filter.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  const heldBack: string[] = [];
  await page.route(/\/assets\/(features|about-section|results-section|cta-band|contact-section|contact-form|footer)-[^/]+\.js$/, async (route) => {
    heldBack.push(route.request().url());
    await held;
    await route.continue().catch(() => {});
  });
  const firstPoll = page.waitForRequest('**/api/site-content');
  await page.goto('/#listings');
  await firstPoll; // hydrated (the poll starts after hydration)
  await expect(cards(page)).toHaveCount(all.length);

  const status = page.getByLabel('Status');
  await status.selectOption('sold');
  // The choice stays chosen and the grid follows it, without waiting for that code.
  await expect(page).toHaveURL(/\?status=sold/);
  await expect(status).toHaveValue('sold');
  await expect(cards(page).getByRole('heading')).toHaveText(sold);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${sold.length} of ${all.length} properties`);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(status).toHaveValue('sold');

  // The sections below still show the server's markup, and hydrate once their code is in.
  expect(heldBack.length).toBeGreaterThan(0);
  await expect(page.locator('#contact')).toBeAttached();
  arrive();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a filter with no match says so, and Show all brings every listing back', async ({ page }) => {
  // The server renders the home page with every listing already in it. Serve the client-only
  // shell instead (what /thanks gets), so that the browser asks for the list itself, and answer
  // that request with a single Maryland listing: then "Sold in Virginia" matches nothing.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const shell = await page.request.get('/thanks');
      await route.fulfill({ status: 200, contentType: 'text/html', body: await shell.text() });
    },
  );
  await page.route('**/api/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.split('/api/trpc/')[1]!).split(',');
    const index = procedures.indexOf('properties.list');
    if (index < 0) return route.continue();
    const response = await route.fetch();
    // superjson wire format: each answer's data inside { json }.
    const body = (await response.json()) as Array<{ result?: { data: { json: Property[] } } }>;
    body[index] = { result: { data: { json: body[index]!.result!.data.json.filter((p) => /maryland/i.test(p.location)).slice(0, 1) } } };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/#listings');
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel('Status').selectOption('sold');
  await page.getByLabel('Location').selectOption('virginia');
  await expect(page.getByText('No properties match these filters.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all properties' }).click();
  await expect(cards(page)).toHaveCount(1);
});

test('a listing photo that fails to load is replaced by the placeholder image', async ({ page }) => {
  await page.route(/\/images\/(listings|photos)\//, (route) => route.abort());
  await page.goto('/#listings');
  const firstImage = cards(page).first().getByRole('img');
  // The failed <img> is replaced by the placeholder, which can detach it mid-scroll: retry.
  await expect(async () => {
    await firstImage.scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(firstImage).toHaveAttribute('src', '/images/placeholder-property.svg', { timeout: 1000 });
  }).toPass();
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a card opens the listing page with its details, and it has no serious axe violations', async ({ page }) => {
  const all = await publicProperties(page);
  await page.goto('/#listings');
  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent())!;
  const listing = all.find((p) => p.title === title)!;
  await card.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const main = page.getByRole('main');
  await expect(main.getByText(formatPrice(listing.price)).first()).toBeVisible();
  await expect(main.getByText(listing.description)).toBeVisible();
  await expect(main.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(listing.address)}`,
  );
  await expect(main.getByRole('link', { name: `Call about this home: ${listing.address}` })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(main.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(main.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);

  expect(await seriousAxeViolations(page)).toEqual([]);

  // Asking about the home opens the contact form with the address in the message.
  await main.getByRole('link', { name: `Ask about this home: ${listing.address}` }).click();
  await expect(page).toHaveURL(/\/contact\?about=/);
  await expect(page.getByLabel('Message')).toHaveValue(`I would like more information about ${listing.address}.`);

  await page.goBack();
  await page.getByRole('link', { name: 'Back to listings' }).click();
  await expect(page).toHaveURL(/\/#listings$/);
  await expect(page.locator('#listings')).toBeInViewport();
});

test('an unknown listing shows the Page Not Found page', async ({ page }) => {
  await page.goto('/listings/no-such-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});

test('"Back to listings" returns to the filtered search the listing was opened from', async ({ page }) => {
  await page.goto('/?status=sold#listings');
  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent())!;
  const shown = await cards(page).count();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: 'Back to listings' }).click();
  await expect(page).toHaveURL(/\/\?status=sold#listings$/);
  await expect(page.getByLabel('Status')).toHaveValue('sold');
  await expect(cards(page)).toHaveCount(shown);
  await expect(page.locator('#listings')).toBeInViewport();
});

test('the status and location filters line up with the price, bedrooms and sort row below them', async ({ page }) => {
  for (const width of [360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#listings');
    const box = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!;
    const [status, location, min, max] = [await box('Status'), await box('Location'), await box('Min price'), await box('Max price')];
    // Each in the column of the control below it, as wide as it.
    expect(Math.abs(status.x - min.x), `${width} px: Status over Min price`).toBeLessThanOrEqual(1);
    expect(Math.abs(status.width - min.width), `${width} px: Status as wide as Min price`).toBeLessThanOrEqual(1);
    expect(Math.abs(location.x - max.x), `${width} px: Location over Max price`).toBeLessThanOrEqual(1);
    expect(Math.abs(location.width - max.width), `${width} px: Location as wide as Max price`).toBeLessThanOrEqual(1);
  }
});

test("a card's office phone number never breaks across lines", async ({ page }) => {
  for (const width of [360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#listings');
    const lines = await cards(page)
      .getByText(/Office/)
      .evaluateAll((els) =>
        els.map((el) => {
          // The lines the number's own text is drawn on.
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const match = /\(\d{3}\) \d{3}-\d{4}/.exec(node.textContent ?? '');
            if (!match) continue;
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
          }
          return 0;
        }),
      );
    expect(lines.length, `${width} px`).toBeGreaterThan(0);
    expect(lines, `${width} px`).toEqual(lines.map(() => 1));
  }
});
