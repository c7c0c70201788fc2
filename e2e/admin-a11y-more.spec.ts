// Keyboard and screen-reader use of the admin panel beyond the main journeys: the photo manager's
// buttons keep the focus with the photo they move, and the Settings tables on a phone.
import { expect, test, type Page } from '@playwright/test';
import { openAddProperty, openTab, seriousAxeViolations, signIn, solidImage } from './helpers';

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
