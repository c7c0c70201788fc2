// A homeowner requests a valuation: validation first, then a stored request, a toast and a
// cleared form (docs/product.md, "Forms and leads").
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, fillValuationForm, valuationField } from './helpers';

function toast(page: Page, title: string): Locator {
  return page.locator('.toast-root').filter({ has: page.getByText(title, { exact: true }) });
}

const field = valuationField;

test('a visitor fixes the errors, then the request is stored, confirmed and the form cleared', async ({ page, baseURL }) => {
  const address = `${Date.now() % 100000} Valuation E2E Lane`;
  await page.goto('/home-valuation');
  const submit = page.getByRole('button', { name: 'Get My Free Valuation' });
  await expect(submit).toBeVisible();

  // Empty submit: the form's messages, focus on the first invalid field.
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Property type is required')).toBeVisible();
  await expect(page.getByText('Year built is required')).toBeVisible();
  await expect(field(page, 'Full Name')).toBeFocused();
  await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');

  // Re-validates as the visitor types.
  await field(page, 'Full Name').fill('Morgan Reyes');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await field(page, 'Email Address').fill('morgan.reyes@');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await field(page, 'Email Address').fill('morgan.reyes@example.com');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

  // The rest of the form (name and email again, as typed above).
  await fillValuationForm(page, { address });
  await field(page, 'Additional Notes').fill('Finished basement, new HVAC in 2021.');
  // Sent from the keyboard: focus stays on the button (disabled while sending), not on the page.
  await submit.focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Valuation Request Received')).toBeVisible();
  await expect(submit).toBeFocused();
  await expect(toast(page, 'Valuation Request Received')).toContainText('within 24 hours');
  await expect(field(page, 'Full Name')).toHaveValue('');
  await expect(field(page, 'Street Address')).toHaveValue('');
  await expect(field(page, 'Property Type')).toHaveValue('');
  await expect(field(page, 'Additional Notes')).toHaveValue('');

  // The agent can see it.
  const token = await apiToken(baseURL!);
  const res = await page.request.get('/api/admin/valuation-requests', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { address: string; name: string; propertyType: string }[];
  const stored = list.find((r) => r.address === address);
  expect(stored).toMatchObject({ name: 'Morgan Reyes', propertyType: 'Single-family home' });
});

test('the hero button takes the visitor to the form', async ({ page }) => {
  await page.goto('/home-valuation');
  await page.getByRole('link', { name: 'Start My Free Valuation' }).click();
  await expect(page).toHaveURL(/#request-valuation$/);
  await expect(page.getByRole('heading', { name: 'Request Your Free Valuation' })).toBeInViewport();
});
