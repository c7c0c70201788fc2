// The layout around every public page: section links from another page, the mobile
// menu, the desktop-only social bar, the skip link, and pages that reflow into 320 px.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './helpers';

test('a section link on another page goes to the home page and scrolls to the section', async ({ page }) => {
  await page.goto('/buyer-services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/#reviews$/);
  // The home page's code and the reviews section load first; on a machine busy with other
  // journeys that alone has taken longer than the default 7 s.
  await expect(page.locator('#reviews')).toBeInViewport({ timeout: 15_000 });
  // Not hidden behind the sticky header, also once its reviews have been drawn in it.
  await expect(page.getByRole('region', { name: 'Client reviews' })).toBeVisible();
  await expect(async () => {
    const top = await page.locator('#reviews').evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 2);
  }).toPass({ timeout: 7_000 });
  await expect(page.locator('#reviews')).toBeInViewport();
});

test('a section link lands on its section when the listings above it arrive late (slow network)', async ({ page }) => {
  await page.goto('/buyer-services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home page's data, fetched on the way there, is held until the link has landed on the
  // section and the page has kept it there for longer than its first hold of 2.5 s.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route('**/api/trpc/**', async (route) => {
    await released;
    await route.continue();
    answered += 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/#reviews$/);
  await expect(page.locator('#reviews')).toBeFocused({ timeout: 15_000 });
  await expect(page.locator('#reviews').getByLabel('Loading reviews')).toBeVisible();
  await page.waitForTimeout(3000);
  release();
  await expect.poll(() => answered).toBeGreaterThan(0);
  // Everything above the section has been drawn (the listings, then the sold homes' table), and
  // the section's own reviews.
  await expect(page.locator('#listings').getByRole('heading', { level: 3 }).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('#sold').getByRole('table')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Client reviews' })).toBeAttached();
  // The section is where the link promised (put back there if that content pushed it away).
  await expect(async () => {
    const top = await page.locator('#reviews').evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 2);
    expect(top).toBeLessThan(headerBottom + 80);
  }).toPass({ timeout: 7_000 });
  await expect(page.locator('#reviews')).toBeInViewport();
});

test('on the home page a section link scrolls without leaving the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
  await expect(page.locator('#results')).toBeInViewport();
  await expect(page).toHaveURL(/\/#results$/);
});

test('the mobile menu opens at 390 px and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The social bar with phone and email is for desktops only.
  await expect(page.locator('.site-topbar')).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'For Sale', 'Sold', 'Reviews', 'About', 'Results', 'Contact']);

  await menu.getByRole('link', { name: 'About' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(page.locator('#about')).toBeInViewport();
});

test('the desktop header shows phone, email and social links; the skip link moves focus to the content', async ({ page }) => {
  await page.goto('/contact');
  const topbar = page.locator('.site-topbar');
  await expect(topbar.getByRole('link', { name: /\(410\) 555-0187/ })).toHaveAttribute('href', 'tel:+14105550187');
  await expect(topbar.getByRole('link', { name: /angela@whitfieldhomegroup\.com/ })).toHaveAttribute('href', 'mailto:angela@whitfieldhomegroup.com');
  // No placeholder profile ships: a social icon appears only once the agent enters a real profile.
  await expect(topbar.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  // Hidden above the page, it casts no shadow onto the page's top edge.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer lists services, licences for both jurisdictions and the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveText([
    'Buyer Services',
    'Seller Services',
    'Investment Properties',
    'Relocation Assistance',
    'Foreclosure Guidance',
    'Free Home Valuation',
  ]);
  await expect(footer).toContainText('Maryland Real Estate Commission License');
  await expect(footer).toContainText('Virginia Real Estate Board License');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test('the phone layout with the menu open has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('at 360 px, tabbing past the open mobile menu closes it; Shift+Tab back to the toggle keeps it open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const links = menu.getByRole('link');
  await expect(links).toHaveCount(7);
  // Into the menu and back to the toggle: still open.
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Past the menu's last link (its e-mail, under the call to action), focus goes to the page:
  // the menu no longer covers it.
  await page.locator('#mobile-menu').getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true);
});

test('the sticky header never covers what the keyboard reaches', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/listings/ellicott-city-colonial');
  const headerBottom = async () => (await page.locator('header.site-header').boundingBox())!.height;
  // The skip link, then the first control of the page: below the header, not under it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const back = page.getByRole('link', { name: /Back to listings/ });
  await expect(back).toBeFocused();
  expect((await back.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
  // Backwards from the page's end, a field scrolled to is not hidden under the header either.
  await page.getByRole('button', { name: 'Request a showing' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const focused = await page.evaluate<number>(() => document.activeElement!.getBoundingClientRect().top);
  expect(focused).toBeGreaterThanOrEqual(await headerBottom());
});

/** What is drawn past the right edge of the screen (to be cut off or scrolled to), by tag, class and text. */
function pastTheRightEdge(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.right <= width + 0.5) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      // Screen-reader-only text (clipped to a pixel) and rows of a region that scrolls sideways by itself are reachable.
      let reachable = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const rect = up.getBoundingClientRect();
        if (/auto|scroll/.test(style.overflowX) || (style.overflow !== 'visible' && rect.width <= 1)) reachable = true;
      }
      if (!reachable)
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, found: found.slice(0, 8) };
  });
}

test('at 320 px (1280 px at 400 % zoom) listing and legal pages fit the screen: nothing is cut off at the right', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/listings/ellicott-city-colonial', '/listings/navy-yard-condo', '/privacy-policy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/listings/')) {
      await expect(page.getByRole('heading', { name: 'Share this home' })).toBeVisible();
      // A home for sale shows the payment estimate, a sold one does not.
      if (path.endsWith('colonial')) await expect(page.getByRole('heading', { name: 'Monthly Payment Estimate' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'angela@whitfieldhomegroup.com' }).last()).toBeAttached();
    }
    // Down the whole page, so that whatever loads as it comes into view is drawn too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    expect(await pastTheRightEdge(page), path).toEqual({ scrollWidth: 320, found: [] });
  }
});

test('at 360 px every Share button of a listing keeps its label on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/listings/ellicott-city-colonial');
  const share = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Copy link' }) });
  await expect(share.getByRole('listitem')).toHaveCount(4);
  const heights = await share.locator('a, button').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  // One line of text fits the buttons' 42 px minimum; a label that wraps makes its button taller.
  expect(new Set(heights).size, heights.join(', ')).toBe(1);
});
