// An open public page follows the agent's edits without a reload: the page keeps polling the
// site content once a second, and that one request also says which listings, reviews or sales
// changed. Records created here carry a unique tag and are removed again.
import { expect, test } from '@playwright/test';
import { apiToken, signIn, tag } from './helpers';

test('a listing title and a testimonial edited in the admin show on the open home page within 2 s, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  // Two tabs, a sign-in and two edits: longer than one page's journey on a shared machine.
  test.setTimeout(120_000);
  const id = tag();
  const title = `Live Listing ${id}`;
  const renamed = `Renamed Live Listing ${id}`;
  const client = `Live Reviewer ${id}`;
  const quote = `Angela answered every question the same day. ${id}`;
  const newQuote = `Angela answered every question within the hour. ${id}`;
  const auth = { authorization: `Bearer ${await apiToken(baseURL!)}` };
  const listing = await request.post('/api/admin/properties', {
    headers: auth,
    data: {
      title,
      address: '9 Live Update Lane, Columbia, MD 21045',
      location: 'Columbia, Maryland',
      price: '350000',
      beds: 3,
      baths: '2',
      sqft: 1500,
      description: 'A listing that exists for the live update journey only.',
      imageUrl: '/images/placeholder-property.svg',
    },
  });
  expect(listing.status()).toBe(201);
  const listingId = ((await listing.json()) as { id: string }).id;
  const review = await request.post('/api/admin/testimonials', {
    headers: auth,
    data: { client, location: 'Columbia, MD', rating: '5.0', quote },
  });
  expect(review.status()).toBe(201);
  const reviewId = ((await review.json()) as { id: string }).id;

  const site = await page.context().newPage();
  try {
    await site.goto('/');
    const listings = site.locator('#listings');
    await expect(listings.getByRole('heading', { name: title })).toBeVisible();
    const carousel = site.getByRole('region', { name: 'Client reviews' });
    await carousel.getByRole('button', { name: 'Pause reviews' }).click();
    const slide = carousel.getByText(quote);
    const dots = carousel.getByRole('button', { name: /^Show review \d+ of \d+$/ });
    for (let i = (await dots.count()) - 1; i >= 0 && !(await slide.isVisible()); i--) {
      await dots.nth(i).click();
      await expect(dots.nth(i)).toHaveAttribute('aria-current', /.+/);
    }
    await expect(slide).toBeVisible();
    // A reload would lose this.
    await site.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'));

    await signIn(page);
    await page.getByRole('tab', { name: 'Properties', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Edit .*${title}$`) }).click();
    const editListing = page.getByRole('dialog', { name: 'Edit Property' });
    await editListing.getByLabel('Title', { exact: true }).fill(renamed);
    await editListing.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editListing).toBeHidden();
    await expect(listings.getByRole('heading', { name: renamed })).toBeVisible({ timeout: 2_000 });

    await page.getByRole('tab', { name: 'Testimonials', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Edit .*${client}$`) }).click();
    const editReview = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await editReview.getByLabel('Quote', { exact: true }).fill(newQuote);
    await editReview.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editReview).toBeHidden();
    await expect(carousel.getByText(newQuote)).toBeVisible({ timeout: 2_000 });

    expect(await site.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still here');
  } finally {
    await site.close();
    await request.delete(`/api/admin/properties/${listingId}`, { headers: auth });
    await request.delete(`/api/admin/testimonials/${reviewId}`, { headers: auth });
  }
});

test('what a visitor typed into the home page contact form before its code arrived survives an edit made meanwhile', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(baseURL!)}` };
  const putTitle = (value: string) =>
    fetch(`${baseURL}/api/admin/content/contact_title`, { method: 'PUT', headers: auth, body: JSON.stringify({ value }) });
  const original = ((await (await fetch(`${baseURL}/api/site-content`)).json()) as Record<string, string>).contact_title ?? '';
  const title = `Tell Angela About Your Move ${tag()}`;

  // The contact section's code is held back: the visitor types into the server-rendered form.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  let heldRequests = 0;
  await page.route(/\/assets\/contact-section-[^/]+\.js$/, async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  const firstPoll = page.waitForRequest('**/api/site-content');
  await page.goto('/');
  await firstPoll; // the page has hydrated (the poll starts after hydration); the section has not
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full Name').fill('Dana Whitaker');
  await form.getByLabel('Email').fill('dana.whitaker@example.com');
  await form.getByLabel('Phone').fill('(410) 555-0134');
  await form.getByLabel('Message').fill('We are relocating to Bethesda in March and need a three-bedroom home.');
  expect(heldRequests).toBe(1);

  try {
    // The agent edits the section's heading; the poll brings it while the section is still the server's markup.
    const edited = page.waitForResponse((r) => r.url().endsWith('/api/site-content') && r.status() === 200);
    expect((await putTitle(title)).status).toBe(200);
    await edited;
    arrive();

    await expect(page.locator('#contact').getByRole('heading', { name: title })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Dana Whitaker');
    await expect(form.getByLabel('Email')).toHaveValue('dana.whitaker@example.com');
    await expect(form.getByLabel('Phone')).toHaveValue('(410) 555-0134');
    await expect(form.getByLabel('Message')).toHaveValue('We are relocating to Bethesda in March and need a three-bedroom home.');
    // The live form has taken over (its button is enabled) and still holds the text.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('Full Name')).toHaveValue('Dana Whitaker');
  } finally {
    arrive();
    await putTitle(original);
  }
});
