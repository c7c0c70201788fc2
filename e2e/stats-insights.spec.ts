// One set of numbers: the about, results and sold sections read the same computed statistics, so a
// sold record added in the admin changes all three together on an open page. The results chart is
// an image with a name and a data table. A visit with campaign parameters produces a lead that
// Insights attributes to that campaign. Records created here carry a unique tag and are removed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The figure shown under a statistic label (<dt>label</dt><dd>value</dd>). */
function figure(section: Locator, label: string): Locator {
  return section.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

function sections(page: Page) {
  return {
    results: page.getByRole('region', { name: 'Proven Results' }),
    about: page.locator('#about'),
    sold: page.getByRole('region', { name: 'Sold Track Record' }),
  };
}

test('a sold record added in the admin changes the about, results and sold figures together, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const address = `77 Statistics Way ${tag()}, Columbia, MD 21044`;
  const site = await page.context().newPage();
  let createdId: string | null = null;
  try {
    await site.goto('/');
    const { results, about, sold } = sections(site);
    const before = await figure(results, 'Career Sales').innerText();
    await expect(figure(about, 'Homes sold')).toHaveText(before);
    await expect(figure(sold, 'Total Transactions')).toHaveText(before);

    await signIn(page);
    await page.getByRole('tab', { name: 'Sold Properties', exact: true }).click();
    await page.getByRole('button', { name: 'Add Sold Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sold Property' });
    await dialog.getByLabel('Property', { exact: true }).fill(address);
    // Higher than any other sale, so the top of the price range moves too.
    await dialog.getByLabel('Sale Price', { exact: true }).fill('5432100');
    await dialog.getByLabel('Sale Date', { exact: true }).fill('2025-02-14');
    await dialog.getByRole('button', { name: 'Add Sold Property' }).click();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: address }) })).toBeVisible();

    const stats = (await (await request.get('/api/stats')).json()) as { totalTransactions: number; maxPrice: number };
    createdId =
      ((await (await request.get('/api/sold-properties')).json()) as { id: string; property: string }[]).find((r) => r.property === address)?.id ??
      null;
    expect(stats.maxPrice).toBe(5_432_100);
    const after = new Intl.NumberFormat('en-US').format(stats.totalTransactions);
    expect(after).not.toBe(before);

    // The open page follows within a second or two: all three sections, and each footnote.
    await expect(figure(results, 'Career Sales')).toHaveText(after);
    await expect(figure(about, 'Homes sold')).toHaveText(after);
    await expect(figure(sold, 'Total Transactions')).toHaveText(after);
    await expect(figure(results, 'Price Range')).toContainText('$5.4M');
    await expect(figure(about, 'Price range')).toContainText('$5.4M');
    await expect(figure(sold, 'Price Range')).toContainText('$5,432,100');
    await expect(site.getByText(new RegExp(`^Based on ${after} closed transactions, \\d{4}-2025, as of [A-Z][a-z]+ \\d{4}$`))).toHaveCount(3);
    // The chart has the new year.
    await expect(site.getByRole('table', { name: /Closings and sales volume per year, \d{4} to 2025/ })).toBeAttached();
  } finally {
    await site.close();
    if (createdId) {
      const auth = { authorization: `Bearer ${await apiToken(baseURL!)}` };
      await request.delete(`/api/admin/sold-properties/${createdId}`, { headers: auth });
    }
  }
});

test('the results chart is a named image with its data in a table, readable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/#results');
  const results = page.getByRole('region', { name: 'Proven Results' });
  const chart = results.getByRole('img', { name: /closings per year from \d{4} to \d{4}/i });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  // Text in the chart keeps its size on a phone: 14 px labels, never scaled down.
  const fontSize = await chart
    .locator('text')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(fontSize).toBe('14px');

  const table = results.getByRole('table', { name: /Closings and sales volume per year/ });
  await expect(table).toBeAttached();
  await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Closings', 'Sales volume']);
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(2);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(/^\d{4}$/);
  // Visually hidden: a text alternative, not a second chart.
  expect(await table.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  // No charting runtime: the chart is in the server-rendered HTML.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Bar chart of closings per year/);
});

test('a visit with utm parameters produces a lead attributed to that campaign in Insights', async ({ page, context }) => {
  const campaign = `fall-open-house-${tag()}`;
  const visitor = await context.newPage();
  await visitor.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  // The server-rendered heading shows before the page's script runs; the campaign is noted once it has.
  await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('lead-campaign'))).toContain(campaign);
  // The campaign is kept for the visit while the visitor moves on to another page.
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Campaign Visitor');
  await form.getByLabel('Email').fill('campaign.visitor@example.com');
  await form.getByLabel('Phone').fill('(410) 555-0111');
  await form.getByLabel('Subject').selectOption('selling');
  await form.getByLabel('Message').fill(`I read your newsletter and would like to sell. ${campaign}`);
  await form.getByRole('checkbox', { name: /I consent/ }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor).toHaveURL(/\/thanks$/);
  await visitor.close();

  await signIn(page);
  // The overview comes first after login.
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Leads per week for the last 12 weeks/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Insights', exact: true }).click();
  await page.getByRole('radio', { name: '7 days' }).click();
  const sources = page.getByRole('table', { name: 'Leads by source' });
  const row = sources.getByRole('row').filter({ hasText: `newsletter / email / ${campaign}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText('1');
  await expect(page.getByRole('img', { name: /Page views per day, last 7 days/ })).toBeVisible();
});
