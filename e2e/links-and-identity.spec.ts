// Links are checked where the agent types them, unknown admin addresses are a plain 404, a Sold
// listing offers similar homes rather than a showing, and Contact on /contact stays on the page.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('the admin shows the link rule before sending and sends nothing', async ({ page }) => {
  await signIn(page);
  const website = page.getByLabel(/^Contact section: Website \(/);
  await website.fill('javascript:alert(document.cookie)');
  await expect(page.getByRole('alert').filter({ hasText: 'Website must be a web address starting with https://' })).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  const name = 'Contact section: Website (https:// address, blank to hide)';
  await expect(page.getByRole('button', { name: `Save ${name}`, exact: true })).toBeDisabled();
  await page.getByRole('button', { name: `Undo changes to ${name}`, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Website must be' })).toHaveCount(0);
});

test('the server refuses a javascript: link with a message naming the field', async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: 'e2e-Admin-Pass-2026' } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.put('/api/admin/content/testimonials_link_url', {
    data: { value: 'javascript:alert(document.cookie)' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('Reviews link must be a web address starting with https://');
});

test('an unknown admin address is a 404 without the public header and footer', async ({ page }) => {
  const response = await page.goto('/admin/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a Sold listing says Sold and offers similar homes instead of a showing', async ({ page }) => {
  await page.goto('/listings/towson-cape-cod');
  await expect(page.getByRole('heading', { level: 2, name: 'Sold' })).toBeVisible();
  const ask = page.getByRole('link', { name: /Ask about homes similar to 214 Overbrook Road/ });
  await expect(ask).toBeVisible();
  await expect(page.getByText(/private showing/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /request a showing/i })).toHaveCount(0);
  await ask.click();
  await expect(page).toHaveURL(/\/contact\?about=homes%20similar%20to/);
  await expect(page.getByLabel(/^Message/)).toHaveValue(/homes similar to 214 Overbrook Road/);
});

test('Contact in the navigation of /contact moves to the form on that page', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact#contact$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport();
});

test('placeholder social links are gone and page titles name the agent once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /on (Facebook|Instagram|LinkedIn)/ })).toHaveCount(0);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /Real Estate$/);
});
