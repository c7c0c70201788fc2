// axe on every service, legal, valuation, thanks and 404 page: no serious or critical
// WCAG 2.1 A/AA violations, on desktop and (for each page shape) on a phone, error toast included.
import { expect, test } from '@playwright/test';
import { fillValuationForm, seriousAxeViolations as seriousViolations } from './helpers';

const pages = [
  '/buyer-services',
  '/seller-services',
  '/investment-properties',
  '/relocation',
  '/foreclosures',
  '/home-valuation',
  '/privacy-policy',
  '/terms',
  '/accessibility',
  '/thanks',
  '/no-such-page',
];

for (const path of pages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, path)).toEqual([]);
  });
}

test('phone layouts have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  for (const path of ['/buyer-services', '/home-valuation', '/terms', '/thanks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page, `${path} @390`)));
  }
  expect(found).toEqual([]);
});

test('the valuation form with its error messages showing passes axe', async ({ page }) => {
  await page.goto('/home-valuation');
  await page.getByRole('button', { name: 'Get My Free Valuation' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page, 'valuation errors')).toEqual([]);
});

test('the error toast of a valuation request that could not be sent passes axe (its text is readable)', async ({ page }) => {
  await page.route('**/api/trpc/valuationRequests.create*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.goto('/home-valuation');
  await fillValuationForm(page, { address: '12 Contrast Lane' });
  await page.getByRole('button', { name: 'Get My Free Valuation' }).click();
  const errorToast = page.locator('.toast-root').filter({ has: page.getByText('Request Not Sent', { exact: true }) });
  await expect(errorToast).toContainText('could not be sent');
  // Faded in: axe measures the colours once it is fully drawn.
  await expect(errorToast).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page, 'valuation not sent')).toEqual([]);
});
