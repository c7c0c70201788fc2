// A visitor double-clicks a form's send button (an impatient click, a bouncing mouse switch): the
// agent gets one lead, not two, and the visitor sees one confirmation. Each journey names its lead
// with a unique tag (leads are kept, as the agent's inbox keeps them) and counts only its own.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { apiToken, fillContactForm, fillValuationForm, signIn, tag, valuationField } from './helpers';

/**
 * Both clicks of a double click land before the page has drawn anything in between, as a bouncing
 * switch or a double tap can deliver them. Playwright's dblclick() gives the page time to render
 * the first one (the button is disabled by then), so it would pass even if both were sent.
 */
async function doubleClick(button: Locator) {
  await expect(button).toBeEnabled();
  await button.evaluate((el: HTMLButtonElement) => {
    el.click();
    el.click();
  });
}

/**
 * Records every request to the lead's tRPC mutation; `settled()` waits for all their answers, so
 * a second copy is stored (or not) before the inbox is read.
 */
function watchSends(page: Page, procedure: string) {
  const answers: Promise<Response | null>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/trpc/${procedure}`)) answers.push(request.response());
  });
  return { settled: () => Promise.all(answers) };
}

/** The leads of one kind the authenticated API lists whose `key` field equals `value`. */
async function storedLeads(page: Page, baseURL: string, path: string, key: string, value: string) {
  const token = await apiToken(baseURL);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Array<Record<string, unknown>>).filter((lead) => lead[key] === value);
}

test('a double-clicked Send Message stores one message and shows the thank-you page once', async ({ page, browser, baseURL }) => {
  test.slow();
  const name = `Dana Doubleclick ${tag()}`;
  const visitor = await browser.newPage();
  const alerts: string[] = [];
  visitor.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const sends = watchSends(visitor, 'contactMessages.create');

  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: 'Send Message' });
  // The live form (its button enabled) has taken over from the server-rendered one.
  await expect(send).toBeEnabled();
  await fillContactForm(form, {
    name,
    email: 'dana.doubleclick@example.com',
    phone: '(410) 555-0161',
    message: 'Two clicks, one question: is the Columbia townhome still available?',
  });
  await doubleClick(send);

  await expect(visitor).toHaveURL(/\/thanks$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Thank You for Reaching Out!');
  await sends.settled();
  expect(alerts).toEqual([]);
  // One thank-you page in the history: Back returns to the form, not to a second copy of it.
  await visitor.goBack();
  await expect(visitor).toHaveURL(/\/contact$/);
  await visitor.close();

  expect(await storedLeads(page, baseURL!, '/api/admin/contact-messages', 'name', name)).toHaveLength(1);
  await signIn(page);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('article', { name: `Message from ${name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Message from ${name}` })).toHaveCount(1);
});

test('a double-clicked Get My Free Valuation stores one request and confirms it once', async ({ page, browser, baseURL }) => {
  test.slow();
  const id = tag();
  const name = `Morgan Twoclicks ${id}`;
  const visitor = await browser.newPage();
  const sends = watchSends(visitor, 'valuationRequests.create');

  await visitor.goto('/home-valuation');
  const submit = visitor.getByRole('button', { name: 'Get My Free Valuation' });
  // An empty submit shows the form's own messages, so it is hydrated before it is filled.
  await submit.click();
  await expect(visitor.getByText('Name is required')).toBeVisible();
  await fillValuationForm(visitor, {
    name,
    email: `morgan.${id}@example.com`,
    phone: '(301) 555-0162',
    address: `${id} Double Click Court`,
    city: 'Rockville',
    zip: '20850',
    propertyType: 'Townhouse',
    squareFootage: '1650',
    bedrooms: '3',
    bathrooms: '2',
    yearBuilt: '1988',
  });
  await doubleClick(submit);

  const received = visitor.locator('.toast-root').filter({ has: visitor.getByText('Valuation Request Received', { exact: true }) });
  await expect(received).toBeVisible();
  await expect(valuationField(visitor, 'Full Name')).toHaveValue('');
  await sends.settled();
  await expect(received).toHaveCount(1);
  // A second send of the cleared form would show its messages again; a refused one, an error toast.
  await expect(visitor.getByText('Name is required')).toHaveCount(0);
  await expect(visitor.locator('.toast-root').filter({ has: visitor.getByText('Request Not Sent', { exact: true }) })).toHaveCount(0);
  await visitor.close();

  expect(await storedLeads(page, baseURL!, '/api/admin/valuation-requests', 'name', name)).toHaveLength(1);
  await signIn(page);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('article', { name: `Valuation request from ${name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Valuation request from ${name}` })).toHaveCount(1);
});

test('a double-clicked Request a showing stores one request and thanks the visitor once', async ({ page, browser, baseURL, request }) => {
  test.slow();
  const id = tag();
  const name = `Jordan Twice ${id}`;
  // A listing of the sample data that is for sale; the request changes nothing on the listing.
  const listings = (await (await request.get('/api/properties')).json()) as Array<{ id: string; status: string }>;
  const listing = listings.find((p) => p.status === 'For Sale');
  expect(listing).toBeDefined();

  const visitor = await browser.newPage();
  const sends = watchSends(visitor, 'showingRequests.create');
  await visitor.goto(`/listings/${listing!.id}`);
  const form = visitor.getByRole('form', { name: /Request a showing/ });
  const send = form.getByRole('button', { name: 'Request a showing' });
  // An empty submit shows the form's own messages, so it is hydrated before it is filled.
  await send.click();
  await expect(form.getByText('Choose at least one preferred time')).toBeVisible();
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(`jordan.${id}@example.com`);
  await form.getByLabel('Phone').fill('(410) 555-0163');
  const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Choice 1: date').fill(day);
  await form.getByLabel('Choice 1: time of day').selectOption('morning');
  await form.getByRole('checkbox').check();
  await doubleClick(send);

  const thanks = visitor.getByRole('status').filter({ hasText: 'Thank you, your showing request has been sent.' });
  await expect(thanks).toBeVisible();
  await sends.settled();
  await expect(thanks).toHaveCount(1);
  await visitor.close();

  expect(await storedLeads(page, baseURL!, '/api/admin/showing-requests', 'name', name)).toHaveLength(1);
  await signIn(page);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('article', { name: `Showing request from ${name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Showing request from ${name}` })).toHaveCount(1);
});
