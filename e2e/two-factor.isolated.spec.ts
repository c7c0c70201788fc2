// Runs against its own server: turning two-factor sign-in on changes how every session signs in.
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './helpers';

/** What an authenticator app would show for this secret (RFC 6238, SHA-1, 30 s, 6 digits). */
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

test('turn on two-factor sign-in from Settings, sign out, and sign in with a generated code', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // Scan nothing: read the secret from the page, as typing it into an app would.
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const setupForm = page.getByRole('form', { name: 'Confirm two-factor setup' });
  // An open session is not enough to turn it on: the password is asked for first.
  await setupForm.getByLabel('Password').fill('not-the-password');
  await setupForm.getByLabel('Code from the app').fill(codeFor(secret));
  await setupForm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(setupForm.getByLabel('Password')).toBeFocused();
  await expect(setupForm.getByText('Password is incorrect')).toBeVisible();

  await setupForm.getByLabel('Password').fill(ADMIN_PASSWORD);
  await setupForm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = page.getByRole('region', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText(/recovery codes left/)).toContainText('10 recovery codes left');

  // This device is listed with its browser; the activity log shows the change.
  await expect(page.getByRole('table', { name: 'Signed-in devices' })).toContainText('This device');
  await expect(page.getByRole('table', { name: 'Activity log' })).toContainText('Two-factor turned on');

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/admin(\/login)?$/);

  // The password alone is not enough now: the code step follows.
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Two-factor verification' });
  await expect(step).toBeVisible();
  // The next step's code: the one used to confirm setup may still be the current one, and codes are single-use.
  await step.getByLabel('Authentication code').fill(codeFor(secret, Date.now() + 30_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
