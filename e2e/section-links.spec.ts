// Links to the home page's sections: followed before the code of the sections below has arrived
// (a plain link in markup not yet hydrated), they must not wipe those sections; and a keyboard user
// who follows one goes on with Tab inside the section, not back in the header.
import { expect, test } from '@playwright/test';

test('"Work With ..." clicked right after the page loads keeps every section below it, the contact form and the footer included', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Work With / }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  for (const id of ['about', 'results', 'contact']) await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Still there once everything has settled.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

for (const from of ['/', '/terms']) {
  test(`from ${from}, the header's Contact link followed with the keyboard leaves the focus in the contact section`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact :focus')).toHaveCount(1);
  });
}
