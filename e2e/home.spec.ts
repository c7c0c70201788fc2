// The home page as a visitor sees it: every section in order, the hero, the reviews
// carousel, content fallbacks and accessibility.
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, seriousAxeViolations as seriousViolations } from './helpers';

test('the home page shows the hero, features and every section in order', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Real Estate Partner in Maryland, DC & Northern Virginia');
  await expect(page).toHaveTitle(/Angela Whitfield/);

  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['listings', 'sold', 'reviews', 'about', 'results', 'contact']);

  // Hero: both buttons lead to their sections; the photo is sized and prioritised.
  const hero = page.locator('section.hero');
  await expect(hero.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute('href', '/#contact');
  await expect(hero.getByRole('link', { name: 'View Current Listings' })).toHaveAttribute('href', '/#listings');
  const img = hero.locator('img');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('srcset', /home-800\.webp 800w/);
  await expect(img).toHaveAttribute('width', /\d+/);

  for (const title of ['Negotiation Expertise', 'Market Knowledge', 'Marketing & Technology', 'Professionalism'])
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Sold Track Record' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Proven Results' })).toContainText('$123.6M');
  await expect(
    page.getByRole('region', { name: 'Ready to Make Your Next Move?' }).getByRole('link', { name: 'Get a Free Home Valuation' }),
  ).toHaveAttribute('href', '/home-valuation');
  // The about section shows the agent's logo (the first of its four paths).
  await page.locator('#about').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Angela Whitfield logo' })).toHaveJSProperty('naturalWidth', 600);
  expect(errors).toEqual([]);
});

test('the reviews carousel moves with next and previous and its dots', async ({ page }) => {
  await page.goto('/#reviews');
  const carousel = page.getByRole('region', { name: 'Client reviews' });
  await expect(carousel).toBeVisible();
  // Only the shown slide is exposed to assistive technology.
  const slide = carousel.getByRole('group', { name: /^\d+ of \d+$/ });
  await expect(slide).toHaveCount(1);
  const count = Number((await slide.getAttribute('aria-label'))!.split(' of ')[1]);

  await carousel.getByRole('button', { name: `Show review 1 of ${count}` }).click();
  await expect(slide).toHaveAttribute('aria-label', `1 of ${count}`);
  const first = await slide.locator('.review-card__client').textContent();

  await carousel.getByRole('button', { name: 'Next review' }).click();
  await expect(slide).toHaveAttribute('aria-label', `2 of ${count}`);
  await expect(slide.locator('.review-card__client')).not.toHaveText(first!);

  await carousel.getByRole('button', { name: 'Previous review' }).click();
  await carousel.getByRole('button', { name: 'Previous review' }).click();
  await expect(slide).toHaveAttribute('aria-label', `${count} of ${count}`);
  await expect(slide.getByRole('img', { name: /^Rated \d(\.5)? out of 5$/ })).toBeVisible();
  // Computed from the stored reviews (no external figures are stated in the seed).
  await expect(page.locator('#reviews').getByText(/^\d\.\d rating \| \d+ reviews$/)).toBeVisible();
});

test('when site content cannot be fetched the results still show the statistics computed from the sold records', async ({ page }) => {
  await page.route('**/api/site-content', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/#results');
  const results = page.getByRole('region', { name: 'Proven Results' });
  // The seed's records and baseline compute to the figures a fresh install has always shown.
  for (const figure of ['240', '$123.6M', '$515K', '$127K - $960K', '16']) await expect(results.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Real Estate Partner in Maryland, DC & Northern Virginia');
});

test('the hero still reads well when its photo cannot load', async ({ page }) => {
  await page.route('**/images/hero/**', (route) => route.abort());
  await page.goto('/');
  const hero = page.locator('section.hero');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  // The broken photo is removed rather than shown as a broken-image icon...
  await expect(hero.locator('img')).toHaveCount(0);
  // ...and the navy backdrop stays behind the white title.
  const background = await hero.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain('linear-gradient');
});

test('the home page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client reviews' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no sideways scrolling on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('article').first()).toBeVisible();
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('"Show fewer sales" on a phone leaves the visitor at the button, not sections further down', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const sold = page.locator('#sold');
  const showAll = sold.getByRole('button', { name: /^Show all \d+ sales$/ });
  await showAll.scrollIntoViewIfNeeded();
  await showAll.click();
  const showFewer = sold.getByRole('button', { name: 'Show fewer sales' });
  await showFewer.scrollIntoViewIfNeeded();
  await showFewer.click();
  await expect(sold.getByRole('button', { name: /^Show all \d+ sales$/ })).toBeInViewport();
  await expect(sold.getByRole('button', { name: /^Show all \d+ sales$/ })).toBeFocused();
});

test('a poll that fails once keeps the contact form, and what the visitor typed, on the page', async ({ page }) => {
  // The contact section's code is held back: the visitor types into the server-rendered form.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/contact-section-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const firstPoll = page.waitForRequest('**/api/site-content');
  await page.goto('/');
  await firstPoll; // hydrated (the poll starts after hydration); the contact section has not
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full Name').fill('Morgan Ellis');
  await form.getByLabel('Message').fill('Looking at condos near Silver Spring.');
  // Watch for the form leaving the page at any moment from here on.
  await page.evaluate(() => {
    const w = window as unknown as { formGone?: boolean };
    w.formGone = false;
    const check = () => {
      if (!document.querySelector('#contact form')) w.formGone = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });

  // One poll fails (a dropped connection), then the section's code arrives.
  await page.route('**/api/site-content', (route) => route.abort('connectionreset'), { times: 1 });
  await page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/site-content'));
  // The page has handled the failure (a frame drawn after it) before the code arrives.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  arrive();

  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByLabel('Full Name')).toHaveValue('Morgan Ellis');
  await expect(form.getByLabel('Message')).toHaveValue('Looking at condos near Silver Spring.');
  // Polls succeed again: the page is whole, and the form never left it.
  await page.waitForResponse((r) => r.url().endsWith('/api/site-content') && r.ok());
  await expect(page.locator('#about')).toBeAttached();
  await expect(form.getByLabel('Full Name')).toHaveValue('Morgan Ellis');
  expect(await page.evaluate(() => (window as unknown as { formGone?: boolean }).formGone)).toBe(false);
});

// The server cannot know a visitor's motion setting, and the carousel's script (which pauses the
// reviews for those who asked for reduced motion) may not have run yet: the server's markup must
// not claim the reviews are playing for them. Seen here without JavaScript, as before hydration.
test.describe('the server-rendered reviews button before the script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('says Play for a visitor who asked for reduced motion, Pause for others', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#reviews');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await expect(carousel.getByRole('button', { name: 'Play reviews', exact: true })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Pause/ })).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(carousel.getByRole('button', { name: 'Pause reviews', exact: true })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Play/ })).toHaveCount(0);
  });
});
