import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefaults } from '../../../domain/site-content';
import { contentFields } from '../../../domain/site-content-fields';
import { openStore } from '../../store/store';
import { adminCaller, callError, createTestServices, publicCaller, SEED_DIR, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('siteContent', () => {
  it('gives visitors the flat key/value object', async () => {
    const content = await visitor().siteContent.get();
    expect(content).toEqual(services.store.read().siteContent);
    for (const value of Object.values(content)) expect(typeof value).toBe('string');
  });

  it('lists every known key for the admin with its stored value and built-in default', async () => {
    const items = await admin().siteContent.list();
    expect(items.map((i) => i.key)).toEqual(contentFields.map((f) => f.key));
    const stored = services.store.read().siteContent;
    for (const item of items) {
      expect(item.value).toBe(stored[item.key] ?? '');
      expect(item.default).toBe(contentDefaults[item.key]);
    }
    expect((await callError(visitor().siteContent.list())).code).toBe('UNAUTHORIZED');
  });

  it('updates a key; visitors see the new value at once', async () => {
    expect(await admin().siteContent.update({ key: 'hero_title', value: 'Find Your Place in the DMV' })).toEqual({
      key: 'hero_title',
      value: 'Find Your Place in the DMV',
      version: 2,
    });
    expect((await visitor().siteContent.get()).hero_title).toBe('Find Your Place in the DMV');
    // Blank is allowed: the public site then shows the built-in default.
    await admin().siteContent.update({ key: 'hero_subtitle', value: '' });
    expect((await visitor().siteContent.get()).hero_subtitle).toBe('');
  });

  it('refuses unknown keys, over-long values and visitors', async () => {
    expect(await callError(admin().siteContent.update({ key: 'hero_tilte', value: 'x' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'key: Unknown site content key',
    });
    expect(await callError(admin().siteContent.update({ key: '__proto__', value: 'x' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await callError(admin().siteContent.update({ key: 'hero_title', value: 'x'.repeat(5001) }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Headline must be at most 5000 characters',
    });
    expect(await callError(admin().siteContent.update({ key: 'hero_title' } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Value is required',
    });
    expect((await callError(visitor().siteContent.update({ key: 'hero_title', value: 'Defaced' }))).code).toBe('UNAUTHORIZED');
    expect(services.store.read().siteContent.hero_title).not.toBe('Defaced');
  });
});

describe('siteContent.update: the top-bar formats of the Contact phone and e-mail', () => {
  const PHONE_FORMAT = 'Phone format in the top bar (optional, e.g. 410.555.0187; must be the Contact phone number)';
  const rowOf = async (key: string) => (await admin().siteContent.list()).find((r) => r.key === key);

  it('refuses another number or address in the panel’s words, and accepts the Contact ones written another way', async () => {
    await admin().siteContent.update({ key: 'contact_phone', value: '(410) 555-0187' });
    await admin().siteContent.update({ key: 'contact_email', value: 'angela@example.com' });
    expect(await callError(admin().siteContent.update({ key: 'header_phone_display', value: '(202) 555-0199' }))).toEqual({
      code: 'BAD_REQUEST',
      message: `${PHONE_FORMAT}: it must be the same number as the Contact phone.`,
    });
    expect(await callError(admin().siteContent.update({ key: 'header_email_display', value: 'other@example.org' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'E-mail as written in the top bar (optional; must be the Contact e-mail): it must be the Contact e-mail.',
    });
    expect(services.store.read().siteContent.header_phone_display ?? '').toBe('');
    await admin().siteContent.update({ key: 'header_phone_display', value: '410.555.0187' });
    await admin().siteContent.update({ key: 'header_email_display', value: 'Angela@Example.com' });
    expect(await rowOf('header_phone_display')).not.toHaveProperty('problem');
  });

  it('changes the Contact phone all the same; the format it no longer matches stays, flagged until corrected', async () => {
    await admin().siteContent.update({ key: 'contact_phone', value: '(410) 555-0187' });
    await admin().siteContent.update({ key: 'header_phone_display', value: '410.555.0187' });
    await admin().siteContent.update({ key: 'contact_phone', value: '(301) 555-0123' });
    expect(services.store.read().siteContent).toMatchObject({ contact_phone: '(301) 555-0123', header_phone_display: '410.555.0187' });
    expect((await rowOf('header_phone_display'))?.problem).toBe(
      `${PHONE_FORMAT}: it must be the same number as the Contact phone; until then the top bar shows the Contact phone as it is.`,
    );
    await admin().siteContent.update({ key: 'header_phone_display', value: '301.555.0123' });
    expect(await rowOf('header_phone_display')).not.toHaveProperty('problem');
  });

  it('a data file holding a format that names another number still opens, and the value is kept and flagged', async () => {
    await services.store.mutate((db) => {
      db.siteContent.contact_phone = '(410) 555-0187';
      db.siteContent.header_phone_display = '(202) 555-0199';
    });
    const reopened = await openStore({ dataDir: services.env.dataDir, seedDir: SEED_DIR });
    expect(reopened.read().siteContent.header_phone_display).toBe('(202) 555-0199');
    expect((await rowOf('header_phone_display'))?.problem).toMatch(/it must be the same number as the Contact phone; until then/);
    expect((await visitor().siteContent.get()).header_phone_display).toBe('(202) 555-0199');
  });
});
