// Admin journeys that change what every public page shows (a listing added and deleted, a review
// and a sale added and deleted): they run one at a time on a server of their own (the
// site-wide-edits project), so no other journey counts the listings or reviews while they do.
import { expect, test } from '@playwright/test';
import { acceptNextConfirm, apiToken, openAddProperty, openTab, seriousAxeViolations, signIn, solidImage, tag, toast } from './helpers';

test('adds a property with an uploaded photo, edits it and deletes it', async ({ page }) => {
  const id = tag();
  const title = `Cedar Shingle Cape ${id}`;
  const png = await solidImage('#3d6b8f');
  const dialog = await openAddProperty(page);

  // A file that is not an image is refused before anything is sent.
  await dialog
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(toast(page, 'Please select an image file')).toBeVisible();
  await expect(dialog.getByText('No photos yet.')).toBeVisible();

  await dialog.getByLabel('Add photos', { exact: true }).setInputFiles({ name: 'cape.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Photo 1 (cover)' }).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByLabel('Alt text for photo 1', { exact: true }).fill('Cedar shingle cape with a screened porch');

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Price', { exact: true }).fill('512000');
  await expect(dialog.getByText('Shown to visitors as $512,000.')).toBeVisible();
  await dialog.getByLabel('Address', { exact: true }).fill('27 Harbor View Lane, Annapolis, MD 21401');
  await dialog.getByLabel('Location', { exact: true }).fill('Annapolis, Maryland');
  await dialog.getByLabel('Beds', { exact: true }).fill('3');
  await dialog.getByLabel('Baths', { exact: true }).fill('2.5');
  await dialog.getByLabel('Square Feet', { exact: true }).fill('1,980');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Shingle-style cape a short walk from the City Dock, with a screened porch and a detached studio.');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(toast(page, 'Property created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('$512,000');
  await expect(card).toContainText('3 beds · 2.5 baths · 1,980 sq ft');
  await expect(card).toContainText('For Sale');

  // The public listings show it with the uploaded photo.
  const site = await page.context().newPage();
  await site.goto('/#listings');
  const listing = site
    .locator('#listings')
    .getByRole('listitem')
    .filter({ has: site.getByRole('heading', { name: title }) });
  await expect(listing).toBeVisible();
  await expect(listing).toContainText('$512,000');
  await expect(listing.getByRole('img').first()).toHaveAttribute('src', /\/uploads\//);

  // Edit: the dialog opens prefilled.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('Square Feet', { exact: true })).toHaveValue('1980');
  await edit.getByLabel('Price', { exact: true }).fill('499000');
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under Contract' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Property updated successfully')).toBeVisible();
  await expect(card).toContainText('$499,000');
  await expect(card).toContainText('Under Contract');

  await site.reload();
  await expect(listing).toContainText('$499,000');

  // Delete after the browser confirmation.
  const question = acceptNextConfirm(page);
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  expect(await question).toContain(title);
  await expect(toast(page, 'Property deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await site.reload();
  await expect(site.locator('#listings').getByRole('heading', { name: title })).toHaveCount(0);
  await site.close();
});

test('a new testimonial and a sold property show on the home page', async ({ page }) => {
  const id = tag();
  const client = `Priya & Daniel ${id}`;
  const quote = `Angela found us a rowhouse in Federal Hill before it ever hit the market. ${id}`;
  const address = `88 Test Sale Court ${id}, Baltimore, MD 21230`;

  await signIn(page);
  await openTab(page, 'Testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const tDialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await expect(tDialog.getByRole('combobox', { name: 'Rating' })).toContainText('5.0');
  await tDialog.getByLabel('Client', { exact: true }).fill(client);
  await tDialog.getByLabel('Location', { exact: true }).fill('Baltimore, MD');
  await tDialog.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: '4.5 stars' }).click();
  await tDialog.getByLabel('Quote', { exact: true }).fill(quote);
  await tDialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(toast(page, 'Testimonial added successfully')).toBeVisible();
  const review = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client }) });
  await expect(review).toContainText('4.5 out of 5');

  await openTab(page, 'Sold Properties');
  await page.getByRole('button', { name: 'Add Sold Property' }).click();
  const sDialog = page.getByRole('dialog', { name: 'Add Sold Property' });
  await expect(sDialog.getByRole('combobox', { name: 'Role' })).toContainText('Listing Agent');
  await sDialog.getByLabel('Property', { exact: true }).fill(address);
  await sDialog.getByLabel('Sale Price', { exact: true }).fill('287500');
  // Older than every sample sale, so it sorts last and does not reorder what others see first.
  await sDialog.getByLabel('Sale Date', { exact: true }).fill('2011-05-20');
  await sDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Buyer Agent' }).click();
  await sDialog.getByRole('button', { name: 'Add Sold Property' }).click();
  await expect(toast(page, 'Sold property added successfully')).toBeVisible();
  const sale = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: address }) });
  await expect(sale).toContainText('$287,500');
  await expect(sale).toContainText('May 20, 2011');
  await expect(sale).toContainText('Buyer Agent');

  const site = await page.context().newPage();
  try {
    await site.goto('/#sold');
    const sold = site.locator('#sold');
    const showAll = sold.getByRole('button', { name: /Show all \d+ sales/ });
    if (await showAll.isVisible()) await showAll.click();
    const row = sold.getByRole('row').filter({ hasText: address });
    await expect(row).toBeVisible();
    await expect(row).toContainText('$287,500');

    // The carousel shows one review at a time: step through until the new one is showing.
    const carousel = site.getByRole('region', { name: 'Client reviews' });
    await carousel.getByRole('button', { name: 'Pause reviews' }).click();
    // The slide being shown is the active one; the others are in the track, off screen.
    const slide = carousel.locator('[data-active]').getByText(quote);
    const dots = carousel.getByRole('button', { name: /^Show review \d+ of \d+$/ });
    await expect(dots.first()).toBeVisible();
    for (let i = (await dots.count()) - 1; i >= 0 && (await slide.count()) === 0; i--) {
      await dots.nth(i).click();
      await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
    }
    await expect(slide).toBeVisible();
    await expect(carousel).toContainText(client);
  } finally {
    await site.close();
    // Tidy up: both records go, through the panel.
    const q1 = acceptNextConfirm(page);
    await sale.getByRole('button', { name: `Delete sale of ${address}` }).click();
    expect(await q1).toContain(address);
    await expect(toast(page, 'Sold property deleted successfully')).toBeVisible();
    await expect(sale).toHaveCount(0);
    await openTab(page, 'Testimonials');
    const q2 = acceptNextConfirm(page);
    await review.getByRole('button', { name: `Delete review from ${client}` }).click();
    expect(await q2).toContain(client);
    await expect(toast(page, 'Testimonial deleted successfully')).toBeVisible();
    await expect(review).toHaveCount(0);
  }
});

