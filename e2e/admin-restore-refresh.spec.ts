// Restoring an earlier version of a site text shows in the admin's own field at once, not only
// on the public site: the field takes it from the restore's answer, not from the next read of
// the list (held back here to tell the two apart).
import { expect, test } from '@playwright/test';
import { apiToken, signIn, tag, toast } from './helpers';

test('restoring a site-text version puts it in the field and its "On your website now" line at once', async ({ page, baseURL }) => {
  const token = await apiToken(baseURL!);
  // A text no other journey reads, so this one can run beside them.
  const key = 'investment_intro_p2';
  const name = 'Investment properties page: Introduction paragraph 2';
  const put = (value: string) =>
    fetch(`${baseURL}/api/admin/content/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  const original = ((await (await fetch(`${baseURL}/api/site-content`)).json()) as Record<string, string>)[key] ?? '';
  const first = `First paragraph ${tag()}`;
  const third = `QA Third Paragraph ${tag()}`;
  await put(first);
  await put(`${first} (second)`);
  try {
    await signIn(page);
    await page.getByRole('tab', { name: 'Site Content', exact: true }).click();
    await page.getByLabel('Find a text').fill(key);
    const field = page.getByLabel(name, { exact: true });
    await expect(field).toHaveValue(`${first} (second)`);
    await field.fill(third);
    await page.getByRole('button', { name: `Save ${name}` }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(field).toHaveValue(third);

    await page.getByRole('button', { name: `Show history of ${name}` }).click();
    const history = page.getByRole('region', { name: 'Revision history' });
    const target = history.getByRole('listitem').filter({ hasText: first }).filter({ hasNotText: '(second)' }).filter({ hasNotText: 'QA Third' });
    // From here the list of site texts (the tab reads it every 5 s) gets no answer until the
    // field and its line have been checked, so what they show came from the restore's answer.
    let answerLists!: () => void;
    const listsAnswered = new Promise<void>((resolve) => (answerLists = resolve));
    await page.route('**/api/trpc/**', async (route) => {
      if (route.request().url().includes('siteContent.list')) await listsAnswered;
      await route.fallback();
    });
    await target
      .first()
      .getByRole('button', { name: /Restore version/ })
      .click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(field).toHaveValue(first);
    const status = page.locator(`#content-${key}-status`);
    await expect(status).toContainText(`On your website now: “${first}”`);
    answerLists();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  } finally {
    await put(original);
  }
});
