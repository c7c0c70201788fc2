// The thank-you page, loaded afresh, names the agent as the admin has it from its first frame: the
// page's site content comes with the page, not only with the first poll a second later. The file
// name ends in admin-public-edits.spec.ts so it runs in the site-wide-edits project
// (playwright.config.ts): the agent's name is on every page, and no other journey reads it meanwhile.
import { expect, test } from '@playwright/test';
import { apiToken, tag } from './helpers';

const SEED_NAME = 'Angela Whitfield';

test('a freshly loaded thank-you page shows the renamed agent while the content poll has not answered', async ({ page, request, baseURL }) => {
  const auth = { authorization: `Bearer ${await apiToken(baseURL!)}` };
  const original = ((await (await request.get('/api/site-content')).json()) as Record<string, string>).agent_name ?? '';
  const renamed = `Marisol Vance ${tag()}`;
  expect((await request.put('/api/admin/content/agent_name', { headers: auth, data: { value: renamed } })).status()).toBe(200);
  try {
    // Only the page itself can bring the name: the site-content poll is held unanswered (a failed
    // poll would switch the page to its built-in texts on purpose).
    let polled = () => {};
    const firstPoll = new Promise<void>((resolve) => (polled = resolve));
    await page.route('**/api/site-content**', () => polled());
    // Notes whether the built-in name is ever on the page, however briefly.
    await page.addInitScript((seed) => {
      const w = window as unknown as { seedNameShown?: boolean };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(seed)) w.seedNameShown = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, SEED_NAME);

    await page.goto('/thanks');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank You');
    await expect(page.getByText(`${renamed} appreciates you reaching out`)).toBeVisible();
    await firstPoll;
    await expect(page.getByText(SEED_NAME)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { seedNameShown?: boolean }).seedNameShown ?? false)).toBe(false);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await request.put('/api/admin/content/agent_name', { headers: auth, data: { value: original } });
  }
});
