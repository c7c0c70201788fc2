import { expect, test } from '@playwright/test';

test('the home page loads and unknown pages are a 404', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await request.get('/no-such-page');
  expect(res.status()).toBe(404);
});
