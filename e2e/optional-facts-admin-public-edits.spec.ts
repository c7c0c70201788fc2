// Facts not every agent has (a second licence, a brokerage office phone, an office address, trade
// associations) are hidden once the agent clears them: on an open page, on a fresh load and in the
// page as the server sends it, with no separator or "Office" label left behind; the panel says the
// empty fact is hidden. The file name ends in admin-public-edits.spec.ts so it runs in the
// site-wide-edits project (playwright.config.ts): no other journey reads the footer meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openTab, signIn } from './helpers';

const facts = [
  { key: 'license_2', name: 'Agent identity: License line (second jurisdiction, optional)' },
  { key: 'brokerage_phone', name: 'Agent identity: Brokerage office phone (optional; shown with the brokerage on every listing)' },
  { key: 'office_address', name: 'Contact section: Office address (optional)' },
  { key: 'footer_associations', name: 'Footer: Associations (optional)' },
] as const;
type FactKey = (typeof facts)[number]['key'];
/** The facts as they were, with the two lines that stay: the first licence and the brokerage. */
type Shown = Record<FactKey | 'license_1' | 'brokerage_name', string>;

const siteContent = async (baseURL: string) => (await (await fetch(`${baseURL}/api/site-content`)).json()) as Record<string, string>;

/** A "·" with nothing on one side of it, in the page's text as the visitor reads it. */
const STRAY_SEPARATOR = /(^|\n)[ \t\u00a0]*·|·[ \t\u00a0]*(\n|$)/;

/** The home page (or any page with the contact section and listing cards) without the cleared facts. */
async function expectFactsHidden(site: Page, original: Shown) {
  const body = site.locator('body');
  const officeFirstLine = original.office_address.split('\n')[0]!;
  for (const text of [original.license_2, original.brokerage_phone, original.footer_associations, officeFirstLine]) {
    await expect(body).not.toContainText(text);
  }

  // The footer's licence line is the first licence alone, with no separator after it.
  const footer = site.getByRole('contentinfo');
  await expect(footer.getByText(original.license_1, { exact: true })).toBeVisible();
  await expect(footer.locator('address')).toHaveCount(0);

  // No "Office" row (label and address) among the contact methods.
  const methods = site.getByRole('complementary', { name: 'Get in Touch' });
  await expect(methods.getByText('Email', { exact: true })).toBeVisible();
  await expect(methods.getByText('Office', { exact: true })).toHaveCount(0);
  await expect(methods.locator('address')).toHaveCount(0);

  // Each listing card names the brokerage alone: no "· Office" after it.
  const cards = site.getByRole('list', { name: 'Properties' });
  await expect(cards.getByRole('listitem').first().getByText(original.brokerage_name, { exact: true })).toBeVisible();
  await expect(cards).not.toContainText('Office');

  expect(await body.innerText()).not.toMatch(STRAY_SEPARATOR);
}

test('cleared optional facts disappear from an open page and a fresh one, and come back when restored', async ({ page, browser, baseURL }) => {
  // Eight saves and four pages: longer than one page's journey on a shared machine.
  test.slow();
  const original = await siteContent(baseURL!);
  const shown = original as Shown;
  for (const fact of facts) expect(shown[fact.key], `${fact.key} is set before the journey`).not.toBe('');

  const site = await page.context().newPage();
  try {
    // A visitor has the home page open with every fact showing.
    await site.goto('/');
    const footer = site.getByRole('contentinfo');
    await expect(footer).toContainText(shown.license_2);
    await expect(footer).toContainText(shown.footer_associations);
    await expect(site.getByRole('complementary', { name: 'Get in Touch' }).getByText('Office', { exact: true })).toBeVisible();
    await expect(site.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toContainText(shown.brokerage_phone);

    await signIn(page);
    await openTab(page, 'Site Content');
    for (const fact of facts) {
      const field = page.getByLabel(fact.name, { exact: true });
      await expect(field).toHaveValue(shown[fact.key]);
      await field.fill('');
      await page.getByRole('button', { name: `Save ${fact.name}`, exact: true }).click();
      await expect(field).toHaveAccessibleDescription('Empty, so this is hidden on your website.');
    }

    // The open page follows without a reload; a fresh one and the server's own page agree.
    await expectFactsHidden(site, shown);
    const fresh = await page.context().newPage();
    await fresh.goto('/');
    await expectFactsHidden(fresh, shown);
    await fresh.goto('/terms');
    await expect(fresh.locator('body')).not.toContainText(shown.license_2);
    await expect(fresh.locator('body')).not.toContainText(shown.office_address.split('\n')[0]!);
    expect(await fresh.locator('body').innerText()).not.toMatch(STRAY_SEPARATOR);
    await fresh.close();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const served = await noScript.newPage();
      await served.goto('/');
      await expectFactsHidden(served, shown);
    } finally {
      await noScript.close();
    }

    // Restored in the panel, the facts come back on the open page.
    for (const fact of facts) {
      const field = page.getByLabel(fact.name, { exact: true });
      await field.fill(shown[fact.key]);
      await page.getByRole('button', { name: `Save ${fact.name}`, exact: true }).click();
      await expect(field).toHaveAccessibleDescription(/^On your website now: /);
    }
    await expect(footer).toContainText(shown.license_2);
    await expect(footer).toContainText(shown.footer_associations);
    await expect(site.getByRole('complementary', { name: 'Get in Touch' }).getByText('Office', { exact: true })).toBeVisible();
    await expect(site.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toContainText(shown.brokerage_phone);
  } finally {
    await site.close();
    // Whatever happened above, the facts are as they were found.
    const now = await siteContent(baseURL!);
    const changed = facts.filter((f) => now[f.key] !== original[f.key]);
    if (changed.length > 0) {
      const token = await apiToken(baseURL!);
      for (const fact of changed) {
        await fetch(`${baseURL}/api/admin/content/${fact.key}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ value: original[fact.key] }),
        });
      }
    }
  }
});
