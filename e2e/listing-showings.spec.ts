// A buyer's listing journeys: a sortable, shareable search; facts, open houses and a calendar
// file; the payment estimate; a showing request that reaches the agent's inbox. Other specs share
// this server, so the listing used here is created by the spec and counts are never assumed.
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, collectConsoleErrors, seriousAxeViolations, signIn, expectTypingSurvivesHandover } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Brick Cape with Sunroom ${tag}`;
let listingId = '';

const isoInDays = (days: number, hourUtc: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

test.beforeAll(async ({ baseURL }) => {
  const token = await apiToken(baseURL!);
  const res = await fetch(`${baseURL}/api/admin/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: TITLE,
      address: '14 Juniper Lane, Towson, MD 21204',
      location: 'Towson, Maryland',
      price: 500000,
      beds: 3,
      baths: 2,
      sqft: 1900,
      description: 'A brick cape on a corner lot with a sunroom, a fenced yard and a two-car garage.',
      imageUrl: '/images/listings/ellicott-city-colonial.webp',
      status: 'For Sale',
      propertyType: 'single-family',
      yearBuilt: 1952,
      lotSize: 0.3,
      lotSizeUnit: 'acres',
      hoaMonthly: 0,
      parking: 'Two-car garage',
      mlsNumber: `MDBC${tag}`,
      openHouses: [
        { start: isoInDays(-3, 17), end: isoInDays(-3, 19) },
        { start: isoInDays(3, 17), end: isoInDays(3, 19) },
      ],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  listingId = ((await res.json()) as { id: string }).id;
});

