// Leads from both public forms reach the agent's inbox: e-mail status (the e2e server runs a
// loopback SMTP server, so notifications are on and really go out), unread count, read state,
// and the CSV export. Other specs share this server, so counts are compared, never assumed.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

function toast(page: Page, title: string): Locator {
  return page.locator('.toast-root').filter({ has: page.getByText(title, { exact: true }) });
}

/** The unread count the Messages tab announces ("3 unread"), 0 when it announces none. */
async function tabUnread(page: Page): Promise<number> {
  const tab = page.getByRole('tab', { name: 'Messages', exact: true });
  const id = await tab.getAttribute('aria-describedby');
  if (!id) return 0;
  const text = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  return Number(/^(\d+) unread$/.exec(text)?.[1] ?? 0);
}

test('both public forms land in Messages as new leads with e-mail status, read state and a CSV export', async ({ page, browser }) => {
  test.slow();
  const id = tag();
  const contactName = `Priya Natarajan ${id}`;
  const valuationName = `Marcus Boyd ${id}`;

  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name', { exact: true }).fill(contactName);
  await form.getByLabel('Email', { exact: true }).fill(`priya.${id}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill('(410) 555-0188');
  await form.getByLabel('Subject', { exact: true }).selectOption('buying');
  await form
    .getByLabel('Message', { exact: true })
    .fill('We are relocating to Ellicott City in June and need a four-bedroom home near good schools.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor).toHaveURL(/\/thanks$/);

  await visitor.goto('/home-valuation');
  const submit = visitor.getByRole('button', { name: 'Get My Free Valuation' });
  // An empty submit shows the form's own messages, so it is hydrated before it is filled.
  await submit.click();
  await expect(visitor.getByText('Name is required')).toBeVisible();
  await field(visitor, 'Full Name').fill(valuationName);
  await field(visitor, 'Email Address').fill(`marcus.${id}@example.com`);
  await field(visitor, 'Phone Number').fill('(301) 555-0134');
  await field(visitor, 'Street Address').fill(`${id} Inbox Test Court`);
  await field(visitor, 'City').fill('Bethesda');
  await field(visitor, 'State').fill('MD');
  await field(visitor, 'ZIP Code').fill('20814');
  await field(visitor, 'Property Type').selectOption('Townhouse');
  await field(visitor, 'Square Footage').fill('1850');
  await field(visitor, 'Bedrooms').fill('3');
  await field(visitor, 'Bathrooms').fill('2.5');
  await field(visitor, 'Year Built').fill('1994');
  await submit.click();
  await expect(toast(visitor, 'Valuation Request Received')).toBeVisible();
  await visitor.close();

  await signIn(page);
  const tab = page.getByRole('tab', { name: 'Messages', exact: true });
  // Both new leads are counted on the tab, before the agent opens it.
  await expect(tab).toHaveAccessibleDescription(/^\d+ unread$/);
  const before = await tabUnread(page);
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(tab).toContainText(String(before));

  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^E-mail notifications are on: each new lead is e-mailed to/)).toContainText('agent-inbox@whitfieldhomegroup.com');

  const message = page.getByRole('article', { name: `Message from ${contactName}` });
  const request = page.getByRole('article', { name: `Valuation request from ${valuationName}` });
  for (const lead of [message, request]) {
    await expect(lead.getByText('New', { exact: true })).toBeVisible();
    await expect(lead.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    // The outbox worker sends within a second or two; the list follows e-mails still on their way.
    const notification = lead.getByRole('listitem').filter({ hasText: 'Notification to you' });
    await expect(notification).toContainText('agent-inbox@whitfieldhomegroup.com');
    await expect(notification.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(lead.getByRole('listitem').filter({ hasText: 'Confirmation to the visitor' }).getByText('Sent', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  }
  // Newest first: the valuation request was sent after the contact message.
  await expect(page.getByRole('heading', { name: /Home valuation requests/ })).toBeVisible();

  // Reading one lead takes it off the count. The toggle is disabled while the server answers,
  // which drops the focus; then the focus is back on it, and it says its new state.
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(message.getByRole('button', { name: 'Mark as unread' })).toBeFocused();
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  await expect(request.getByText('New', { exact: true })).toBeVisible();
  await expect.poll(() => tabUnread(page)).toBe(before - 1);

  // Resending a sent notification queues it again and it goes out again.
  await request.getByRole('button', { name: /^Resend notification to you/ }).click();
  await expect(toast(page, 'Email queued for resending')).toBeVisible();
  await expect(request.getByRole('listitem').filter({ hasText: 'Notification to you' }).getByText('Sent', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // The CSV export holds both leads.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all leads (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(contactName);
  expect(csv).toContain(valuationName);
});

test('the inbox works at phone width without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Export all leads (CSV)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
