// Stale saves are refused with both versions shown, and revisions can be restored.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

const tag = () => Math.random().toString(36).slice(2, 8);

async function openProperties(page: Page) {
  await page.getByRole('tab', { name: 'Properties', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Properties', exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('two browsers edit the same listing: the second save shows the conflict view, never overwrites', async ({ browser, baseURL }) => {
  // Two signed-in browsers and several saves: more steps than the default budget allows on a busy machine.
  test.setTimeout(150_000);
  const id = tag();
  const title = `Conflict Colonial ${id}`;
  const token = await apiToken(baseURL!);
  const created = await fetch(`${baseURL}/api/admin/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      address: `12 Race Lane ${id}, Columbia, MD 21044`,
      location: 'Columbia, Maryland',
      price: '450000',
      beds: 3,
      baths: '2',
      sqft: 1800,
      description: 'Brick colonial near the lake.',
      imageUrl: '/images/listings/arlington-craftsman.webp',
      status: 'For Sale',
    }),
  });
  expect(created.status).toBe(201);

  const office = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  for (const page of [office, phone]) {
    await signIn(page);
    await openProperties(page);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Property' }).getByLabel('Title', { exact: true })).toHaveValue(title);
  }

  const officeDialog = office.getByRole('dialog', { name: 'Edit Property' });
  await officeDialog.getByLabel('Price', { exact: true }).fill('465000');
  await officeDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(officeDialog).toBeHidden();

  const phoneDialog = phone.getByRole('dialog', { name: 'Edit Property' });
  await phoneDialog.getByLabel('Price', { exact: true }).fill('440000');
  await phoneDialog.getByRole('button', { name: 'Save Changes' }).click();
  const conflict = phoneDialog.getByRole('alert', { name: 'Changed elsewhere' });
  await expect(conflict).toContainText(
    /This was changed elsewhere \(at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T\)\. Review the latest version/,
  );
  const row = conflict.getByRole('row', { name: /Price/ });
  await expect(row).toContainText('440000');
  await expect(row).toContainText('465000');
  // Nothing was overwritten meanwhile.
  const now = (await (await fetch(`${baseURL}/api/properties`)).json()) as { title: string; price: number; version: number }[];
  expect(now.find((p) => p.title === title)).toMatchObject({ price: 465000, version: 2 });

  // Take theirs: the form now holds the office's price.
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(phoneDialog.getByLabel('Price', { exact: true })).toHaveValue('465000');

  // The office edits again; the phone keeps its own price this time.
  await office.getByRole('button', { name: `Edit ${title}` }).click();
  await office.getByRole('dialog', { name: 'Edit Property' }).getByLabel('Beds', { exact: true }).fill('4');
  await office.getByRole('dialog', { name: 'Edit Property' }).getByRole('button', { name: 'Save Changes' }).click();
  await phoneDialog.getByLabel('Price', { exact: true }).fill('455000');
  await phoneDialog.getByRole('button', { name: 'Save Changes' }).click();
  await phoneDialog.getByRole('alert', { name: 'Changed elsewhere' }).getByRole('button', { name: 'Keep mine' }).click();
  // A save, then the dialog's closing animation: more than 7 s once, in a full parallel run.
  await expect(phoneDialog).toBeHidden({ timeout: 15_000 });
  const after = (await (await fetch(`${baseURL}/api/properties`)).json()) as { title: string; price: number; beds: number; version: number }[];
  // Keep mine saved the phone's price over the office's second save, and kept the office's beds.
  expect(after.find((p) => p.title === title)).toMatchObject({ price: 455000, beds: 4, version: 4 });

  // Its revision history is in the editor, with the office's change as a diff.
  await phone.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = phone.getByRole('dialog', { name: 'Edit Property' });
  await dialog.getByRole('button', { name: 'Revision history' }).click();
  const history = dialog.getByRole('region', { name: 'Revision history' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog.getByLabel('Price', { exact: true })).toHaveValue('450000');
  const restored = (await (await fetch(`${baseURL}/api/properties`)).json()) as { title: string; price: number; version: number }[];
  expect(restored.find((p) => p.title === title)).toMatchObject({ price: 450000, version: 5 });
});

test('restoring a site-content revision shows on the public site within the 1-second poll', async ({ page, baseURL }) => {
  const token = await apiToken(baseURL!);
  const headline = `Homes on the Chesapeake ${tag()}`;
  const putHeadline = (value: string) =>
    fetch(`${baseURL}/api/admin/content/hero_title`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  // Other journeys on this server read the headline: put the original back afterwards.
  const original = ((await (await fetch(`${baseURL}/api/site-content`)).json()) as Record<string, string>).hero_title ?? '';
  for (const value of [headline, `${headline} (draft two)`]) await putHeadline(value);
  try {
    const site = await page.context().newPage();
    await site.goto('/');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(`${headline} (draft two)`);

    await signIn(page);
    await page.getByRole('tab', { name: 'Site Content', exact: true }).click();
    // hero_title is the Hero group's Headline; searching by its key leaves just that field.
    await page.getByLabel('Find a text').fill('hero_title');
    await page.getByRole('button', { name: 'Show history of Hero: Headline' }).click();
    const history = page.getByRole('region', { name: 'Revision history' });
    const target = history.getByRole('listitem').filter({ hasText: headline }).filter({ hasNotText: 'draft two' }).first();
    await target.getByRole('button', { name: /Restore version/ }).click();
    await expect(page.locator('.toast-root').filter({ hasText: 'Version restored' })).toBeVisible();
    // The public page polls once a second: the restored headline arrives with the next poll, once
    // the sections still showing the server's markup have loaded their code and hydrated (the first
    // change on a page that was never scrolled; seconds when two journeys share a busy machine).
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 5_000 });
  } finally {
    await putHeadline(original);
  }
});
