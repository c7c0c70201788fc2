import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-Admin-Pass-2026';

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A visitor's contact form, filled in and consented; each field can be given, the rest are Priya's. */
export async function fillContactForm(
  form: Locator,
  { name = 'Priya Shah', email = 'priya.shah@example.com', phone = '(301) 555-0142', message = 'Please call me about selling.' } = {},
) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Subject').selectOption('buying');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('checkbox', { name: /I consent to having my information stored/ }).check();
}

/** A valuation form field by the start of its label (required fields' labels end in a marker). */
export const valuationField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** The valuation form with every required field filled; each can be given, the rest are Morgan's. */
export async function fillValuationForm(
  page: Page,
  {
    name = 'Morgan Reyes',
    email = 'morgan.reyes@example.com',
    phone = '(301) 555-0176',
    address = '12 Valuation Court',
    city = 'Silver Spring',
    state = 'MD',
    zip = '20910',
    propertyType = 'Single-family home',
    squareFootage = '2200',
    bedrooms = '4',
    bathrooms = '3',
    yearBuilt = '1962',
  } = {},
) {
  const field = (label: string) => valuationField(page, label);
  await field('Full Name').fill(name);
  await field('Email Address').fill(email);
  await field('Phone Number').fill(phone);
  await field('Street Address').fill(address);
  await field('City').fill(city);
  await field('State').fill(state);
  await field('ZIP Code').fill(zip);
  await field('Property Type').selectOption(propertyType);
  await field('Square Footage').fill(squareFootage);
  await field('Bedrooms').fill(bedrooms);
  await field('Bathrooms').fill(bathrooms);
  await field('Year Built').fill(yearBuilt);
}

/** Collects console errors and CSP violations so a spec can assert there were none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** An API token for setting up data without clicking through the panel. */
export async function apiToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** A unique suffix for records a journey creates (and removes again). */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toast with this title (Radix repeats toast text in a live region, so match the root). */
export function toast(page: Page, title: string): Locator {
  return page.locator('.toast-root').filter({ has: page.getByText(title, { exact: true }) });
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Signs in, opens Properties and its Add Property dialog; returns the dialog. */
export async function openAddProperty(page: Page): Promise<Locator> {
  await signIn(page);
  await openTab(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A photo of one colour, generated: PNG by default (small), JPEG for camera-sized files. */
export async function solidImage(background: string, opts: { width?: number; height?: number; jpeg?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: opts.width ?? 96, height: opts.height ?? 64, channels: 3, background } });
  return (opts.jpeg ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
}

/** Accepts the next window.confirm (delete, discard) and records its text. */
export function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/**
 * axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each
 * (`label` prefixes them). Also runs Label in Name (WCAG 2.5.3, level A), which axe ships switched
 * off as experimental: a speech-input user says the text they see on a button.
 */
export async function seriousAxeViolations(page: Page, label?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label ? `${label}: ` : ''}${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A placeholder form handing over to its live form while the visitor types: the live form's chunk
 * (`chunk`) is held back, the visitor clicks Full Name and types, the chunk arrives, and the next
 * keys must land in the same field (the handover keeps the focus and the caret).
 */
export async function expectTypingSurvivesHandover(page: Page, opts: { chunk: RegExp; url: string; form: string | RegExp; button: string }) {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(opts.chunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(opts.url);
  const form = page.getByRole('form', { name: opts.form });
  await expect(form.getByRole('button', { name: opts.button })).toBeDisabled();
  await form.getByLabel('Full Name').click();
  await page.keyboard.type('Dana');

  arrive();
  await expect(form.getByRole('button', { name: opts.button })).toBeEnabled();
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type(' Buyer');
  await expect(form.getByLabel('Full Name')).toHaveValue('Dana Buyer');
}
