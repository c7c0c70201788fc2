// With JavaScript turned off: the listing filters still filter (a GET form the server renders the
// results for), and every lead form says why it cannot be sent and how to reach the agent instead.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { matchesFilters, type Property } from '../domain/property';
import { contentValue } from '../domain/site-content';
import { telHref } from '../domain/phone';

const NOTE = /^This form needs JavaScript, which is turned off in your browser\./;

async function withoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

async function contactDetails(page: Page) {
  const content = (await (await page.request.get('/api/site-content')).json()) as Record<string, string>;
  return { phone: contentValue(content, 'contact_phone'), email: contentValue(content, 'contact_email') };
}

test('without JavaScript the home page filters listings with "Apply filters", and the contact form gives the phone', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJavaScript(browser, baseURL);
  const all = (await (await page.request.get('/api/properties')).json()) as Property[];
  const sold = all.filter((p) => matchesFilters(p, 'sold', 'all')).map((p) => p.title);
  expect(sold.length).toBeGreaterThan(0);
  expect(sold.length).toBeLessThan(all.length);
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');

  await page.goto('/#listings');
  await expect(cards).toHaveCount(all.length);
  await page.getByLabel('Status').selectOption('sold');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(/\/\?status=sold&.*sort=price-desc#listings$/);
  const byPrice = all.filter((p) => matchesFilters(p, 'sold', 'all')).sort((a, b) => b.price - a.price);
  await expect(cards.getByRole('heading')).toHaveText(byPrice.map((p) => p.title));
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${sold.length} of ${all.length} properties`);
  // The choices stay as they were applied.
  await expect(page.getByLabel('Status')).toHaveValue('sold');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');

  const { phone, email } = await contactDetails(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByText(NOTE)).toBeVisible();
  await expect(form.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
  await expect(form.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await context.close();
});

test('without JavaScript the valuation card and the showing request form say how to reach the agent', async ({ browser, baseURL }) => {
  const { context, page } = await withoutJavaScript(browser, baseURL);
  const { phone } = await contactDetails(page);

  await page.goto('/home-valuation');
  const card = page.locator('#request-valuation');
  await expect(card.getByText(NOTE)).toBeVisible();
  await expect(card.getByRole('link', { name: phone })).toBeVisible();
  // Nothing announces a form that will never load, and no empty space is kept for it.
  await expect(card.getByRole('status')).toHaveCount(0);
  expect((await card.boundingBox())!.height).toBeLessThan(400);

  const listing = ((await (await page.request.get('/api/properties')).json()) as Property[]).find((p) => matchesFilters(p, 'available', 'all'))!;
  await page.goto(`/listings/${listing.id}`);
  const showing = page.getByRole('region', { name: 'Request a showing' });
  await expect(showing.getByText(NOTE)).toBeVisible();
  await expect(showing.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
  await context.close();
});
