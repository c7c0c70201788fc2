// Site content over real HTTP meets the same rules as the admin panel's Site Content tab: a value
// the panel refuses is a 400 naming the field in the panel's words, on every write path (PUT of
// one key, restoring a revision), and nothing is stored that the public site would never show.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentValueError } from '../../domain/site-content-schema';
import { headerContact } from '../../domain/site-content';
import { bodyOf, messageOf } from '../test/answers';
import { startSignedInTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

const PHONE_FORMAT = 'Phone format in the top bar (optional, e.g. 410.555.0187; must be the Contact phone number)';
const EMAIL_FORMAT = 'E-mail as written in the top bar (optional; must be the Contact e-mail)';

async function put(key: string, value: string) {
  const res = await app.api(`/api/admin/content/${key}`, { token, method: 'PUT', json: { value } });
  return { status: res.status, body: await bodyOf(res) };
}

async function rows() {
  const res = await app.api('/api/admin/content', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { key: string; value: string; problem?: string }[];
}
const problemOf = async (key: string) => (await rows()).find((r) => r.key === key)?.problem;

beforeEach(async () => {
  await app.store.mutate((db) => {
    Object.assign(db.siteContent, {
      contact_phone: '(410) 555-0187',
      contact_email: 'angela@example.com',
      header_phone_display: '',
      header_email_display: '',
    });
  });
});

describe('PUT /api/admin/content/:key for the top-bar phone and e-mail formats', () => {
  it('refuses another number or address than the Contact one with 400 in the panel’s words, and stores nothing', async () => {
    expect(await put('header_phone_display', '(202) 555-0199')).toEqual({
      status: 400,
      body: { message: `${PHONE_FORMAT}: it must be the same number as the Contact phone.` },
    });
    expect(await put('header_email_display', 'other@example.org')).toEqual({
      status: 400,
      body: { message: `${EMAIL_FORMAT}: it must be the Contact e-mail.` },
    });
    const stored = app.store.read().siteContent;
    expect([stored.header_phone_display, stored.header_email_display]).toEqual(['', '']);
  });

  it('accepts the Contact number and address written another way, and the top bar shows them', async () => {
    expect(await put('header_phone_display', 'Call or text 410.555.0187')).toMatchObject({ status: 200 });
    expect(await put('header_email_display', 'Angela@Example.com')).toMatchObject({ status: 200 });
    const publicContent = (await (await app.api('/api/site-content')).json()) as Record<string, string>;
    expect(headerContact(publicContent)).toMatchObject({ phoneText: 'Call or text 410.555.0187', emailText: 'Angela@Example.com' });
    expect(await problemOf('header_phone_display')).toBeUndefined();
  });

  it('still changes the Contact phone and e-mail; a top-bar format they no longer match is kept and flagged, as in the panel', async () => {
    expect(await put('header_phone_display', '410.555.0187')).toMatchObject({ status: 200 });
    expect(await put('header_email_display', 'ANGELA@example.com')).toMatchObject({ status: 200 });

    expect(await put('contact_phone', '(301) 555-0123')).toMatchObject({ status: 200 });
    expect(await put('contact_email', 'dana@example.com')).toMatchObject({ status: 200 });
    expect(app.store.read().siteContent).toMatchObject({ header_phone_display: '410.555.0187', header_email_display: 'ANGELA@example.com' });
    expect(await problemOf('header_phone_display')).toBe(
      `${PHONE_FORMAT}: it must be the same number as the Contact phone; until then the top bar shows the Contact phone as it is.`,
    );
    expect(await problemOf('header_email_display')).toMatch(/^E-mail as written in the top bar .*: it must be the Contact e-mail; until then/);
    // Visitors see the Contact ones as they are.
    const publicContent = (await (await app.api('/api/site-content')).json()) as Record<string, string>;
    expect(headerContact(publicContent)).toMatchObject({ phoneText: '(301) 555-0123', emailText: 'dana@example.com' });

    // Corrected (or cleared), the flag goes.
    expect(await put('header_phone_display', '301.555.0123')).toMatchObject({ status: 200 });
    expect(await put('header_email_display', '')).toMatchObject({ status: 200 });
    expect(await problemOf('header_phone_display')).toBeUndefined();
    expect(await problemOf('header_email_display')).toBeUndefined();
  });

  it('refuses to restore a revision of a top-bar format that no longer names the Contact phone', async () => {
    expect(await put('header_phone_display', '410.555.0187')).toMatchObject({ status: 200 });
    expect(await put('header_phone_display', '')).toMatchObject({ status: 200 });
    expect(await put('contact_phone', '(301) 555-0123')).toMatchObject({ status: 200 });
    const revisions = (await (await app.api('/api/admin/revisions?type=content&key=header_phone_display', { token })).json()) as {
      id: string;
      changes: { after?: unknown }[];
    }[];
    const old = revisions.find((r) => r.changes[0]?.after === '410.555.0187');
    expect(old).toBeDefined();
    const res = await app.api(`/api/admin/revisions/${old!.id}/restore`, { method: 'POST', token });
    expect(res.status).toBe(400);
    expect(messageOf(await res.json())).toBe(`${PHONE_FORMAT}: it must be the same number as the Contact phone.`);
    expect(app.store.read().siteContent.header_phone_display).toBe('');
  });

  it('reads a format stored before the rule, and every other text can still be written', async () => {
    await app.store.mutate((db) => {
      db.siteContent.header_phone_display = '(202) 555-0199';
    });
    expect(await problemOf('header_phone_display')).toMatch(/it must be the same number as the Contact phone; until then/);
    expect((await app.api('/api/site-content')).status).toBe(200);
    expect(await put('hero_title', 'Homes in the DMV')).toMatchObject({ status: 200 });
    expect(await put('contact_phone', '(443) 555-0100')).toMatchObject({ status: 200 });
  });
});

describe('PUT /api/admin/content/contact_phone takes what the panel takes', () => {
  it('refuses "ext" without its number, with the message the panel shows under the field', async () => {
    const panelMessage = contentValueError('contact_phone', '(301) 555-0123 ext');
    expect(panelMessage).toMatch(/^Contact phone may only contain digits/);
    expect(await put('contact_phone', '(301) 555-0123 ext')).toEqual({ status: 400, body: { message: panelMessage } });
  });

  it('accepts a number with its extension, as the panel does (the links dial the number)', async () => {
    expect(contentValueError('contact_phone', '410-555-0187 ext. 12')).toBeUndefined();
    expect(await put('contact_phone', '410-555-0187 ext. 12')).toMatchObject({ status: 200 });
    expect(await problemOf('contact_phone')).toBeUndefined();
  });
});
