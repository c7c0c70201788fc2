// The admin Overview, above the tabs, follows what happens while the panel is open: a new lead
// the agent checks for, a lead marked read and a listing deleted change its figures without a
// reload (and without waiting for its 30-second read). The file name ends in live-updates.spec.ts
// so it runs in the site-wide-edits project (playwright.config.ts), one journey at a time on a
// server of its own: its counts are exact (no other journey sends or reads leads meanwhile), and
// its listing, added and deleted, is counted by no other journey.
import { expect, test, type Page } from '@playwright/test';
import { validContactMessage } from '../test-support/lead-payloads';
import { acceptNextConfirm, apiToken, openTab, signIn, tag, toast } from './helpers';

const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });

/** The big "Unread leads" figure, once the overview has loaded. */
async function unreadFigure(page: Page) {
  const figure = overview(page).getByRole('paragraph').filter({ hasText: /^\d+$/ });
  await expect(figure).toHaveAccessibleDescription('See the Messages tab.');
  return figure;
}

/** The "Listings by status" line for one status ("For Sale: 4"). */
const statusLine = (page: Page, status: string) =>
  overview(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${status}: \\d+$`) });

const count = async (locator: { textContent: () => Promise<string | null> }) => Number(/(\d+)$/.exec((await locator.textContent()) ?? '')?.[1]);

test('the Overview follows a new lead, a lead marked read and a deleted listing without a reload', async ({ page, request, baseURL }) => {
  const id = tag();
  const title = `Overview Listing ${id}`;
  const auth = { authorization: `Bearer ${await apiToken(baseURL!)}` };
  const created = await request.post('/api/admin/properties', {
    headers: auth,
    data: {
      title,
      address: '3 Overview Court, Columbia, MD 21045',
      location: 'Columbia, Maryland',
      price: '410000',
      beds: 3,
      baths: '2',
      sqft: 1600,
      description: 'A listing that exists for the overview journey only.',
      imageUrl: '/images/placeholder-property.svg',
    },
  });
  expect(created.status()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  try {
    await signIn(page);
    const figure = await unreadFigure(page);
    const unreadBefore = await count(figure);
    const forSale = statusLine(page, 'For Sale');
    const forSaleBefore = await count(forSale);

    // A visitor sends a message while the panel is open; the agent checks for new messages.
    const name = `Overview Visitor ${id}`;
    const sent = await request.post('/api/contact/formcarry', { data: { ...validContactMessage, name } });
    expect(sent.status()).toBe(201);
    await openTab(page, 'Messages');
    await page.getByRole('button', { name: 'Check for new messages' }).click();
    await expect(page.getByRole('tab', { name: 'Messages', exact: true })).toHaveAccessibleDescription(`${unreadBefore + 1} unread`);
    await expect(figure).toHaveText(String(unreadBefore + 1));

    // Reading it is a save in the panel: the figure goes back down with the badge.
    await page
      .getByRole('article', { name: `Message from ${name}` })
      .getByRole('button', { name: 'Mark as read' })
      .click();
    await expect(figure).toHaveText(String(unreadBefore));

    // So is deleting a listing, which changes no unread count: Listings by status follows too.
    await openTab(page, 'Properties');
    const question = acceptNextConfirm(page);
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    expect(await question).toContain(title);
    await expect(toast(page, 'Property deleted successfully')).toBeVisible();
    await expect(forSale).toHaveText(`For Sale: ${forSaleBefore - 1}`);
  } finally {
    // Already gone if the journey got that far (a 404 then).
    await request.delete(`/api/admin/properties/${listingId}`, { headers: auth });
  }
});
