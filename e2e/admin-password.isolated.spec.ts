// Runs against its own server: it changes the admin password and signs sessions out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './helpers';

const NEW_PASSWORD = 'Chesapeake-Harbor-Lights-77';

function toast(page: Page, title: string): Locator {
  return page.locator('.toast-root').filter({ has: page.getByText(title, { exact: true }) });
}

test('changes the password, signs in with the new one, and logging out closes the dashboard', async ({ page, browser }) => {
  // A second browser signed in with the old password is signed out by the change.
  const other = await browser.newPage();
  await signIn(other);

  await signIn(page);
  await page.getByRole('tab', { name: 'Settings' }).click();

  // The panel's own checks come first, under 'Validation Error'.
  await page.getByLabel('Current Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Validation Error')).toContainText('New password and confirmation do not match');

  // The server is stricter than the panel: a common password is refused with its reason.
  await page.getByLabel('New Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password Change Failed')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('password123');

  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password Updated')).toContainText('Your admin password has been successfully changed');
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  // The other browser's session is over: its next call sends it to sign in. It makes one by
  // itself: its open Site Content tab asks the server again every 5 seconds.
  await expect(other).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await other.close();

  // Log out, then the old password fails and the new one works.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');

  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toContainText('Invalid credentials');

  await signIn(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN_USERNAME}` })).toBeVisible();

  // Sign out: the dashboard is closed, even by its address, and asks the server nothing more
  // without a session (no 401 in the console).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, 'Logged out')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([null, null]);
});
