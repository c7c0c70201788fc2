// Listing facts, search parameters, open-house calendars and showing requests over real HTTP.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findById, messageOf, record, records } from '../test/answers';
import { propertyBody, startSignedInTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

type Init = Parameters<TestApp['api']>[1];
/** status and body: parsed JSON (unchecked until a schema reads it) or the text of any other answer. */
async function call(path: string, init: Init & { admin?: boolean } = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const { admin, ...rest } = init;
  const res = await app.api(path, admin ? { token, ...rest } : rest);
  const text = await res.text();
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  const isJson = text && res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: isJson ? (JSON.parse(text) as unknown) : text, headers: res.headers };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const isoInHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function createListing(overrides: Record<string, unknown> = {}) {
  const { status, body } = await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody(overrides) });
  expect(status, JSON.stringify(body)).toBe(201);
  return record.extend({ version: z.number() }).parse(body);
}

const showing = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  name: 'Dana Buyer',
  email: 'dana@example.com',
  phone: '(301) 555-0142',
  preferredTimes: [`${inDays(3)} afternoon`, `${inDays(4)} morning`],
  message: 'Is the basement finished?',
  consent: true,
  fillTimeMs: 12_000,
  ...overrides,
});

describe('listing facts', () => {
  it('POST and PUT accept every fact; GET returns them; blank clears', async () => {
    const facts = {
      propertyType: 'townhouse',
      yearBuilt: '1998',
      lotSize: 0.25,
      lotSizeUnit: 'acres',
      hoaMonthly: '125',
      parking: 'Two-car garage',
      heatingCooling: 'Forced air, central AC',
      mlsNumber: 'MDMC2001234',
      virtualTourUrl: 'https://my.matterport.com/show/?m=abcDEF12345',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      openHouses: [{ start: '2030-03-14T13:00:00-04:00', end: '2030-03-14T15:00:00-04:00' }],
    };
    const created = await createListing(facts);
    const { body } = await call(`/api/properties/${created.id}`);
    expect(body).toMatchObject({ ...facts, yearBuilt: 1998, hoaMonthly: 125 });
    expect(findById((await call('/api/properties')).body, created.id)).toMatchObject({ mlsNumber: 'MDMC2001234' });

    const put = await call(`/api/admin/properties/${created.id}`, {
      admin: true,
      method: 'PUT',
      json: propertyBody({ ...facts, parking: '', videoUrl: null }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const updated = record.parse(put.body);
    expect(updated.parking).toBeNull();
    expect(updated.videoUrl).toBeNull();
    expect(updated.mlsNumber).toBe('MDMC2001234');
  });

  it('a listing without facts has them absent', async () => {
    const listing = record.parse((await call(`/api/properties/${(await createListing()).id}`)).body);
    expect(listing.propertyType ?? null).toBeNull();
    expect(listing.openHouses ?? null).toBeNull();
  });

  it.each([
    [{ propertyType: 'castle' }, /propertyType/],
    [{ yearBuilt: 'old' }, /yearBuilt/],
    [{ lotSize: 2 }, /lotSizeUnit/],
    [{ lotSize: 2, lotSizeUnit: 'hectares' }, /lotSizeUnit/],
    [{ hoaMonthly: -5 }, /hoaMonthly/],
    [{ virtualTourUrl: 'http://tour.example.com/x' }, /virtualTourUrl/],
    [{ videoUrl: 'javascript:alert(1)' }, /videoUrl/],
    [{ openHouses: [{ start: '2030-03-14T13:00:00', end: '2030-03-14T15:00:00-04:00' }] }, /openHouses\.0\.start/],
    [{ openHouses: [{ start: '2030-03-14T15:00:00-04:00', end: '2030-03-14T13:00:00-04:00' }] }, /openHouses\.0\.end/],
  ])('400 naming the field for %j', async (bad, field) => {
    const { status, body } = await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody(bad) });
    expect(status).toBe(400);
    expect(messageOf(body)).toMatch(field);
  });
});

describe('GET /api/properties search', () => {
  it('filters and sorts like the page', async () => {
    const listings = z.array(z.object({ price: z.number(), beds: z.number(), status: z.string() }));
    const asc = listings.parse((await call('/api/properties?sort=price-asc')).body);
    expect(asc.map((p) => p.price)).toEqual([...asc.map((p) => p.price)].sort((a, b) => a - b));
    const desc = listings.parse((await call('/api/properties?sort=price-desc&minPrice=300000&beds=2')).body);
    expect(desc.length).toBeGreaterThan(0);
    expect(desc.every((p) => p.price >= 300000 && p.beds >= 2)).toBe(true);
    expect(desc.map((p) => p.price)).toEqual([...desc.map((p) => p.price)].sort((a, b) => b - a));
    const sold = listings.parse((await call('/api/properties?status=sold')).body);
    expect(sold.every((p) => p.status === 'Sold')).toBe(true);
  });

  it.each(['sort=cheapest', 'status=gone', 'minPrice=abc', 'beds=-1', 'location=mars', 'minPrice=5&maxPrice=1'])(
    '400 naming the parameter for %s',
    async (q) => {
      const { status, body } = await call(`/api/properties?${q}`);
      expect(status).toBe(400);
      const param = q.includes('maxPrice') ? 'maxPrice' : q.split('=')[0];
      expect(messageOf(body)).toContain(param);
    },
  );
});

describe('GET /listings/:id/open-house.ics', () => {
  it('answers text/calendar with one event per upcoming open house', async () => {
    const listing = await createListing({
      openHouses: [
        { start: isoInHours(-30), end: isoInHours(-28) },
        { start: isoInHours(48), end: isoInHours(50) },
      ],
    });
    const res = await app.api(`/listings/${listing.id}/open-house.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = ICAL.Component.fromString(await res.text())
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]!.location).toContain(String(propertyBody().address).split(',')[0]);
    expect(String(events[0]!.component.getFirstPropertyValue('url'))).toMatch(new RegExp(`/listings/${listing.id}$`));
    expect((await app.api('/listings/no-such-listing/open-house.ics')).status).toBe(404);
  });
});

describe('showing requests', () => {
  it('POST /api/showing-requests answers 201 { id, createdAt } and the admin sees it with the listing', async () => {
    const listing = await createListing({ title: 'Showing test home' });
    const { status, body: answer } = await call('/api/showing-requests', { method: 'POST', json: showing(listing.id) });
    expect(status, JSON.stringify(answer)).toBe(201);
    const body = record.parse(answer);
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id']);

    expect((await call('/api/admin/showing-requests')).status).toBe(401);
    const list = await call('/api/admin/showing-requests', { admin: true });
    expect(list.status).toBe(200);
    const stored = findById(list.body, body.id);
    expect(stored).toMatchObject({
      name: 'Dana Buyer',
      read: false,
      listing: { id: listing.id, title: 'Showing test home', path: `/listings/${listing.id}` },
    });

    const unread = z.object({ showing: z.number() }).parse((await call('/api/admin/leads/unread-count', { admin: true })).body);
    expect(unread.showing).toBeGreaterThanOrEqual(1);
    expect((await call(`/api/admin/leads/showing/${body.id}/read`, { admin: true, method: 'POST' })).status).toBe(200);
    const after = findById((await call('/api/admin/showing-requests', { admin: true })).body, body.id);
    expect(after?.read).toBe(true);

    const csv = await app.api('/api/admin/leads.csv', { token });
    const text = await csv.text();
    expect(text).toContain('Showing request');
    expect(text).toContain('Showing test home');
  });

  it.each([
    [{ name: '' }, /Name/],
    [{ email: 'nope' }, /Email/],
    [{ email: '' }, /^Email is required$/],
    [{ phone: '' }, /Phone/],
    [{ preferredTimes: [] }, /preferredTimes/],
    [{ preferredTimes: ['tomorrow'] }, /preferredTimes/],
    [{ preferredTimes: ['9999-12-31 morning'] }, /preferredTimes.*within a year from today/],
    [{ preferredTimes: [1, 2, 3, 4].map((n) => `${inDays(n)} morning`) }, /preferredTimes/],
    [{ consent: false }, /consent/],
    [{ propertyId: 'bad id!' }, /id/],
  ])('400 with a field message for %j', async (bad, message) => {
    const listing = await createListing();
    const { status, body } = await call('/api/showing-requests', { method: 'POST', json: showing(listing.id, bad) });
    expect(status).toBe(400);
    expect(messageOf(body)).toMatch(message);
  });

  it('404 for an unknown or Sold listing', async () => {
    expect((await call('/api/showing-requests', { method: 'POST', json: showing('no-such-listing') })).status).toBe(404);
    const sold = await createListing({ status: 'Sold' });
    const before = app.store.read().showingRequests.length;
    const { status, body } = await call('/api/showing-requests', { method: 'POST', json: showing(sold.id) });
    expect(status).toBe(404);
    expect(messageOf(body)).toMatch(/sold/i);
    expect(app.store.read().showingRequests.length).toBe(before);
  });

  it('spam (honeypot or too fast) is answered like a stored lead but never reaches the inbox', async () => {
    const listing = await createListing();
    const before = app.store.read().showingRequests.filter((r) => !(r as { spam?: unknown }).spam).length;
    for (const bad of [{ website: 'http://spam.example' }, { fillTimeMs: 200 }]) {
      const { status, body } = await call('/api/showing-requests', { method: 'POST', json: showing(listing.id, bad) });
      expect(status).toBe(201);
      expect(record.parse(body).id).toBeTruthy();
    }
    const list = records.parse((await call('/api/admin/showing-requests', { admin: true })).body);
    const inInbox = app.store.read().showingRequests.filter((r) => !(r as { spam?: unknown }).spam).length;
    expect(inInbox).toBe(before);
    expect(list.length).toBe(inInbox);
  });

  it('the same through tRPC', async () => {
    const listing = await createListing();
    // superjson wire format: the input inside { json }.
    const res = await app.api('/api/trpc/showingRequests.create', { method: 'POST', json: { json: showing(listing.id) } });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { result: { data: { json: { id: string } } } };
    expect(json.result.data.json.id).toBeTruthy();
  });
});
