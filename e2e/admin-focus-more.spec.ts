// Where the keyboard focus goes after a button that is disabled while the server answers (Chrome
// drops the focus of a disabled button to the page), and toasts raised while an editor dialog
// is open: drawn above it, heard by screen readers, reachable with F8.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, openAddProperty, openTab, signIn, toast } from './helpers';

/**
 * Holds this tRPC procedure's answers until the returned function is called, as over a slow
 * network: its button stays disabled meanwhile, for as long as the test needs to see it so.
 */
async function holdAnswers(page: Page, procedure: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/trpc/${procedure}?*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where the element's centre is, what is drawn there, and whether screen readers may reach it. */
function drawnOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { onTop: !!hit && element.contains(hit), hidden: !!element.closest('[aria-hidden="true"], [inert]') };
  });
}

test('Save Statistics has the focus again once the statistics are saved', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Sold Properties');
  const save = page.getByRole('button', { name: 'Save Statistics' });
  const answer = await holdAnswers(page, 'stats.updateSettings');
  // Saved as they are: the public figures stay what the other journeys expect.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  answer();
  await expect(toast(page, 'Success')).toContainText('Statistics updated');
  await expect(save).toBeFocused();
});

test('a refused password puts the focus on the Password field; a right one goes to the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  const answer = await holdAnswers(page, 'admin.login');
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  answer();
  await expect(toast(page, 'Login failed')).toContainText('Invalid credentials');
  await expect(password).toBeFocused();

  // The field is where to type again; Enter signs in and the panel opens (the focus is not pulled back).
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('a toast raised while an editor dialog is open is drawn above it, heard and reachable with F8', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Testimonials');
  // A review being written when the session ended comes back when Add Testimonial is opened again.
  await page.evaluate(() => sessionStorage.setItem('adminFormDrafts', JSON.stringify({ 'testimonial:new': { values: { client: 'Draft Client' } } })));
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await expect(dialog.getByLabel(/^Client/)).toHaveValue('Draft Client');
  const restored = toast(page, 'Unsaved changes restored');
  await expect(restored).toBeVisible();
  // Once the dialog has finished opening the toast is inside it, over the overlay and the form.
  await expect.poll(() => drawnOnTop(restored)).toEqual({ onTop: true, hidden: false });
  // getByRole leaves out what screen readers cannot reach (aria-hidden).
  const area = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(area.getByRole('button', { name: 'Close notification' })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.locator('.toast-viewport')).toBeFocused();
  // Escape in the toast closes the toast; the dialog stays.
  await page.keyboard.press('Escape');
  await expect(restored).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('a file refused in the property editor says so above the dialog', async ({ page }) => {
  const dialog = await openAddProperty(page);
  await dialog
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  const refused = toast(page, 'Please select an image file');
  await expect(refused).toBeVisible();
  await expect.poll(() => drawnOnTop(refused)).toEqual({ onTop: true, hidden: false });
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Please select an image file');
  // The dialog closes as before; the toast goes back to its place in the page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => drawnOnTop(refused)).toEqual({ onTop: true, hidden: false });
});