test('a stated review rating without its review link is not called live: the panel says why', async ({ page, baseURL }) => {
  const stated = `4.9 rating | 120 reviews ${tag()}`;
  const field = 'Reviews section: Rating summary from your review profile';
  try {
    await signIn(page);
    await openTab(page, 'Site Content');
    await page.getByLabel('Find a text').fill('testimonials_rating');
    await page.getByRole('textbox', { name: new RegExp(`^${field}`) }).fill(stated);
    await page.getByRole('button', { name: new RegExp(`^Save ${field}`) }).click();
    await expect(page.getByText('Needs correction')).toBeVisible();
    await expect(page.getByText(/Not shown on your website until corrected: a stated rating is shown only with the link/)).toBeVisible();
    await expect(page.getByText(/On your website now/)).toHaveCount(0);
    // And visitors indeed see the rating computed from the testimonials.
    await page.goto('/#reviews');
    await expect(page.locator('#reviews').getByText(/^\d\.\d rating \| \d+ reviews?$/)).toBeVisible();
    await expect(page.locator('#reviews')).not.toContainText(stated);
  } finally {
    const token = await apiToken(baseURL!);
    await fetch(`${baseURL}/api/admin/content/testimonials_rating`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: '' }),
    });
  }
});

// The admin accepts quotes of up to 3,000 characters. The slides share one height, so such a quote
// must not make every other review a card of mostly blank space: it shows clamped, with a button
// that opens it in place; without JavaScript it shows whole.
test('a 3,000-character review is clamped in the carousel and opens in place', async ({ page, browser, baseURL }) => {
  const client = `Long Review ${tag()}`;
  const quote = 'Angela walked us through every inspection, appraisal and repair negotiation with patience. '.repeat(33).slice(0, 3000);
  const token = await apiToken(baseURL!);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${baseURL}/api/admin/testimonials`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ client, location: 'Bethesda, MD', quote, rating: 5 }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/#reviews');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await carousel.getByRole('button', { name: 'Pause reviews' }).click();
    const shown = carousel.locator('[data-active]');
    // A review of the usual length: no button, and the card is not stretched to the long quote.
    await expect(shown.locator('.review-card__client')).not.toHaveText(client);
    await expect(shown.getByRole('button', { name: 'Read the full review' })).toHaveCount(0);
    const dots = carousel.getByRole('button', { name: /^Show review \d+ of \d+$/ });
    for (let i = (await dots.count()) - 1; i >= 0 && !(await shown.getByText(client).count()); i--) await dots.nth(i).click();
    await expect(shown.locator('.review-card__client')).toHaveText(client);

    const text = shown.locator('.review-card__quote p');
    const [cut, full] = await text.evaluate((p) => [p.clientHeight, p.scrollHeight]);
    expect(cut).toBeLessThan(full);
    const viewport = carousel.locator('.reviews-carousel__viewport');
    expect((await viewport.boundingBox())!.height).toBeLessThan(full);
    // The controls stay within a screen or so of the reviews' heading, as without the long review.
    const controlsTop = (await carousel.getByRole('button', { name: 'Next review' }).boundingBox())!.y;
    const carouselTop = (await carousel.boundingBox())!.y;
    expect(controlsTop - carouselTop).toBeLessThan(1000);

    // Opened and closed from the keyboard; focus stays on the button.
    const more = shown.getByRole('button', { name: 'Read the full review' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    const less = shown.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    expect(await text.evaluate((p) => p.scrollHeight - p.clientHeight)).toBeLessThanOrEqual(1);
    expect(await seriousAxeViolations(page, 'opened')).toEqual([]);
    await less.scrollIntoViewIfNeeded();
    await page.keyboard.press(' ');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    // Closing from the end of the long text leaves the button where it was, not screens above.
    await expect(more).toBeInViewport();

    // Without JavaScript the button could not work: the whole quote shows, and no button.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    try {
      const plain = await context.newPage();
      await plain.goto('/#reviews');
      const slide = plain.locator('.reviews-carousel__slide').filter({ hasText: client });
      await expect(slide.getByRole('button', { name: 'Read the full review', includeHidden: true })).toBeHidden();
      expect(await slide.locator('.review-card__quote p').evaluate((p) => p.scrollHeight - p.clientHeight)).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  } finally {
    await fetch(`${baseURL}/api/admin/testimonials/${id}`, { method: 'DELETE', headers: auth });
  }
});
