// The thank-you page after a contact message: outside the site layout, a way home, and the
// automatic return to / by a full page load after 8 seconds.
import { expect, test } from '@playwright/test';
import { fillContactForm } from './helpers';

test('thanks page explains what happens next and returns home on request', async ({ page }) => {
  await page.goto('/thanks');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank You');
  await expect(page.getByRole('main')).toHaveCount(1);
  // No site header or footer around it.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText('Personal review within 24 hours')).toBeVisible();
  await expect(page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByText(/Maryland Real Estate Commission License/)).toBeVisible();
  await expect(page.getByText(/Virginia Real Estate Board License/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /automatic return to the homepage/i })).toBeVisible();

  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('thanks page fills its progress bar and reloads the home page after 8 seconds', async ({ page }) => {
  // The page's clock is Playwright's: the 8 seconds pass when the test says so, however slow the
  // machine (the exact timing is src/routes/public/pages/thanks.test.tsx's).
  await page.clock.install();
  await page.goto('/thanks');
  const bar = page.getByRole('progressbar', { name: /automatic return to the homepage/i });
  await expect(bar).toBeVisible();
  // A marker on window survives client-side navigation but not a full page load.
  await page.evaluate(() => ((window as unknown as { thanksMarker: boolean }).thanksMarker = true));
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  expect(page.url()).toMatch(/\/thanks$/);

  await page.clock.runFor(3000);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(30);
  expect(page.url()).toMatch(/\/thanks$/);

  await page.clock.runFor(5000);
  await page.waitForURL((url) => url.pathname === '/');
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { thanksMarker?: boolean }).thanksMarker)).toBeUndefined();
});

test('a sent contact message finds the thank-you page already on its way, and a slow one shows that it is loading', async ({ page }) => {
  // The thank-you page's code is held until the test lets it go; the order of requests is noted.
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/thanks-[^/]*\.js$/, async (route) => {
    order.push('thanks page code');
    await held;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().includes('contactMessages.create')) order.push('message');
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await form.getByLabel('Full Name').fill('Priya Shah');
  // Asked for as soon as the visitor starts on the form, not after the message is sent.
  await expect.poll(() => order).toEqual(['thanks page code']);
  await fillContactForm(form, { message: 'Please call me about a showing.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(order).toEqual(['thanks page code', 'message']);

  // Still not in: the visitor sees that the page is coming, not a blank white screen.
  const loading = page.getByRole('status').filter({ hasText: 'Loading page...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveCSS('opacity', '1');
  const text = await page.getByText('Loading page...').boundingBox();
  expect(text!.height).toBeGreaterThan(10);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank You');
  await expect(loading).toHaveCount(0);
});
