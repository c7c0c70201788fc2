// Every service, legal and error page a visitor can open: heading, the content docs/product.md describes,
// buttons that lead somewhere real, and no sideways scrolling on a small phone.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

const PHONE_LINK = /^tel:\+1\d{10}$/;

async function expectCallButton(page: Page, scope = page.locator('main')) {
  const call = scope.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ }).last();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', PHONE_LINK);
}

async function expectItems(page: Page, level: 2 | 3 | 4, names: string[]) {
  for (const name of names) await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
}

test('buyer services: intro, six services, seven steps, contact and call', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/buyer-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer Services' })).toBeVisible();
  await expect(page).toHaveTitle(/Buyer Services/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Buy with confidence/);
  await expect(page.getByRole('heading', { level: 2, name: 'Buying in the DMV, Made Clear' })).toBeVisible();
  await expectItems(page, 3, [
    'Property Search Assistance',
    'Market Analysis',
    'Negotiation',
    'Financing Guidance',
    'Inspections & Due Diligence',
    'Closing Support',
  ]);
  const steps = page.getByRole('region', { name: 'The Home Buying Process' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  const cta = page.getByRole('region', { name: 'Ready to Find Your Next Home?' });
  await expect(cta.getByRole('link', { name: 'Contact Me Today' })).toHaveAttribute('href', '/contact');
  await expectCallButton(page, cta);
  expect(errors).toEqual([]);
});

test('seller services: six services, seven steps, contact and free valuation', async ({ page }) => {
  await page.goto('/seller-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Services' })).toBeVisible();
  await expect(page).toHaveTitle(/Seller Services/);
  await expectItems(page, 3, [
    'Market Analysis',
    'Strategic Pricing',
    'Professional Photography',
    'Staging Consultation',
    'Multi-Channel Marketing',
    'Negotiation',
  ]);
  await expect(page.getByRole('region', { name: 'The Home Selling Process' }).getByRole('listitem')).toHaveCount(7);
  const cta = page.getByRole('region', { name: 'Thinking About Selling?' });
  await expect(cta.getByRole('link', { name: 'Contact Me Today' })).toHaveAttribute('href', '/contact');
  await cta.getByRole('link', { name: 'Get a Free Home Valuation' }).click();
  await expect(page).toHaveURL(/\/home-valuation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home Valuation' })).toBeVisible();
});

test('investment properties: defaults, services, property types, reasons and CTA', async ({ page }) => {
  await page.goto('/investment-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Properties' })).toBeVisible();
  await expect(page.getByText('Build wealth through strategic real estate investments')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Real Estate Investment Expertise' })).toBeVisible();
  await expectItems(page, 3, [
    'ROI Calculation',
    'Portfolio Diversification',
    'Property Management',
    'Renovation Consultation',
    'Investment Strategy',
  ]);
  const types = page.getByRole('region', { name: 'Investment Property Types' });
  for (const name of ['Residential Rentals', 'Multi-Family Properties', 'Fix-and-Flip', 'Commercial Real Estate']) {
    const card = types.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByRole('listitem')).toHaveCount(3);
  }
  await expectItems(page, 3, ['Appreciation', 'Cash Flow', 'Inflation Hedge', 'Tax Benefits', 'Leverage', 'Diversification']);
  const cta = page.getByRole('region', { name: 'Ready to Build Your Real Estate Portfolio?' });
  await expect(cta.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
  await expectCallButton(page, cta);
});

