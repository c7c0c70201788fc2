// The agent's side of operations: a bot-looking submission waits in the Spam folder and "Not spam"
// brings it into Messages; Settings shows the last backup, makes one now and downloads one.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('a submission judged as spam waits in the Spam folder until the agent says Not spam', async ({ page, baseURL }) => {
  const name = `Rapid Filler ${tag()}`;
  // Sent the way a form-filling bot would: the hidden honeypot field filled in. It still hears "success".
  const res = await fetch(`${baseURL}/api/contact/formcarry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'rapid@example.com',
      phone: '410-555-0100',
      subject: 'buying',
      message: 'Hello there',
      website: 'http://x.example',
    }),
  });
  expect(res.status).toBe(201);

  await signIn(page);
  await openTab(page, 'Messages');
  const contactList = page.getByRole('list', { name: 'Contact messages' });
  await expect(page.getByRole('heading', { name: /^Contact messages/ })).toBeVisible();
  await expect(contactList.getByText(name)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show spam' }).click();
  const spam = page.getByRole('list', { name: 'Spam' });
  await expect(spam.getByText(name)).toBeVisible();
  await spam.getByRole('button', { name: `Not spam: ${name}` }).click();
  await expect(spam.getByText(name)).toHaveCount(0);
  await expect(contactList.getByText(name)).toBeVisible();
});

test('Settings shows the last backup, backs up now and downloads a backup', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Last backup: .*(KB|MB|bytes)$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^agent-site-.*-download\.tar\.gz$/);
});
