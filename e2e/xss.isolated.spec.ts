// Site content and leads that contain HTML or script are shown as text, on the public site
// (server-rendered and hydrated) and in the admin panel. Runs on the isolated server because it
// puts hostile text into the hero and the agent's name.
import { expect, test, type Page } from '@playwright/test';
import { validContactMessage, validValuationRequest } from '../test-support/lead-payloads';
import { ADMIN_PASSWORD, collectConsoleErrors, signIn } from './helpers';

// admin-password.isolated.spec.ts changes the password on this same server; whichever ran first,
// one of these signs in.
const PASSWORDS = [ADMIN_PASSWORD, 'Chesapeake-Harbor-Lights-77'];

const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const content = {
  hero_title: `<img src=x onerror="window.__xss='hero_title'">Homes <b>that</b> fit ${id}`,
  hero_subtitle: `"><svg onload="window.__xss='hero_subtitle'"></svg><script>window.__xss='hero_subtitle'</script> & more ${id}`,
  agent_name: `Angela </script><script>window.__xss='agent_name'</script><iframe src="javascript:parent.__xss='agent_name'"></iframe> Whitfield`,
};
const lead = {
  ...validContactMessage,
  name: `<img src=x onerror="window.__xss='lead_name'">Mallory ${id}`,
  email: `mallory.${id}@example.com`,
  message: `<script>window.__xss='lead_message'</script><a href="javascript:window.__xss='lead_link'">click me</a> <b>not bold</b> ${id}`,
};
const valuationName = `<svg onload="window.__xss='valuation'">Val ${id}`;

async function api(baseURL: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function signInByApi(baseURL: string): Promise<{ token: string; password: string }> {
  for (const password of PASSWORDS) {
    const res = await api(baseURL, '/api/admin/login', { body: { username: 'admin', password } });
    if (res.status === 200) return { token: String(res.body?.token), password };
  }
  throw new Error('no known admin password works on the isolated server');
}

/** Anything that would mean markup from the data became live DOM, or script ran. */
async function injected(page: Page) {
  return page.evaluate(() => ({
    flag: (window as unknown as { __xss?: string }).__xss ?? null,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    frames: document.querySelectorAll('iframe[src^="javascript"]').length,
    links: document.querySelectorAll('a[href^="javascript"]').length,
    // Data scripts (server state, JSON-LD) legitimately carry the text; an executable script must not,
    // and every data script must still be whole JSON (a "</script>" breakout would cut it short).
    scripts: [...document.scripts].filter((s) => !/json/.test(s.type) && s.textContent?.includes('__xss')).length,
    brokenJson: [...document.scripts]
      .filter((s) => /json/.test(s.type))
      .filter((s) => {
        try {
          JSON.parse(s.textContent ?? '');
          return false;
        } catch {
          return true;
        }
      }).length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'that' || b.textContent === 'not bold').length,
  }));
}
const clean = { flag: null, handlers: 0, images: 0, frames: 0, links: 0, scripts: 0, brokenJson: 0, bold: 0 };

test('HTML and script in site content and leads render as text on the public site and in the admin panel', async ({ page, browser, baseURL }) => {
  const base = baseURL!;
  const { token, password } = await signInByApi(base);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const errors = collectConsoleErrors(page);

  try {
    for (const [key, value] of Object.entries(content)) {
      expect((await api(base, `/api/admin/content/${key}`, { method: 'PUT', token, body: { value } })).status).toBe(200);
    }
    expect((await api(base, '/api/contact/formcarry', { body: lead })).status).toBe(201);
    const valuation = await api(base, '/api/valuation-requests', {
      body: {
        ...validValuationRequest,
        name: valuationName,
        email: `val.${id}@example.com`,
        notes: `<script>window.__xss='notes'</script>Roof replaced ${id}`,
      },
    });
    expect(valuation.status).toBe(201);

    // The server-rendered page, as a browser without JavaScript parses it.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText(content.hero_title);
    expect(await injected(staticPage)).toEqual(clean);
    await noJs.close();

    // The hydrated page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero_title);
    await expect(page.getByText(content.hero_subtitle, { exact: true })).toBeVisible();
    await expect(page.getByText(content.agent_name).first()).toBeVisible();
    expect(await injected(page)).toEqual(clean);

    // The admin panel: the stored values in the editor and its preview, and the leads.
    await signIn(page, password);
    const field = page.getByLabel('Hero: Headline', { exact: true });
    await expect(field).toHaveValue(content.hero_title);
    await expect(page.getByText(`On your website now: “${content.hero_title}”`)).toBeVisible();
    expect(await injected(page)).toEqual(clean);

    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    const message = page.getByRole('article', { name: `Message from ${lead.name}` });
    await expect(message).toBeVisible();
    await expect(message).toContainText(lead.message);
    const request = page.getByRole('article', { name: `Valuation request from ${valuationName}` });
    await expect(request).toBeVisible();
    await expect(request).toContainText(`<script>window.__xss='notes'</script>Roof replaced ${id}`);
    expect(await injected(page)).toEqual(clean);

    expect(dialogs).toEqual([]);
    // A CSP report would mean markup got as far as the DOM and was only stopped by the policy.
    expect(errors.filter((e) => /Content Security Policy|Refused to (execute|load|frame)/i.test(e))).toEqual([]);
  } finally {
    for (const key of Object.keys(content)) await api(base, `/api/admin/content/${key}`, { method: 'PUT', token, body: { value: '' } });
  }
});
