// Link fields over real HTTP: every site-content key that holds a link refuses anything but a web
// address, blank hides it for good, and a bad value stored before the checks is flagged, not served as a link.
// The contact e-mail and phone, which become mailto:, tel: and sms: links, must be an address and a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFields } from '../../domain/site-content-fields';
import { matching } from '../test/answers';
import { propertyBody, startSignedInTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

async function put(key: string, value: unknown) {
  const res = await app.api(`/api/admin/content/${key}`, { token, method: 'PUT', json: { value } });
  return { status: res.status, body: (await res.json()) as { message?: string; value?: string } };
}

const hostile = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example.com',
  // Control characters are dropped from request text, so this is javascript: once read.
  '\u0001javascript:alert(1)',
];

describe('PUT /api/admin/content/:key for link keys', () => {
  it('knows the link keys', () => {
    expect(linkFields.map((f) => f.key).sort()).toEqual([
      'contact_website',
      'social_facebook',
      'social_instagram',
      'social_linkedin',
      'testimonials_link_url',
    ]);
  });

  it.each(linkFields.map((f) => [f.key, f.link!.name]))('%s refuses javascript: and friends with 400 naming the field', async (key, name) => {
    const before = app.store.read().siteContent[key];
    for (const value of hostile) {
      const { status, body } = await put(key, value);
      expect(status, JSON.stringify(value)).toBe(400);
      expect(body.message).toMatch(new RegExp(`^${name} must be a web address starting with https://`));
    }
    expect(app.store.read().siteContent[key]).toBe(before);
  });

  it('says exactly what the Website needs', async () => {
    expect((await put('contact_website', 'javascript:alert(1)')).body.message).toBe(
      'Website must be a web address starting with https:// (or http://)',
    );
    expect((await put('social_facebook', 'http://facebook.com/x')).body.message).toBe('Facebook page must be a web address starting with https://');
  });

  it('accepts a web address (trimmed), and blank hides the link for good', async () => {
    expect(await put('testimonials_link_url', '  https://www.zillow.com/profile/angela-whitfield  ')).toMatchObject({
      status: 200,
      body: { value: 'https://www.zillow.com/profile/angela-whitfield' },
    });
    expect(await put('contact_website', 'http://whitfield-homes.example.com')).toMatchObject({ status: 200 });
    // A control character pasted in front is dropped, never stored.
    expect(await put('social_facebook', '\u0001https://www.facebook.com/angelawhitfield')).toMatchObject({
      status: 200,
      body: { value: 'https://www.facebook.com/angelawhitfield' },
    });
    expect(await put('social_linkedin', '')).toMatchObject({ status: 200, body: { value: '' } });
    const publicContent = (await (await app.api('/api/site-content')).json()) as Record<string, string>;
    expect(publicContent.social_linkedin).toBe('');
  });

  it('flags a bad link stored before the checks existed, without failing or rewriting it', async () => {
    await app.store.mutate((db) => {
      db.siteContent.social_instagram = 'javascript:alert(1)';
    });
    const res = await app.api('/api/admin/content', { token });
    const rows = (await res.json()) as { key: string; value: string; problem?: string }[];
    const row = rows.find((r) => r.key === 'social_instagram');
    expect(row).toMatchObject({
      value: 'javascript:alert(1)',
      problem: matching.pattern(/^Instagram profile must be a web address starting with https:\/\//),
    });
    expect(rows.find((r) => r.key === 'hero_title')?.problem).toBeUndefined();
  });
});

describe('PUT /api/admin/content/:key for the contact e-mail and phone', () => {
  it('refuses a non-address and a non-number with 400 naming the field, and changes nothing', async () => {
    const before = { ...app.store.read().siteContent };
    expect(await put('contact_email', 'XSS</script><script>alert(1)</script>')).toMatchObject({
      status: 400,
      body: { message: 'Contact email must be an e-mail address' },
    });
    expect(await put('contact_phone', 'XSS</script><script>alert(1)</script>')).toMatchObject({
      status: 400,
      body: { message: matching.pattern(/^Contact phone may only contain digits/) },
    });
    expect(await put('contact_phone', '555-0187')).toMatchObject({
      status: 400,
      body: { message: 'Contact phone must have at least 10 digits, including the area code' },
    });
    expect(app.store.read().siteContent.contact_email).toBe(before.contact_email);
    expect(app.store.read().siteContent.contact_phone).toBe(before.contact_phone);
  });

  it('accepts an address, a number with an extension, and blank (the built-in one)', async () => {
    expect(await put('contact_email', 'dana@example.com')).toMatchObject({ status: 200 });
    expect(await put('contact_phone', '(301) 555-0123 ext. 4')).toMatchObject({ status: 200 });
    expect(await put('contact_email', '')).toMatchObject({ status: 200 });
    expect(await put('contact_phone', '')).toMatchObject({ status: 200 });
  });

  it('accepts a number pasted with the invisible controls a search result wraps it in, and stores it without them', async () => {
    expect(await put('contact_phone', '\u202a(410) 555-0187\u202c')).toMatchObject({ status: 200 });
    expect(app.store.read().siteContent.contact_phone).toBe('(410) 555-0187');
    expect(await put('contact_email', '\u2066dana@example.com\u2069')).toMatchObject({ status: 200 });
    expect(app.store.read().siteContent.contact_email).toBe('dana@example.com');
  });
});

describe("the payment estimate's starting interest rate", () => {
  it('refuses what the estimate could not use, naming the field, and keeps the stored rate', async () => {
    const before = app.store.read().siteContent.mortgage_rate_default;
    for (const value of ['abc', '45', '-1', '6.5 or so'])
      expect(await put('mortgage_rate_default', value)).toMatchObject({
        status: 400,
        body: { message: 'Payment estimate: starting interest rate must be a number from 0 to 29.99 (% per year), such as 6.5' },
      });
    expect(app.store.read().siteContent.mortgage_rate_default).toBe(before);
  });

  it('accepts a rate, with a % sign too, and blank (the built-in rate)', async () => {
    expect(await put('mortgage_rate_default', '5.25')).toMatchObject({ status: 200 });
    expect(await put('mortgage_rate_default', '6.125%')).toMatchObject({ status: 200 });
    expect(await put('mortgage_rate_default', '')).toMatchObject({ status: 200 });
  });

  it('flags a rate stored before the check, saying what visitors see meanwhile', async () => {
    await app.store.mutate((db) => {
      db.siteContent.mortgage_rate_default = 'abc';
    });
    const rows = (await (await app.api('/api/admin/content', { token })).json()) as { key: string; problem?: string }[];
    expect(rows.find((r) => r.key === 'mortgage_rate_default')?.problem).toBe(
      'Payment estimate: starting interest rate must be a number from 0 to 29.99 (% per year), such as 6.5. Visitors see 6.5% until it is corrected.',
    );
    expect(await put('mortgage_rate_default', '6')).toMatchObject({ status: 200 });
  });
});

describe('record link fields', () => {
  it('POST /api/admin/properties refuses a javascript: image URL', async () => {
    const res = await app.api('/api/admin/properties', { token, method: 'POST', json: propertyBody({ imageUrl: 'javascript:alert(1)' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Image URL must be a web address starting with https:\/\//);
  });
});
