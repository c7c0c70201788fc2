// The agent's own journeys through the admin panel, in a real browser. Records created here
// carry a unique tag and are removed again, because other specs read the same server.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, apiToken, openTab, seriousAxeViolations, signIn, tag, toast } from './helpers';

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label), `axe on ${label}`).toEqual([]);
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

test('a message sent from the contact page is in Messages', async ({ page, browser }) => {
  const id = tag();
  const name = `Jordan Ellis ${id}`;
  const visitor = await browser.newPage();
  // The page's clock is Playwright's, so the time a person takes to fill in passes at once.
  await visitor.clock.install();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(`jordan.${id}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill('(443) 555-0142');
  await form.getByLabel('Subject', { exact: true }).selectOption('selling');
  await form.getByLabel('Message', { exact: true }).fill(`We plan to sell our townhouse in Columbia this spring.\nWhat should we fix first?`);
  await form.getByRole('checkbox').check();
  // The form ignores submissions made faster than a person could type (anti-spam).
  await visitor.clock.fastForward(3200);
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

test('on a phone the property dialog fits the screen, and closing it gives the focus back to the button that opened it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await openTab(page, 'Properties');
  const add = page.getByRole('button', { name: 'Add Property' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('logging out in one tab signs the panel out in the other tab at once, without waiting for a refused call', async ({ page }) => {
  await signIn(page);
  const other = await page.context().newPage();
  await other.goto('/admin/dashboard');
  await expect(other.getByRole('heading', { name: `Welcome, ${ADMIN_USERNAME}` })).toBeVisible();
  // From here the other tab's calls to the server go unanswered, so it cannot learn of the logout
  // from a refused (401) call: only from this browser. (A re-read already on its way when the
  // session ends is refused whatever the tab does; holding them also keeps that race out.)
  await other.route('**/api/**', () => {});
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(other).toHaveURL(/\/admin\/login$/);
  await expect(toast(other, 'Session expired')).toBeVisible();
  // The tab that logs out forgets the session before telling the server: none of its own calls is refused.
  expect(refused).toEqual([]);
  await other.close();
});

test('a logout while the sign-in page is slow to arrive closes the panel at once and asks the server nothing more', async ({ page }) => {
  await signIn(page);
  // A tab opened on the dashboard itself has not loaded the sign-in page's code; here it takes
  // longer to arrive than the Site Content list waits between its re-reads (5 s), as on a slow phone.
  const tab = await page.context().newPage();
  let asked = false;
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await tab.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
    asked = true;
    await delivered;
    await route.continue();
  });
  await tab.goto('/admin/dashboard');
  await expect(tab.getByLabel('Contact section: Email address', { exact: true })).toBeVisible();
  const calls: string[] = [];
  const refused: string[] = [];
  tab.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The panel's own calls (the public site-content poll behind the page title needs no session).
    if ((pathname.startsWith('/api/trpc') || pathname.startsWith('/api/admin')) && pathname !== '/api/admin/logout') calls.push(pathname);
  });
  await tab.getByRole('button', { name: 'Logout' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Signing out...' })).toBeVisible();
  await expect(tab.getByLabel('Contact section: Email address', { exact: true })).toHaveCount(0);
  await expect.poll(() => asked).toBe(true);
  // The panel's views are gone, so their re-reads are too: nothing goes to the server meanwhile.
  await tab.waitForTimeout(6_000);
  expect(calls).toEqual([]);
  deliver();
  await expect(tab).toHaveURL(/\/admin\/login$/);
  await expect(tab.getByLabel('Username')).toBeVisible();
  expect(refused).toEqual([]);
  await tab.close();
});

test('toasts stack above the Site Content Save all bar, not over its buttons', async ({ page }) => {
  // Without the toasts' slide-in the box measured is the one that stays.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const email = page.getByLabel('Contact section: Email address', { exact: true });
  await email.fill('not an address');
  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toBeVisible();
  // Refused in the browser (nothing is sent): the error toast shows while the bar stays.
  await bar.getByRole('button', { name: 'Save all changes' }).click();
  const error = toast(page, 'Error');
  await expect(error).toBeVisible();
  // Both boxes read at one moment, in the page: the toast closes after 5 s, and on a busy machine
  // a step that waits for it to be still (as a hover does) can outlast it.
  const gap = await error.evaluate((toastEl) => {
    const barEl = document.querySelector('[role="region"][aria-label="Unsaved changes"]')!;
    return barEl.getBoundingClientRect().top - toastEl.getBoundingClientRect().bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  page.once('dialog', (d) => void d.accept());
  await bar.getByRole('button', { name: 'Discard all' }).click();
  await expect(bar).toBeHidden();
});

test('at 360 px the Settings tables stack: no sideways scrolling, Sign out on one line', async ({ page, baseURL }) => {
  await apiToken(baseURL!); // another signed-in device, so one row has Sign out
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await openTab(page, 'Settings');
  const log = page.getByRole('table', { name: 'Activity log' });
  const devices = page.getByRole('table', { name: 'Signed-in devices' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  const signOut = devices.getByRole('button', { name: /^Sign out / }).first();
  await expect(signOut).toBeVisible();
  for (const table of [log, devices]) {
    // Nothing inside the table (Radix scrolls it in a scroll area) is wider than the screen gives it.
    const overflow = await table.evaluate((el) => {
      const area = el.closest('.rt-ScrollAreaViewport') ?? el;
      return area.scrollWidth - area.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  }
  /** How many lines an element's text takes. */
  const lines = (el: Element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  };
  expect(await signOut.evaluate(lines)).toBe(1);
  // An entry's time is one line, not a column of words.
  expect(await log.getByRole('row').nth(1).getByRole('cell').first().evaluate(lines)).toBe(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
