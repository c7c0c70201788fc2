// Keyboard and screen-reader use of the admin panel beyond the main journeys: the photo manager's
// buttons keep the focus with the photo they move, the Settings tables on a phone, and the
// contrast of error toasts and focus rings.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAddProperty, openTab, seriousAxeViolations, signIn, solidImage, toast } from './helpers';

test("the photo manager's buttons keep the keyboard focus with the photo that moved, never on the page", async ({ page }) => {
  const dialog = await openAddProperty(page);
  await dialog.getByLabel('Add photos', { exact: true }).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await solidImage('#3d6b8f') },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: await solidImage('#8f6b3d') },
    { name: 'yard.png', mimeType: 'image/png', buffer: await solidImage('#3d8f6b') },
  ]);
  await expect(dialog.getByLabel('Alt text for photo 3', { exact: true })).toBeVisible();
  for (const [n, alt] of ['Front', 'Kitchen', 'Yard'].entries()) await dialog.getByLabel(`Alt text for photo ${n + 1}`, { exact: true }).fill(alt);
  const alt = (n: number) => dialog.getByLabel(`Alt text for photo ${n}`, { exact: true });
  const button = (name: string) => dialog.getByRole('button', { name, exact: true });
  const press = async (name: string) => {
    await button(name).focus();
    await page.keyboard.press('Enter');
  };

  // The photo becomes the cover: its Make cover and Move earlier are off, Move later is its next step.
  await press('Make cover: photo 3');
  await expect(alt(1)).toHaveValue('Yard');
  await expect(button('Move later: photo 1')).toBeFocused();
  // Enter again moves the same photo on, and the focus goes with it.
  await page.keyboard.press('Enter');
  await expect(alt(2)).toHaveValue('Yard');
  await expect(button('Move later: photo 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alt(3)).toHaveValue('Yard');
  await expect(button('Move earlier: photo 3')).toBeFocused();

  await press('Move earlier: photo 2');
  await expect(alt(1)).toHaveValue('Kitchen');
  await expect(button('Move later: photo 1')).toBeFocused();

  // Remove: the photo that took its place, else the one before, else the file picker.
  await press('Remove: photo 1');
  await expect(alt(1)).toHaveValue('Front');
  await expect(button('Remove: photo 1')).toBeFocused();
  await press('Remove: photo 2');
  await expect(button('Remove: photo 1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('No photos yet.')).toBeVisible();
  await expect(dialog.getByLabel('Add photos', { exact: true })).toBeFocused();
});

/**
 * Adds these entries to the activity log as the server sends it (a throttled sign-in takes
 * LOGIN_MAX_ATTEMPTS refused passwords, and the other journeys share the server).
 */
async function addToActivityLog(page: Page, extra: (first: Record<string, unknown>) => Record<string, unknown>[]) {
  await page.route(/\/api\/trpc\/[^?]*audit\.list/, async (route) => {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.replace(/^\/api\/trpc\//, '').split(',');
    const body = (await response.json()) as { result?: { data: { json: Record<string, unknown>[] } } }[];
    const log = body[procedures.indexOf('audit.list')]?.result?.data;
    if (log && log.json[0]) log.json.push(...extra(log.json[0]));
    await route.fulfill({ response, json: body });
  });
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Settings tables fit the screen and pass axe, a long event in the activity log included', async ({ page }) => {
    await addToActivityLog(page, (first) => [{ ...first, id: 'throttled-sign-in', type: 'sign-in.failure', details: { reason: 'throttled' } }]);
    await signIn(page);
    await openTab(page, 'Settings');
    const log = page.getByRole('table', { name: 'Activity log' });
    await expect(log.getByRole('row', { name: /too many attempts, locked out/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Signed-in devices' })).toBeVisible();
    expect(await seriousAxeViolations(page, 'Settings at 390 px')).toEqual([]);

    // Every row stacks into the screen's width: the user name goes under a long event, nothing sticks out.
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.admin-stack-table [data-radix-scroll-area-viewport]')].map((v) => v.scrollWidth - v.clientWidth),
    );
    expect(overflow.length).toBeGreaterThanOrEqual(2);
    expect(overflow.every((extra) => extra <= 0)).toBe(true);
  });
});

test('a table wider than its card is a named region the keyboard can reach and scroll', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 844 });
  const record = `Whitfield-Residence-${'0123456789'.repeat(12)}`;
  await addToActivityLog(page, (first) => [
    { ...first, id: 'long-record', type: 'record.updated', target: { type: 'property', id: 'p-long', label: record } },
  ]);
  await signIn(page);
  await openTab(page, 'Settings');
  const region = page.getByRole('region', { name: 'Activity log' });
  await expect(region.getByRole('table', { name: 'Activity log' })).toContainText(record);
  expect(await seriousAxeViolations(page, 'Settings at 600 px')).toEqual([]);

  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((e) => e.scrollLeft)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  // Its focus ring shows where the keyboard is.
  expect(await region.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');

  // The tables that fit add no Tab stop.
  await expect(page.getByRole('region', { name: 'Signed-in devices' })).toHaveCount(0);
});

test('the failed sign-in toast passes axe: its white text is readable on its red', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const failed = toast(page, 'Login failed');
  await expect(failed).toContainText('Invalid credentials');
  // Faded in: axe measures the colours once it is fully drawn.
  await expect(failed).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page, 'login failed toast')).toEqual([]);
});

/**
 * Reaches the control with the keyboard (so its focus ring shows) and measures the ring against
 * what it is drawn beside: the control's own background and the one around it.
 */
async function focusRingContrast(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  return control.evaluate((el) => {
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [la, lb] = [luminance(a), luminance(b)];
      return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    };
    const opaque = (e: Element | null) => {
      for (; e; e = e.parentElement) {
        const colour = rgba(getComputedStyle(e).backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) > 0.5) return colour;
      }
      return [255, 255, 255];
    };
    const style = getComputedStyle(el);
    const ring = rgba(style.outlineColor);
    const own = rgba(style.backgroundColor);
    const beside = [opaque(el.parentElement), ...(own.length === 3 || (own[3] ?? 0) > 0.5 ? [own] : [])];
    return {
      ring: style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`,
      contrast: Math.min(...beside.map((b) => Math.round(ratio(ring, b) * 100) / 100)),
    };
  });
}

test('the select buttons and tab panels of the panel show a focus ring of 3:1 or more', async ({ page }) => {
  await signIn(page);
  const section = page.getByRole('combobox', { name: 'Show section' });
  const ring = await focusRingContrast(page, section);
  expect(ring.ring).toBe('2px solid');
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
  expect(await seriousAxeViolations(page, 'Show section focused')).toEqual([]);
  expect((await focusRingContrast(page, page.getByRole('tabpanel', { name: 'Site Content' }))).contrast).toBeGreaterThanOrEqual(3);

  // In an editor dialog too (drawn outside the page's own box).
  await openTab(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  expect((await focusRingContrast(page, dialog.getByRole('combobox', { name: 'Status' }))).contrast).toBeGreaterThanOrEqual(3);
});
