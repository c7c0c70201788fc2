// The agent's own journeys through the admin panel, in a real browser. Records created here
// carry a unique tag and are removed again, because other specs read the same server.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './helpers';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toast with this title (Radix repeats toast text in a live region, so match the root). */
function toast(page: Page, title: string): Locator {
  return page.locator('.toast-root').filter({ has: page.getByText(title, { exact: true }) });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Accepts the next window.confirm (delete, discard) and records its text. */
function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

test('signs in after a wrong password, and the dashboard greets the user', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveTitle(/Admin Login/);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toContainText('Invalid credentials');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, 'Login successful')).toContainText('Welcome to the admin panel');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_USERNAME}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Site Content' })).toHaveAttribute('aria-selected', 'true');
  const viewSite = page.getByRole('link', { name: /View Website/ });
  await expect(viewSite).toHaveAttribute('href', '/');
  await expect(viewSite).toHaveAttribute('target', '_blank');
  await expect(viewSite).toHaveAttribute('rel', /noopener/);

  // Signed in already: the login address goes straight to the panel.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an edited site text shows on the public home page, and unsaved edits are guarded', async ({ page }) => {
  await signIn(page);
  const field = page.getByLabel('Hero: Headline', { exact: true });
  const original = await field.inputValue();
  const headline = `Homes that fit your life ${tag()}`;

  await field.fill(headline);
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  // Switching tabs with unsaved work asks first; declining keeps the text.
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('tab', { name: 'Properties', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Site Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveValue(headline);

  await page.getByRole('button', { name: 'Save Hero: Headline' }).click();
  await expect(toast(page, 'Success')).toContainText('Content updated successfully');
  await expect(page.getByText(`On your website now: “${headline}”`)).toBeVisible();

  const site = await page.context().newPage();
  try {
    await site.goto('/');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(headline);

    // Put the original back; the open public page follows within its one-second poll.
    await field.fill(original);
    await page.getByRole('button', { name: 'Save Hero: Headline' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(site.getByRole('heading', { level: 1 })).not.toHaveText(headline);
  } finally {
    await site.close();
  }
});

test('adds a property with an uploaded photo, edits it and deletes it', async ({ page }) => {
  const id = tag();
  const title = `Cedar Shingle Cape ${id}`;
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3d6b8f' } })
    .png()
    .toBuffer();

  await signIn(page);
  await openTab(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog).toBeVisible();

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
    const slide = carousel.getByText(quote);
    const dots = carousel.getByRole('button', { name: /^Show review \d+ of \d+$/ });
    await expect(dots.first()).toBeVisible();
    for (let i = (await dots.count()) - 1; i >= 0 && !(await slide.isVisible()); i--) {
      await dots.nth(i).click();
      await site.waitForTimeout(600);
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

test('a message sent from the contact page is in Messages', async ({ page, browser }) => {
  const id = tag();
  const name = `Jordan Ellis ${id}`;
  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(`jordan.${id}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill('(443) 555-0142');
  await form.getByLabel('Subject', { exact: true }).selectOption('selling');
  await form.getByLabel('Message', { exact: true }).fill(`We plan to sell our townhouse in Columbia this spring.\nWhat should we fix first?`);
  await form.getByRole('checkbox').check();
  // The form ignores submissions made faster than a person could type (anti-spam), so take a moment.
  await visitor.waitForTimeout(3200);
  await form.getByRole('button', { name: /send/i }).click();
  await expect(visitor).toHaveURL(/\/thanks$/);
  await visitor.close();

  await signIn(page);
  await openTab(page, 'Messages');
  const message = page.getByRole('article', { name: `Message from ${name}` });
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: `jordan.${id}@example.com` })).toHaveAttribute('href', `mailto:jordan.${id}@example.com`);
  await expect(message.getByRole('link', { name: '(443) 555-0142' })).toHaveAttribute('href', 'tel:+14435550142');
  await expect(message).toContainText('Selling a home');
  await expect(message).toContainText('Received');
  // Line breaks are kept, and the text is shown as text.
  const body = message.getByText(/We plan to sell our townhouse/);
  expect(await body.evaluate((el) => (el as HTMLElement).innerText)).toContain('this spring.\nWhat should we fix first?');
  await expect(page.getByRole('heading', { name: /Home valuation requests/ })).toBeVisible();
});

test('the login page and the Site Content tab have no serious accessibility violations', async ({ page }) => {
  test.slow(); // axe over ~95 labelled fields takes a while on a busy machine
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'login');

  await signIn(page);
  await expect(page.getByLabel('Hero: Headline', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Site Content');
});

test('the other tabs and the property dialog have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await signIn(page);
  for (const [tab, ready] of [
    ['Properties', 'Add Property'],
    ['Testimonials', 'Add Testimonial'],
    ['Sold Properties', 'Add Sold Property'],
    ['Messages', 'Check for new messages'],
    ['Settings', 'Update Password'],
  ] as const) {
    await openTab(page, tab);
    await expect(page.getByRole('button', { name: ready })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, tab);
  }
  await openTab(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Add Property dialog');
});

test('without a session the dashboard sends you to sign in', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // A stored user without a token, or an unreadable one, is no session either.
  await page.evaluate(() => localStorage.setItem('adminUser', '{not json'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // A token the server no longer accepts signs out on the first call.
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'revoked-or-made-up-token');
    localStorage.setItem('adminUser', JSON.stringify({ username: 'admin' }));
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, 'Session expired')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
