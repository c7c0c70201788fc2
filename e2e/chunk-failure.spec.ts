// A script file that does not arrive (a deploy replaced the hashed files an open tab was built
// against, or a request dropped on a weak connection) never leaves a blank page or a form that
// cannot be sent: a page change loads the address in full (the new build), a form says so with
// the phone and a "Try again" that keeps what was typed.
import { expect, test, type Page } from '@playwright/test';

const VALUATION_PAGE_CHUNK = /\/assets\/home-valuation-[^/]+\.js$/;
const CONTACT_FORM_CHUNK = /\/assets\/contact-form-[A-Za-z0-9_-]{8}\.js$/;
const VALUATION_FORM_CHUNK = /\/assets\/valuation-form-[^/]+\.js$/;

/** Opens a page and waits until it is hydrated (the site-content poll starts after hydration). */
async function openHydrated(page: Page, path: string) {
  const firstPoll = page.waitForRequest('**/api/site-content');
  await page.goto(path);
  await firstPoll;
}

/** The full page loads of the tab from here on (a client-side page change is none). */
function countPageLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test.describe('a page change whose script is gone', () => {
  test('after a deploy, loads the new address in full and shows the page', async ({ page }) => {
    await openHydrated(page, '/seller-services');
    // The open tab's build is gone from the server; a full page load gets the new one.
    const loads = countPageLoads(page);
    await page.route(VALUATION_PAGE_CHUNK, (route) => (loads.length === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));

    await page.getByRole('link', { name: 'What Is My Home Worth?' }).click();
    await expect(page).toHaveURL(/\/home-valuation$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/valuation/i);
    await expect(page.getByRole('heading', { name: 'Request Your Free Valuation' })).toBeVisible();
    expect(loads).toEqual([expect.stringMatching(/\/home-valuation$/)]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when it keeps failing, reloads once, then says so with a reload link, the header with the phone still there', async ({ page }) => {
    await openHydrated(page, '/seller-services');
    await page.route(VALUATION_PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const loads = countPageLoads(page);

    await page.getByRole('link', { name: 'What Is My Home Worth?' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/home-valuation$/);
    await expect(alert.getByRole('link', { name: 'reload the page' })).toBeVisible();
    // The page the server sent stays readable below the note.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/valuation/i);
    // The site around it is still there, the agent's phone in its header.
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })
        .first(),
    ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    // One full load of the address, no loop: the note is what the reloaded page shows instead of
    // reloading again, so once that page has finished loading the sequence is over.
    await page.waitForLoadState('load');
    expect(loads).toEqual([expect.stringMatching(/\/home-valuation$/)]);
    await expect(alert).toBeVisible();

    // The connection is back: the link loads the page.
    await page.unroute(VALUATION_PAGE_CHUNK);
    await alert.getByRole('link', { name: 'reload the page' }).click();
    await expect(page.getByRole('heading', { name: 'Request Your Free Valuation' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('a contact form whose script fails says so, keeps what was typed, and "Try again" brings the form', async ({ page }) => {
  await page.route(CONTACT_FORM_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The form could not be loaded. Check your connection and try again, or call');
  await expect(alert.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:/);
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // No button that looks as if it sends but never can; the page is all there.
  await expect(form.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await form.getByLabel('Full Name').fill('Morgan Ellis');
  await form.getByLabel('Message').fill('Looking at condos near Silver Spring.');
  await page.unroute(CONTACT_FORM_CHUNK);
  await form.getByRole('button', { name: 'Try again' }).click();

  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toHaveValue('Morgan Ellis');
  await expect(form.getByLabel('Message')).toHaveValue('Looking at condos near Silver Spring.');
});

test('the valuation card shows it is loading on a slow connection, and a failed form script costs the card, not the page', async ({ page }) => {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(VALUATION_FORM_CHUNK, async (route) => {
    await held;
    await route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('/home-valuation');
  const card = page.locator('#request-valuation');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('status')).toBeVisible();
  await expect(card.getByText('Loading the valuation form…')).toBeVisible();

  arrive();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('The form could not be loaded. Check your connection and try again, or call');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Request a Valuation?' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute(VALUATION_FORM_CHUNK);
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('button', { name: 'Get My Free Valuation' })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('the admin panel whose code is gone reloads once, then says so instead of a blank page', async ({ page }) => {
  const loginChunk = /\/assets\/login-page-[^/]+\.js$/;
  await page.route(loginChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const loads = countPageLoads(page);
  await page.goto('/admin');
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // The first load and the one reload, no loop: the note is shown by the reloaded page instead of
  // reloading again, so once that page has finished loading the sequence is over.
  await page.waitForLoadState('load');
  expect(loads).toHaveLength(2);

  await page.unroute(loginChunk);
  await alert.getByRole('link', { name: 'reload the page' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});
