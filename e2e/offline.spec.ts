// With the network down, a Save or a Send fails at once with the form's usual failure message and
// leaves the text editable; nothing waits on "Saving..."/"Sending..." to go out later unseen.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, collectConsoleErrors, fillContactForm, fillValuationForm, signIn, tag, toast, valuationField } from './helpers';

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
  await fillContactForm(form, { message });

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

test('the valuation form sent offline shows its failure toast and keeps every field (the toast code came with the form)', async ({
  page,
  context,
}) => {
  const field = (label: string) => valuationField(page, label);
  await page.goto('/home-valuation');
  const submit = page.getByRole('button', { name: 'Get My Free Valuation' });
  await expect(submit).toBeEnabled();
  await fillValuationForm(page, { address: `12 Offline Court ${tag()}` });

  await context.setOffline(true);
  try {
    await submit.click();
    await expect(toast(page, 'Request Not Sent')).toBeVisible();
    await expect(field('Full Name')).toHaveValue('Morgan Reyes');
    await expect(field('ZIP Code')).toHaveValue('20910');
    await expect(submit).toBeEnabled();
  } finally {
    await context.setOffline(false);
  }
});

/** The footer's own chunk, fetched as the footer comes near the viewport. */
const FOOTER_CHUNK = /\/footer-[\w-]+\.js$/;

/** The full page loads of the tab from here on (a client-side page change is none). */
function countPageLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test('a section whose code cannot arrive offline keeps its server markup; the page and what was typed stay', async ({ page, context }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The footer's code is fetched as it comes near: offline it cannot arrive. Offline before the
  // visitor types, since the field scrolled into view can already bring the footer near.
  const failed = page.waitForEvent('requestfailed', (request) => FOOTER_CHUNK.test(new URL(request.url()).pathname));
  await context.setOffline(true);
  try {
    await form.getByLabel('Full Name').fill('Priya Shah');
    await page.mouse.wheel(0, 5000);
    await failed;
    // The server's footer stays on screen (no gap, nothing moves), and nothing else changed.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Priya Shah');
  } finally {
    await context.setOffline(false);
  }
});

test('a section whose code failed offline comes back by itself once online, and works', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const firstPoll = page.waitForRequest('**/api/site-content');
  await page.goto('/');
  await firstPoll; // hydrated (the poll starts after hydration); the contact section has not
  const section = page.locator('#contact');
  const failed = page.waitForEvent('requestfailed', (request) => /\/contact-section-[\w-]+\.js$/.test(new URL(request.url()).pathname));
  await context.setOffline(true);
  await section.scrollIntoViewIfNeeded();
  await failed;
  // Meanwhile the server's section stays (its form waits, its button disabled as before hydration).
  const form = section.getByRole('form', { name: 'Contact form' });
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();

  // The connection is back: the section's code arrives without a reload, a scroll or a click.
  const loads = countPageLoads(page);
  await context.setOffline(false);
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  // It works: the live form sends.
  const message = `Back online, asking about Takoma Park. ${tag()}`;
  await fillContactForm(form, { message });
  await send.click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(loads).toEqual([]);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});
