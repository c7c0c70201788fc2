import { promises as fs } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCaller, callError, createTestServices, propertyBody, publicCaller, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('properties.list and get (public)', () => {
  it('an update that leaves the status out keeps the stored status, not the default', async () => {
    const created = await admin().properties.create(propertyBody({ status: 'Sold' }));
    const { status: _omit, ...body } = propertyBody({ price: 455000 });
    const updated = await admin().properties.update({ id: created.id, data: body });
    expect(updated).toMatchObject({ status: 'Sold', price: 455000 });
  });

  it('lists every stored property with numeric price, beds, baths and sqft', async () => {
    const list = await visitor().properties.list();
    expect(list).toHaveLength(services.store.read().properties.length);
    for (const p of list) {
      for (const field of ['price', 'beds', 'baths', 'sqft'] as const) expect(typeof p[field]).toBe('number');
      expect(['For Sale', 'Under Contract', 'Sold']).toContain(p.status);
    }
  });

  it('gets one property by id, and null for an unknown id (the listing page renders its own 404)', async () => {
    const created = await admin().properties.create(propertyBody({ title: 'Lookup target' }));
    expect(await visitor().properties.get({ id: created.id })).toEqual(created);
    expect(await visitor().properties.get({ id: 'no-such-listing' })).toBeNull();
  });

  it('lists the newest listing first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T10:00:00Z'));
    const older = await admin().properties.create(propertyBody({ title: 'Older listing' }));
    vi.setSystemTime(new Date('2031-01-02T10:00:00Z'));
    const newer = await admin().properties.create(propertyBody({ title: 'Newer listing' }));
    const ids = (await visitor().properties.list()).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([newer.id, older.id]);
  });
});

describe('properties.create', () => {
  it('accepts price and baths as text and stores numbers, durably', async () => {
    const created = await admin().properties.create(propertyBody({ price: '450000', baths: '2.5', beds: '4', sqft: '2,380' }));
    expect(created).toMatchObject({ price: 450000, baths: 2.5, beds: 4, sqft: 2380, status: 'Under Contract' });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const onDisk = JSON.parse(await fs.readFile(services.store.file, 'utf8')) as { properties: { id: string }[] };
    expect(onDisk.properties.find((p) => p.id === created.id)).toMatchObject({ price: 450000, baths: 2.5 });
  });

  it('accepts a pasted price with a dollar sign and commas', async () => {
    expect((await admin().properties.create(propertyBody({ price: '$1,250,000' }))).price).toBe(1250000);
  });

  it('defaults the status to For Sale', async () => {
    const { status: _omit, ...body } = propertyBody();
    expect((await admin().properties.create(body)).status).toBe('For Sale');
  });

  it('names every missing field', async () => {
    const { code, message } = await callError(admin().properties.create({} as never));
    expect(code).toBe('BAD_REQUEST');
    for (const text of [
      'Title is required',
      'Address is required',
      'Location is required',
      'Price is required',
      'Beds is required',
      'Baths is required',
      'Square feet is required',
      'Description is required',
    ])
      expect(message).toContain(text);
  });

  it.each([
    [{ price: 'four hundred' }, 'Price must be a number'],
    [{ price: '0x10' }, 'Price must be a number'],
    [{ price: '1e5' }, 'Price must be a number'],
    [{ sqft: '1,2' }, 'Square feet must be a number'],
    [{ price: '' }, 'Price is required'],
    [{ price: '-10' }, 'Price must be between'],
    [{ beds: '3.5' }, 'Beds must be a whole number'],
    [{ baths: '2.25' }, 'Baths must be in steps of 0.5'],
    [{ sqft: 'big' }, 'Square feet must be a number'],
    [{ title: '   ' }, 'Title is required'],
    [{ status: 'Pending' }, 'Status must be For Sale, Under Contract or Sold'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image URL must be a web address'],
    [{ imageUrl: '//evil.example/x.png' }, 'Image URL must be a web address'],
  ])('refuses %j with "%s"', async (override, text) => {
    const { code, message } = await callError(admin().properties.create(propertyBody(override)));
    expect(code).toBe('BAD_REQUEST');
    expect(message).toContain(text);
  });

  it('requires the admin', async () => {
    const before = services.store.read().properties.length;
    expect((await callError(visitor().properties.create(propertyBody()))).code).toBe('UNAUTHORIZED');
    expect(services.store.read().properties).toHaveLength(before);
  });
});

describe('properties.update and remove', () => {
  it('replaces the fields, keeps id and createdAt, and moves updatedAt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T12:00:00Z'));
    const created = await admin().properties.create(propertyBody());
    vi.setSystemTime(new Date('2030-05-02T12:00:00Z'));
    const updated = await admin().properties.update({ id: created.id, data: propertyBody({ price: '439000', status: 'Sold', baths: '3' }) });
    expect(updated).toMatchObject({ id: created.id, price: 439000, status: 'Sold', baths: 3, createdAt: created.createdAt });
    expect(updated.updatedAt).toBe('2030-05-02T12:00:00.000Z');
    expect(await visitor().properties.get({ id: created.id })).toEqual(updated);
  });

  it('answers NOT_FOUND for an unknown id, BAD_REQUEST for bad data, UNAUTHORIZED without auth', async () => {
    const created = await admin().properties.create(propertyBody());
    expect(await callError(admin().properties.update({ id: 'missing-id', data: propertyBody() }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Property not found',
    });
    const bad = await callError(admin().properties.update({ id: created.id, data: propertyBody({ price: 'abc' }) }));
    // The message names the admin's field, not the procedure's `data` wrapper.
    expect(bad).toEqual({ code: 'BAD_REQUEST', message: 'Price must be a number' });
    expect((await callError(visitor().properties.update({ id: created.id, data: propertyBody() }))).code).toBe('UNAUTHORIZED');
    expect((await visitor().properties.get({ id: created.id }))?.price).toBe(450000);
  });

  it('removes a property; a second remove is NOT_FOUND', async () => {
    const created = await admin().properties.create(propertyBody());
    expect((await callError(visitor().properties.remove({ id: created.id }))).code).toBe('UNAUTHORIZED');
    expect(await admin().properties.remove({ id: created.id })).toEqual({ id: created.id });
    expect(await visitor().properties.get({ id: created.id })).toBeNull();
    expect((await callError(admin().properties.remove({ id: created.id }))).code).toBe('NOT_FOUND');
  });
});
