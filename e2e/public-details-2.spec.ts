// Details of the public header and the reviews carousel: the carousel's dots on narrow phones,
// the mobile menu before (and without) JavaScript, the desktop header just above the phone layout.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

/** The carousel's dots, Pause/Play and arrows: their boxes, the lines the dots take,. */
async function carouselControls(page: Page) {
  return page.locator('.reviews-carousel__controls').evaluate((controls) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    const dots = [...controls.querySelectorAll<HTMLElement>('.reviews-carousel__dot')];
    return {
      lines: [...new Set(dots.map((dot) => dot.getBoundingClientRect().top))],
      dots: dots.map(box),
      buttons: [...controls.querySelectorAll(':scope > button')].map(box),
      controls: box(controls),
    };
  });
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const width of [360, 390, 1280]) {
  test(`at ${width} px the reviews carousel's controls read in keyboard order, each dot a 24 px target, for up to a dozen reviews`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no rotation while the dots are measured
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await carousel.scrollIntoViewIfNeeded();
    const dots = carousel.getByRole('button', { name: /^Show review \d+ of \d+$/ });
    await expect(dots).toHaveCount(9); // the seed's reviews

    // The seed's nine (one line of dots), then as many as a dozen (copies of the last dot, for the
    // layout only; on phones they may take a second line between the arrows).
    for (const count of [9, 12]) {
      await page.locator('.reviews-carousel__dots').evaluate((row, n) => {
        while (row.children.length < n) row.append(row.lastElementChild!.cloneNode());
      }, count);
      const { lines, dots: boxes, buttons, controls } = await carouselControls(page);
      expect(boxes).toHaveLength(count);
      expect(lines.length, `${count} dots at ${width} px`).toBeLessThanOrEqual(count === 9 || width >= 600 ? 1 : 2);
      for (const dot of boxes) {
        expect(dot.width).toBeGreaterThanOrEqual(24);
        expect(dot.height).toBeGreaterThanOrEqual(24);
        expect(dot.left).toBeGreaterThanOrEqual(controls.left);
        expect(dot.right).toBeLessThanOrEqual(controls.right);
        for (const button of buttons) expect(overlap(dot, button)).toBe(false);
      }
      // Seen left to right, line by line, the controls come in the order Tab reaches them: Pause
      // (above or before the rest), Previous, the dots, Next.
      const [pause, previous, next] = [buttons[0]!, buttons[1]!, buttons[2]!];
      expect(pause.bottom <= previous.top || (pause.right <= previous.left && pause.top < previous.bottom)).toBe(true);
      for (const dot of boxes) {
        expect(dot.left).toBeGreaterThanOrEqual(previous.right);
        expect(dot.right).toBeLessThanOrEqual(next.left);
      }
      for (let i = 1; i < boxes.length; i++) {
        const [before, dot] = [boxes[i - 1]!, boxes[i]!];
        expect(dot.top > before.top || (dot.top === before.top && dot.left >= before.right), `dot ${i + 1} after dot ${i}`).toBe(true);
      }
    }
  });
}

test('without JavaScript the menu button opens the navigation at 390 px and its links work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  for (const path of ['/', '/listings/ellicott-city-colonial']) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    // No script will keep an aria-expanded up to date: the browser states the popover's state itself.
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    await toggle.click();
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'For Sale', 'Sold', 'Reviews', 'About', 'Results', 'Contact']);
    for (const link of await links.all()) await expect(link).toBeInViewport();
    // Below the header, not over it.
    const headerBottom = (await page.locator('header.site-header').boundingBox())!;
    expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
    // The keyboard goes from the button into the menu; Escape closes it.
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // Opened again, a link goes to its section.
    await toggle.click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  }
  await context.close();
});

test('a tap on the menu button before the script has run opens the menu, which the hydrated menu takes over', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The entry script is held back: the page is there, React is not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Contact' })).toBeVisible();

  release();
  // Hydrated: the same menu, open, now React's (with the call to action and contact links).
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'For Sale', 'Sold', 'Reviews', 'About', 'Results', 'Contact']);
  await expect(main).toBeHidden();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Free Consultation' })).toBeVisible();
  // Escape closes it and gives the focus back to the button, as before.
  await toggle.focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // The button now works the React menu only: no popover comes back with it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(main).toBeHidden();
  expect(errors).toEqual([]);
});

test('at 1024 px every header link stays on one line and the consultation button inside the page margin', async ({ page }) => {
  for (const width of [1024, 1060, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveCount(7);
    const heights = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height));
    expect(new Set(heights).size, `link heights at ${width} px: ${heights.join(', ')}`).toBe(1);
    // The button's right edge lines up with the social bar's text above it, not past it.
    const inner = await page
      .locator('.site-header__inner')
      .evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
    const cta = (await page.locator('.site-header__cta').boundingBox())!;
    expect(cta.x + cta.width, `at ${width} px`).toBeLessThanOrEqual(inner + 0.5);
  }
});