/** Prices of the home page cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('list', { name: 'Properties' }).locator('.listing-card__price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9]/g, '')));
}
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

test('the server renders the cards in the order the URL asks for', async ({ request }) => {
  for (const [sort, ordered] of [
    ['price-asc', ascending],
    ['price-desc', descending],
  ] as const) {
    const html = await (await request.get(`/?sort=${sort}`)).text();
    const prices = [...html.matchAll(/class="[^"]*listing-card__price[^"]*"[^>]*>\$([\d,]+)</g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(prices.length).toBeGreaterThan(3);
    expect(ordered(prices), `${sort}: ${prices.join(' ')}`).toBe(true);
  }
});

test('sorting and filtering in the page go to the URL, survive reload and come back with back/forward', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Properties' });
  await expect(cards).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect.poll(() => cardPrices(page).then(ascending)).toBe(true);

  await page.getByLabel('Min price').selectOption('500000');
  await expect(page).toHaveURL(/minPrice=500000/);
  await expect.poll(() => cardPrices(page).then((p) => p.length > 0 && p.every((x) => x >= 500000) && ascending(p))).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByLabel('Min price')).toHaveValue('500000');
  expect(await cardPrices(page).then((p) => p.every((x) => x >= 500000) && ascending(p))).toBe(true);

  await page.goBack();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(page.getByLabel('Min price')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await page.goForward();
  await expect(page.getByLabel('Min price')).toHaveValue('500000');

  await page.goto('/?sort=price-desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  expect(descending(await cardPrices(page))).toBe(true);
});

test('a listing shows its facts and next open house, and "Add to calendar" gives a valid calendar file', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Year built')).toBeVisible();
  await expect(page.getByText('1952')).toBeVisible();
  await expect(page.getByText('0.3 acres')).toBeVisible();
  await expect(page.getByText(/^Open \w{3}, \w{3} \d{1,2}, /).first()).toBeVisible();

  const href = await page.getByRole('link', { name: /Add to calendar/ }).getAttribute('href');
  expect(href).toBe(`/listings/${listingId}/open-house.ics`);
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = ICAL.Component.fromString(await res.text())
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1); // the past open house is gone
  expect(events[0]!.location).toContain('14 Juniper Lane');
  expect(events[0]!.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());
  // The open-house line is rendered with the server's clock and hydrates without a mismatch.
  await expect(page.getByRole('region', { name: 'Monthly Payment Estimate' }).getByLabel('Down payment (%)')).toBeEditable();
  expect(errors.filter((e) => /hydrat|did not match|Content Security Policy/i.test(e))).toEqual([]);
});

test('the payment estimate follows the down payment', async ({ page }) => {
  await page.goto(`/listings/${listingId}`);
  const estimate = page.getByRole('region', { name: 'Monthly Payment Estimate' });
  const pi = estimate.getByTestId('payment-pi');
  await expect(estimate.getByLabel('Interest rate (% per year)')).toHaveValue('6.5');
  await expect(pi).toHaveText('$2,528');
  await estimate.getByLabel('Down payment (%)').fill('40');
  await expect(pi).toHaveText(/^\$1,896$/);
  await estimate.getByLabel('Down payment as').selectOption('dollars');
  await expect(estimate.getByLabel('Down payment ($)')).toHaveValue('200000');
});

test('an interest rate it cannot read is flagged, no payment is shown from it, and the state stays readable (axe)', async ({ page }) => {
  await page.goto(`/listings/${listingId}`);
  const estimate = page.getByRole('region', { name: 'Monthly Payment Estimate' });
  const rate = estimate.getByLabel('Interest rate (% per year)');
  await expect(rate).toHaveValue('6.5');
  await rate.fill('abc');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(estimate.getByText('Enter the rate as a number, such as 6.5')).toBeVisible();
  await expect(estimate.getByRole('status')).toHaveText('Fix the interest rate to see the estimate.');
  // The last figures stay in view greyed, out of the screen reader's way, and still legible (contrast).
  await expect(estimate.getByTestId('payment-pi')).toHaveText('$2,528');
  expect(await seriousAxeViolations(page, 'payment estimate with an unreadable rate')).toEqual([]);

  await rate.fill('6,5');
  await expect(rate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(estimate.getByRole('status')).toHaveText('');
  await expect(estimate.getByTestId('payment-pi')).toHaveText('$2,528');
});

test('a showing request reaches the admin inbox with the listing named', async ({ page, browser }) => {
  test.slow();
  const visitor = await browser.newPage();
  await visitor.goto(`/listings/${listingId}`);
  const form = visitor.getByRole('form', { name: /Request a showing/ });
  // An empty submit shows the form's own messages, so it is hydrated before it is filled.
  await form.getByRole('button', { name: 'Request a showing' }).click();
  await expect(form.getByText('Choose at least one preferred time')).toBeVisible();
  await form.getByLabel('Full Name').fill(`Jordan Reyes ${tag}`);
  await form.getByLabel('Email').fill(`jordan.${tag}@example.com`);
  await form.getByLabel('Phone').fill('(410) 555-0107');
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Choice 1: date').fill(day);
  await form.getByLabel('Choice 1: time of day').selectOption('afternoon');
  await form.getByLabel('Message (optional)').fill('We would love to see the sunroom.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Request a showing' }).click();
  await expect(visitor.getByText('Thank you, your showing request has been sent.')).toBeVisible();

  await signIn(page);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  const card = page.getByRole('article', { name: `Showing request from Jordan Reyes ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(TITLE) })).toHaveAttribute('href', `/listings/${listingId}`);
  await expect(card.getByText('14 Juniper Lane, Towson, MD 21204')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
});

test('a visitor typing when the showing form code arrives keeps the field and the caret, and the next keys land in it', async ({ page }) => {
  // The live form's code is held back: the visitor starts typing into the server-rendered form.
  await expectTypingSurvivesHandover(page, {
    chunk: /\/assets\/showing-request-form-[^/]+\.js$/,
    url: `/listings/${listingId}`,
    form: /Request a showing/,
    button: 'Request a showing',
  });
});

test('a Sold listing offers no showing form and no estimate', async ({ page, request }) => {
  const list = (await (await request.get('/api/properties?status=sold')).json()) as { id: string }[];
  await page.goto(`/listings/${list[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: /Request a showing/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Monthly Payment Estimate' })).toHaveCount(0);
});

test('the listing page has no serious or critical axe violations', async ({ page }) => {
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByRole('region', { name: 'Monthly Payment Estimate' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('printed, the listing page is a flyer: photo, facts, description and who to call, no navigation or forms', async ({ page }) => {
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('form', { name: /Request a showing/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Monthly Payment Estimate' })).toBeHidden();
  await expect(page.getByText('Year built')).toBeVisible();
  const footer = page.locator('.listing-print-footer');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('License');
  await expect(footer).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
});

test('the same preferred time chosen twice is caught at the repeated choice, before anything is sent', async ({ page }) => {
  await page.goto(`/listings/${listingId}`);
  const form = page.getByRole('form', { name: /Request a showing/ });
  // An empty submit shows the form's own messages, so it is hydrated before it is filled.
  await form.getByRole('button', { name: 'Request a showing' }).click();
  await expect(form.getByText('Choose at least one preferred time')).toBeVisible();
  await form.getByLabel('Full Name').fill(`Casey Moreno ${tag}`);
  await form.getByLabel('Email').fill(`casey.${tag}@example.com`);
  await form.getByLabel('Phone').fill('(410) 555-0108');
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  for (const choice of [1, 2]) {
    await form.getByLabel(`Choice ${choice}: date`).fill(day);
    await form.getByLabel(`Choice ${choice}: time of day`).selectOption('afternoon');
  }
  await form.getByRole('checkbox').check();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /showing/i.test(request.url())) sent.push(request.url());
  });
  await form.getByRole('button', { name: 'Request a showing' }).click();
  await expect(form.getByText('Each preferred time may be chosen once')).toBeVisible();
  await expect(form.getByLabel('Choice 2: date')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // Another part of that day is a different time: the request goes.
  await form.getByLabel('Choice 2: time of day').selectOption('morning');
  await form.getByRole('button', { name: 'Request a showing' }).click();
  await expect(page.getByText('Thank you, your showing request has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
});
