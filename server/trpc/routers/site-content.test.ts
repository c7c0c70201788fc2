import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefaults } from '../../../domain/site-content';
import { contentFields } from '../../../domain/site-content-fields';
import { adminCaller, callError, createTestServices, publicCaller, type TestServices } from '../../test/harness';

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
