// The thank-you page after a contact message: outside the site layout, a way home, and the
// automatic return to / by a full page load after 8 seconds.
import { expect, test } from '@playwright/test';

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