test('relocation: services, three regions, six-step timeline and CTA', async ({ page }) => {
  await page.goto('/relocation');
  await expect(page.getByRole('heading', { level: 1, name: 'Relocation Assistance' })).toBeVisible();
  await expect(page.getByText('Seamless transitions to your new home in the DMV area')).toBeVisible();
  await expectItems(page, 3, [
    'Area Orientation',
    'Virtual Home Tours',
    'School Information',
    'Temporary Housing',
    'Local Services Coordination',
    'Community Integration',
    'Central Maryland',
    'Washington DC',
    'Northern Virginia',
  ]);
  const timeline = page.getByRole('region', { name: 'Relocation Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(6);
  await expect(timeline.getByText('3-6 months before your move')).toBeVisible();
  await expect(timeline.getByText('2-4 weeks before')).toBeVisible();
  const cta = page.getByRole('region', { name: 'Planning a Move to the DMV Area?' });
  await expect(cta.getByRole('link', { name: 'Contact Me Today' })).toHaveAttribute('href', '/contact');
  await expectCallButton(page, cta);
});

test('foreclosures: options callout, alternatives, services, CTA and disclaimer', async ({ page }) => {
  await page.goto('/foreclosures');
  await expect(page.getByRole('heading', { level: 1, name: 'Foreclosure Guidance' })).toBeVisible();
  await expect(page.getByText('Expert assistance navigating foreclosure challenges')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You Have Options' })).toBeVisible();
  await expectItems(page, 4, ['Loan Modification', 'Forbearance', 'Short Sale', 'Deed in Lieu of Foreclosure', 'Refinancing', 'Traditional Sale']);
  const shortSale = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Short Sale' }) });
  await expect(shortSale.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Foreclosure Guidance Services' }).getByRole('article')).toHaveCount(6);
  const cta = page.getByRole('region', { name: "Don't Face Foreclosure Alone" });
  await expect(cta.getByRole('link', { name: 'Request Confidential Consultation' })).toHaveAttribute('href', '/contact');
  await expectCallButton(page, cta);
  await expect(page.getByRole('note')).toContainText('not legal, tax or financial advice');
});

test('home valuation: intro, four factors and both lists around the form', async ({ page }) => {
  await page.goto('/home-valuation');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Valuation' })).toBeVisible();
  await expect(page.getByText("Get an accurate assessment of your property's market value")).toBeVisible();
  await expectItems(page, 3, ['Recent Comparable Sales', 'Local Market Trends', 'Property Features', 'Seasonal Timing']);
  await expect(page.getByRole('heading', { level: 2, name: 'Why Request a Valuation?' })).toBeVisible();
  await expectItems(page, 3, ['Comparative Market Analysis', 'Market Trend Report', 'Improvement Recommendations', 'Optional Consultation']);
  await expect(page.getByRole('heading', { level: 2, name: 'Request Your Free Valuation' })).toBeVisible();
  await expect(page.getByText(/kept private.*within 24 hours/)).toBeVisible();
});

for (const { path, title, sections } of [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'How We Disclose Information',
      'Your Privacy Choices',
      'Data Security and Retention',
      'Your California Privacy Rights',
      'Children Under 16',
    ],
  },
  { path: '/terms', title: 'Terms of Service', sections: ['Governing Law and Jurisdiction', 'Fair Housing Statement'] },
  { path: '/accessibility', title: 'Accessibility Statement', sections: ['Conformance Target', 'Feedback and Assistance', 'Fair Housing Statement'] },
]) {
  test(`${title}: dated legal copy with its sections`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: April 25, 2023')).toBeVisible();
    for (const name of sections) await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  });
}

test('legal pages name Maryland law, Howard County courts, WCAG 2.1 AA and Equal Housing Opportunity', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/laws of the State of Maryland/)).toBeVisible();
  await expect(page.getByText(/Howard\s+County, Maryland/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Equal Housing Opportunity.', { exact: true })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText(/not directed to children under 16/)).toBeVisible();
  await page.goto('/accessibility');
  await expect(page.getByText(/WCAG 2\.1 Level AA/)).toBeVisible();
  const feedback = page.getByRole('region', { name: /Feedback and Assistance/ });
  await expectCallButton(page, feedback);
  await feedback.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('unknown pages answer 404 with a friendly page and a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  // The developer hint belongs to development builds only.
  await expect(page.getByText(/router/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('hero banners still look complete when their photos cannot load', async ({ page }) => {
  await page.route('**/images/hero/**', (route) => route.abort());
  await page.goto('/buyer-services');
  const h1 = page.getByRole('heading', { level: 1, name: 'Buyer Services' });
  await expect(h1).toBeVisible();
  // White heading on the navy fallback, not on the white page.
  const backdrop = await h1.evaluate((el) => {
    let node: Element | null = el;
    while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') node = node.parentElement;
    return node ? getComputedStyle(node).backgroundColor : null;
  });
  expect(backdrop).toBe('rgb(30, 58, 95)');
  expect(await h1.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
});

test('no sideways scrolling on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    '/buyer-services',
    '/seller-services',
    '/investment-properties',
    '/relocation',
    '/foreclosures',
    '/home-valuation',
    '/privacy-policy',
    '/terms',
    '/accessibility',
    '/thanks',
    '/missing-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});
