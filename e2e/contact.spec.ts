// Sending the contact form: browser checks, success to /thanks (and the message reaches
// the admin), failure keeps what was typed; the /contact page.
import { expect, test } from '@playwright/test';
import { apiToken, expectTypingSurvivesHandover, fillContactForm, seriousAxeViolations } from './helpers';

test('the contact form on the home page sends the message and shows the thank-you page', async ({ page, baseURL }) => {
  const message = `Looking for a 3-bedroom in Columbia before August. ${Date.now()}`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });

  // Browser-level required checks: nothing is sent while fields are empty.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  expect(await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  await fillContactForm(form, { message });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thanks$/);

  const token = await apiToken(baseURL!);
  const res = await page.request.get('/api/admin/contact-messages', { headers: { authorization: `Bearer ${token}` } });
  const stored = (await res.json()) as Array<Record<string, unknown>>;
  const mine = stored.find((m) => m.message === message);
  expect(mine).toMatchObject({ name: 'Priya Shah', email: 'priya.shah@example.com', phone: '(301) 555-0142', subject: 'buying' });
  expect(mine).not.toHaveProperty('consent');
});

test('a failed submission alerts with the agent name and keeps the form as typed', async ({ page }) => {
  await page.route('**/api/trpc/contactMessages.create**', (route) => route.abort('failed'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Angela Whitfield');
  const form = page.getByRole('form', { name: 'Contact form' });
  // The live form (its button enabled) has taken over from the server-rendered one.
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await fillContactForm(form, { message: 'Please call me about selling.' });

  // Accept the alert as soon as it opens: it blocks the page until then.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // Sent from the keyboard: focus comes back to the button (disabled while sending), not the page.
  await form.getByRole('button', { name: 'Send Message' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => alerts).toEqual(['There was a problem sending your message. Please try again or contact Angela Whitfield directly.']);

  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await expect(form.getByLabel('Full Name')).toHaveValue('Priya Shah');
  await expect(form.getByLabel('Message')).toHaveValue('Please call me about selling.');
  await expect(form.getByRole('checkbox', { name: /I consent/ })).toBeChecked();
});

test('the /contact page has the contact methods and no serious axe violations', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact | Angela Whitfield Real Estate');
  const methods = page.getByRole('complementary', { name: 'Get in Touch' });
  // Named with the number, not a bare "Call"; the WhatsApp link says it opens a new tab.
  await expect(methods.getByRole('link', { name: 'Call (410) 555-0187', exact: true })).toHaveAttribute('href', 'tel:+14105550187');
  await expect(methods.getByRole('link', { name: 'Text (410) 555-0187', exact: true })).toHaveAttribute('href', 'sms:+14105550187');
  await expect(methods.getByRole('link', { name: 'WhatsApp (410) 555-0187 (opens in a new tab)', exact: true })).toHaveAttribute(
    'href',
    'https://wa.me/14105550187',
  );
  await expect(methods.getByRole('link', { name: 'angela@whitfieldhomegroup.com' })).toHaveAttribute('href', 'mailto:angela@whitfieldhomegroup.com');
  await expect(methods.locator('address')).toHaveText('5850 Waterloo Road, Suite 140\nColumbia, MD 21045');

  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a visitor typing when the form code arrives keeps the field and the caret, and the next keys land in it', async ({ page }) => {
  // The live form's code is held back: the visitor starts typing into the server-rendered form.
  await expectTypingSurvivesHandover(page, {
    chunk: /\/assets\/contact-form-(?!frame)[^/]+\.js$/,
    url: '/contact',
    form: 'Contact form',
    button: 'Send Message',
  });
});
