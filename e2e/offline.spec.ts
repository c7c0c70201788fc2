// With the network down, a Save or a Send fails at once with the form's usual failure message and
// leaves the text editable; nothing waits on "Saving..."/"Sending..." to go out later unseen.
import { expect, test } from '@playwright/test';
import { apiToken, signIn, tag, toast } from './helpers';

test('an admin save while offline says it failed and keeps the edit unsaved', async ({ page, context }) => {
  await signIn(page);
  const field = page.getByLabel('Listings section: Heading', { exact: true });
  const original = await field.inputValue();
  const heading = `Offline listings heading ${tag()}`;
  await field.fill(heading);

  await context.setOffline(true);
  try {
    const save = page.getByRole('button', { name: 'Save Listings section: Heading' });
    await save.click();
    await expect(toast(page, 'Error')).toContainText('Failed to update content. Network error. Please try again.');
    await expect(save).toHaveText('Save');
    await expect(save).toBeEnabled();
    await expect(field).toHaveValue(heading);
    await expect(page.getByText('1 unsaved change')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Back online, nothing went out behind the agent's back: the stored heading is the old one.
  const stored = (await (await page.request.get('/api/site-content')).json()) as Record<string, string>;
  expect(stored.listings_title ?? '').toBe(original);
  await page.getByRole('button', { name: 'Undo changes to Listings section: Heading' }).click();
  await expect(field).toHaveValue(original);
});

test('the contact form sent while offline alerts, keeps what was typed, and sends once back online', async ({ page, context, baseURL }) => {
  const message = `Offline question about a townhouse in Laurel. ${tag()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: 'Send Message' });
  // The live form (its button enabled) has taken over from the server-rendered one.
  await expect(send).toBeEnabled();
  await form.getByLabel('Full Name').fill('Priya Shah');
  await form.getByLabel('Email').fill('priya.shah@example.com');
  await form.getByLabel('Phone').fill('(301) 555-0142');
  await form.getByLabel('Subject').selectOption('buying');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('checkbox', { name: /I consent to having my information stored/ }).check();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await context.setOffline(true);
  try {
    await send.click();
    await expect.poll(() => alerts).toEqual([expect.stringMatching(/^There was a problem sending your message\. Please try again or contact /)]);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(send).toBeEnabled();
    await expect(form.getByLabel('Message')).toHaveValue(message);
  } finally {
    await context.setOffline(false);
  }

  await send.click();
  await expect(page).toHaveURL(/\/thanks$/);
  const token = await apiToken(baseURL!);
  const res = await page.request.get('/api/admin/contact-messages', { headers: { authorization: `Bearer ${token}` } });
  const stored = (await res.json()) as Array<Record<string, unknown>>;
  // Sent once: the attempt made offline did not go out as well when the network came back.
  expect(stored.filter((m) => m.message === message)).toHaveLength(1);
});
