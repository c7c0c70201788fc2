// Every REST path the panel and older clients use (plus the valuation-request, sold-property and me paths)
// over real HTTP: happy path, invalid input, 401, 404, and the body-parsing edge cases.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { findById, matching, messageOf, record, records } from '../test/answers';
import { contactBody, propertyBody, soldRecordBody, startSignedInTestApp, testimonialBody, valuationBody, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

type Init = Parameters<TestApp['api']>[1];
const api = (path: string, init?: Init) => app.api(path, init);
const admin = (path: string, init: Init = {}) => app.api(path, { token, ...init });
/** status and parsed JSON body (unchecked: read fields through ../test/answers); every API answer must be JSON. */
async function call(path: string, init?: Init & { admin?: boolean }): Promise<{ status: number; body: unknown; headers: Headers }> {
  const { admin: asAdmin, ...rest } = init ?? {};
  const res = await (asAdmin ? admin(path, rest) : api(path, rest));
  expect(res.headers.get('content-type'), `${path} content-type`).toMatch(/^application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
}

describe('public reads', () => {
  it('GET /api/site-content answers the flat key/value object with a strong ETag', async () => {
    const res = await api('/api/site-content');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(app.store.read().siteContent);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await api('/api/site-content', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('GET /api/properties answers numbers for price, beds, baths and sqft', async () => {
    const { status, body } = await call('/api/properties');
    expect(status).toBe(200);
    expect(body).toHaveLength(app.store.read().properties.length);
    for (const p of records.parse(body)) for (const f of ['price', 'beds', 'baths', 'sqft']) expect(typeof p[f]).toBe('number');
  });

  it('GET /api/properties/:id answers one property, 404 JSON for an unknown id', async () => {
    const created = record.parse((await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody() })).body);
    expect(await call(`/api/properties/${created.id}`)).toMatchObject({ status: 200, body: created });
    expect(await call('/api/properties/no-such-listing')).toMatchObject({ status: 404, body: { message: 'Property not found' } });
  });

  it('a known address asked with a method it does not answer is a 405 naming the ones it does; an unknown address stays 404', async () => {
    const put = await call('/api/properties', { method: 'PUT', json: propertyBody() });
    expect(put).toMatchObject({ status: 405, body: { message: 'PUT is not allowed here; this address answers GET, HEAD' } });
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    const patch = await call('/api/admin/properties/some-id', { admin: true, method: 'PATCH', json: {} });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('PUT, DELETE');
    expect((await call('/api/contact/formcarry', { method: 'GET' })).status).toBe(405);
    // The poll's own address, answered before the routers.
    const post = await call('/api/site-content', { method: 'POST', json: { hero_title: 'x' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await call('/api/no-such-thing', { method: 'PUT', json: {} })).status).toBe(404);
    expect((await api('/api/properties', { method: 'OPTIONS' })).headers.get('allow')).toBe('GET, HEAD');
    const options = await api('/api/site-content', { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD');
  });

  it('tRPC and the uploads answer other methods with 405 and Allow, not a content-type or not-found error', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const res = await call('/api/trpc/properties.list', { method, json: {} });
      expect(res, method).toMatchObject({ status: 405, body: { message: `${method} is not allowed here; this address answers GET, POST` } });
      expect(res.headers.get('allow')).toBe('GET, POST');
    }
    expect((await api('/api/trpc/properties.list', { method: 'OPTIONS' })).headers.get('allow')).toBe('GET, POST');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await api('/uploads/photos/anything.webp', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await api('/uploads/photos/missing.webp')).status).toBe(404);
  });

  it('a query parameter given twice is a 400 naming it', async () => {
    const res = await call('/api/admin/audit?limit=2&limit=3', { admin: true });
    expect(res).toMatchObject({ status: 400, body: { message: 'limit must be given once' } });
  });

  it('a batch over the limit is refused in JSON even when `batch` is repeated', async () => {
    const calls = Array.from({ length: 21 }, () => 'properties.list').join(',');
    const res = await api(`/api/trpc/${calls}?batch=1&batch=1`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('GET /api/testimonials answers numeric ratings', async () => {
    const { status, body } = await call('/api/testimonials');
    expect(status).toBe(200);
    expect(body).toHaveLength(app.store.read().testimonials.length);
    for (const t of records.parse(body)) expect(typeof t.rating).toBe('number');
  });

  it('GET /api/sold-properties answers the track record', async () => {
    const { status, body } = await call('/api/sold-properties');
    expect(status).toBe(200);
    expect(body).toHaveLength(app.store.read().soldRecords.length);
  });
});

describe('leads', () => {
  it('POST /api/contact/formcarry stores the message and answers ok', async () => {
    const { status } = await call('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: 'REST contact test' }) });
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    expect(app.store.read().contactMessages.some((m) => m.message === 'REST contact test')).toBe(true);
  });

  it('a JSON body labelled with a +json media type is read as JSON, not answered as an empty form', async () => {
    for (const type of ['application/vnd.api+json', 'application/ld+json']) {
      const message = `Sent as ${type}`;
      const res = await api('/api/contact/formcarry', {
        method: 'POST',
        body: JSON.stringify(contactBody({ message })),
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(201);
      expect(app.store.read().contactMessages.some((m) => m.message === message)).toBe(true);
    }
  });

  it('POST /api/contact/formcarry names the missing and invalid fields with 400', async () => {
    const missing = await call('/api/contact/formcarry', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    for (const text of ['Name is required', 'Email is required', 'Phone is required', 'Subject must be one of', 'Message is required'])
      expect(messageOf(missing.body)).toContain(text);
    const badEmail = await call('/api/contact/formcarry', { method: 'POST', json: contactBody({ email: 'priya@' }) });
    expect(badEmail).toMatchObject({ status: 400, body: { message: 'Email must be a valid email address' } });
    // A JSON value that is not an object is treated as an empty form.
    expect(messageOf((await call('/api/contact/formcarry', { method: 'POST', json: ['x'] })).body)).toContain('Name is required');
  });

  it('POST /api/valuation-requests stores the request; 400 names the field', async () => {
    const ok = await call('/api/valuation-requests', { method: 'POST', json: valuationBody({ address: '77 REST Lane' }) });
    expect(ok.status).toBe(201);
    expect(app.store.read().valuationRequests.some((r) => r.address === '77 REST Lane')).toBe(true);
    const bad = await call('/api/valuation-requests', { method: 'POST', json: valuationBody({ yearBuilt: '98' }) });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Year built is required' } });
  });

  it('GET /api/admin/contact-messages lists messages newest first', async () => {
    await call('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: 'older one' }) });
    await call('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: 'newer one' }) });
    const { status, body } = await call('/api/admin/contact-messages', { admin: true });
    expect(status).toBe(200);
    const messages = z.array(z.looseObject({ message: z.string() })).parse(body);
    expect(messages.slice(0, 2).map((m) => m.message)).toEqual(['newer one', 'older one']);
    expect(messages[0]).toMatchObject({
      id: matching.string(),
      createdAt: matching.string(),
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '(301) 555-0142',
      subject: 'buying',
    });
  });

  it('GET /api/admin/valuation-requests lists requests newest first', async () => {
    await call('/api/valuation-requests', { method: 'POST', json: valuationBody({ address: '1 Older Court' }) });
    await call('/api/valuation-requests', { method: 'POST', json: valuationBody({ address: '2 Newer Court' }) });
    const { status, body } = await call('/api/admin/valuation-requests', { admin: true });
    expect(status).toBe(200);
    const requests = z.array(z.object({ address: z.string() })).parse(body);
    expect(requests.slice(0, 2).map((r) => r.address)).toEqual(['2 Newer Court', '1 Older Court']);
  });
});

describe('admin account paths', () => {
  it('POST /api/admin/login names missing fields with 400 and refuses bad credentials with 401', async () => {
    expect(await call('/api/admin/login', { method: 'POST', json: { username: 'admin' } })).toMatchObject({
      status: 400,
      body: { message: 'Password is required' },
    });
    expect(await call('/api/admin/login', { method: 'POST', json: { username: 'admin', password: 'nope-nope' } })).toMatchObject({
      status: 401,
      body: { message: 'Invalid credentials' },
    });
  });

  it('GET /api/admin/me answers the signed-in user', async () => {
    expect(await call('/api/admin/me', { admin: true })).toMatchObject({ status: 200, body: { username: 'admin', displayName: 'Administrator' } });
  });

  it('POST /api/admin/change-password names missing fields with 400', async () => {
    expect(await call('/api/admin/change-password', { admin: true, method: 'POST', json: {} })).toMatchObject({
      status: 400,
      body: { message: 'Current password is required; New password is required' },
    });
  });

  it('POST /api/admin/logout answers ok and revokes its token', async () => {
    const other = await app.login();
    expect((await call('/api/admin/logout', { method: 'POST', token: other.token })).status).toBe(200);
    expect((await call('/api/admin/me', { token: other.token })).status).toBe(401);
  });
});

describe('site content admin', () => {
  it('GET /api/admin/content lists every key with its value', async () => {
    const { status, body } = await call('/api/admin/content', { admin: true });
    expect(status).toBe(200);
    const hero = z
      .array(z.object({ key: z.string(), value: z.string() }))
      .parse(body)
      .find((i) => i.key === 'hero_title');
    expect(hero).toMatchObject({ key: 'hero_title', value: app.store.read().siteContent.hero_title ?? '' });
  });

  it('PUT /api/admin/content/:key updates what visitors read', async () => {
    expect(
      await call('/api/admin/content/hero_subtitle', { admin: true, method: 'PUT', json: { value: 'Serving the DMV since 2008' } }),
    ).toMatchObject({
      status: 200,
      body: { key: 'hero_subtitle', value: 'Serving the DMV since 2008' },
    });
    const content = z.record(z.string(), z.string()).parse(await api('/api/site-content').then((r) => r.json()));
    expect(content.hero_subtitle).toBe('Serving the DMV since 2008');
  });

  it('PUT /api/admin/content/:key refuses an unknown key and a missing value with 400', async () => {
    expect(await call('/api/admin/content/not_a_key', { admin: true, method: 'PUT', json: { value: 'x' } })).toMatchObject({
      status: 400,
      body: { message: 'key: Unknown site content key' },
    });
    const missing = await call('/api/admin/content/hero_title', { admin: true, method: 'PUT', json: {} });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toBe('Value is required');
    const notText = await call('/api/admin/content/hero_title', { admin: true, method: 'PUT', json: { value: 42 } });
    expect(notText).toMatchObject({ status: 400, body: { message: 'Value must be text' } });
  });
});

describe('properties admin', () => {
  it('POST accepts price "450000" and baths "2.5" as text; visitors receive numbers', async () => {
    const { status, body } = await call('/api/admin/properties', {
      admin: true,
      method: 'POST',
      json: propertyBody({ price: '450000', baths: '2.5' }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ price: 450000, baths: 2.5 });
    const listed = findById((await call('/api/properties')).body, record.parse(body).id);
    expect(listed).toMatchObject({ price: 450000, baths: 2.5, status: 'Under Contract' });
  });

  it('POST defaults status to For Sale and names missing fields with 400', async () => {
    const { status: _omit, ...withoutStatus } = propertyBody();
    expect((await call('/api/admin/properties', { admin: true, method: 'POST', json: withoutStatus })).body).toMatchObject({ status: 'For Sale' });
    const bad = await call('/api/admin/properties', { admin: true, method: 'POST', json: { title: 'Only a title' } });
    expect(bad.status).toBe(400);
    for (const text of ['Address is required', 'Price is required', 'Description is required']) expect(messageOf(bad.body)).toContain(text);
  });

  it('PUT replaces, 404 for an unknown id, 400 for bad data', async () => {
    const created = record.parse((await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody() })).body);
    const updated = await call(`/api/admin/properties/${created.id}`, {
      admin: true,
      method: 'PUT',
      json: propertyBody({ price: '425000', status: 'Sold' }),
    });
    expect(updated).toMatchObject({ status: 200, body: { id: created.id, price: 425000, status: 'Sold' } });
    expect(await call('/api/admin/properties/unknown-id', { admin: true, method: 'PUT', json: propertyBody() })).toMatchObject({
      status: 404,
      body: { message: 'Property not found' },
    });
    expect(await call(`/api/admin/properties/${created.id}`, { admin: true, method: 'PUT', json: propertyBody({ beds: 'many' }) })).toMatchObject({
      status: 400,
      body: { message: 'Beds must be a number' },
    });
  });

  it('DELETE removes, then 404', async () => {
    const created = record.parse((await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody() })).body);
    expect((await call(`/api/admin/properties/${created.id}`, { admin: true, method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/properties/${created.id}`)).status).toBe(404);
    expect((await call(`/api/admin/properties/${created.id}`, { admin: true, method: 'DELETE' })).status).toBe(404);
  });
});

describe('testimonials admin', () => {
  it('POST accepts rating "4.5"; PUT and DELETE work; unknown ids are 404; bad input is 400', async () => {
    const created = await call('/api/admin/testimonials', { admin: true, method: 'POST', json: testimonialBody({ rating: '4.5' }) });
    expect(created).toMatchObject({ status: 201, body: { rating: 4.5 } });
    const { id } = record.parse(created.body);
    expect(findById((await call('/api/testimonials')).body, id)).toMatchObject({ rating: 4.5 });
    expect(await call(`/api/admin/testimonials/${id}`, { admin: true, method: 'PUT', json: testimonialBody({ rating: '3.0' }) })).toMatchObject({
      status: 200,
      body: { rating: 3 },
    });
    const bad = await call('/api/admin/testimonials', { admin: true, method: 'POST', json: { rating: '4.5' } });
    expect(bad.status).toBe(400);
    for (const text of ['Client is required', 'Location is required', 'Quote is required']) expect(messageOf(bad.body)).toContain(text);
    expect((await call('/api/admin/testimonials/unknown-id', { admin: true, method: 'PUT', json: testimonialBody() })).status).toBe(404);
    expect((await call(`/api/admin/testimonials/${id}`, { admin: true, method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/admin/testimonials/${id}`, { admin: true, method: 'DELETE' })).status).toBe(404);
  });
});

describe('sold properties admin', () => {
  it('GET, POST (role defaults to Listing Agent), PUT and DELETE; unknown ids are 404; bad input is 400', async () => {
    expect((await call('/api/admin/sold-properties', { admin: true })).body).toHaveLength(app.store.read().soldRecords.length);
    const { role: _omit, ...withoutRole } = soldRecordBody({ salePrice: '385000' });
    const created = await call('/api/admin/sold-properties', { admin: true, method: 'POST', json: withoutRole });
    expect(created).toMatchObject({ status: 201, body: { salePrice: 385000, role: 'Listing Agent' } });
    const { id } = record.parse(created.body);
    expect(
      await call(`/api/admin/sold-properties/${id}`, { admin: true, method: 'PUT', json: soldRecordBody({ role: 'Buyer Agent' }) }),
    ).toMatchObject({
      status: 200,
      body: { role: 'Buyer Agent' },
    });
    const bad = await call('/api/admin/sold-properties', { admin: true, method: 'POST', json: {} });
    expect(bad.status).toBe(400);
    for (const text of ['Property is required', 'Sale price is required', 'Sale date is required']) expect(messageOf(bad.body)).toContain(text);
    expect((await call('/api/admin/sold-properties/unknown-id', { admin: true, method: 'PUT', json: soldRecordBody() })).status).toBe(404);
    expect((await call(`/api/admin/sold-properties/${id}`, { admin: true, method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/admin/sold-properties/${id}`, { admin: true, method: 'DELETE' })).status).toBe(404);
  });
});

describe('admin paths need credentials', () => {
  const adminPaths: [string, string, unknown?][] = [
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/content'],
    ['PUT', '/api/admin/content/hero_title', { value: 'Defaced' }],
    ['POST', '/api/admin/properties', propertyBody()],
    ['PUT', '/api/admin/properties/some-id', propertyBody()],
    ['DELETE', '/api/admin/properties/some-id'],
    ['POST', '/api/admin/upload'],
    ['POST', '/api/admin/testimonials', testimonialBody()],
    ['PUT', '/api/admin/testimonials/some-id', testimonialBody()],
    ['DELETE', '/api/admin/testimonials/some-id'],
    ['GET', '/api/admin/sold-properties'],
    ['POST', '/api/admin/sold-properties', soldRecordBody()],
    ['PUT', '/api/admin/sold-properties/some-id', soldRecordBody()],
    ['DELETE', '/api/admin/sold-properties/some-id'],
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/valuation-requests'],
    ['POST', '/api/admin/change-password', { currentPassword: 'x', newPassword: 'Some-New-Password-1' }],
  ];

  it.each(adminPaths.filter(([, p]) => p !== '/api/admin/logout'))(
    '%s %s is 401 without a token and with a bad token',
    async (method, path, json) => {
      const before = JSON.stringify(app.store.read());
      for (const init of [{}, { token: 'forged-token' }, { token: 'A'.repeat(43) }]) {
        const res = await call(path, { method, json, ...init });
        expect(res.status, JSON.stringify(init)).toBe(401);
        expect(messageOf(res.body)).toBe('Authentication required. Please sign in again.');
      }
      expect(JSON.stringify(app.store.read())).toBe(before);
    },
  );

  it('checks credentials before validating the body', async () => {
    expect((await call('/api/admin/properties', { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe('a disk that refuses the write', () => {
  it('answers 503 with a plain message, not a 500, and stores nothing', async () => {
    const before = app.store.read().contactMessages.length;
    const full = vi
      .spyOn(app.store, 'mutate')
      .mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    try {
      const res = await call('/api/contact/formcarry', { method: 'POST', json: contactBody() });
      expect(res).toMatchObject({
        status: 503,
        body: { message: 'Nothing was saved: the server cannot write its data right now (its disk is full or read-only). Please try again later.' },
      });
    } finally {
      full.mockRestore();
    }
    expect(app.store.read().contactMessages).toHaveLength(before);
  });
});

describe('protocol edge cases', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/admin/nope'],
    ['DELETE', '/api/nope/properties'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404, never the web app', async (method, path) => {
    const res = await call(path, { method, token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: matching.string() });
  });

  it('the tRPC endpoint answers an unknown procedure with 404 and malformed JSON with 400, both JSON without internals', async () => {
    const unknown = await api('/api/trpc/nothing.here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    const malformed = await api('/api/trpc/contactMessages.create', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(text).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });

  it('stores text with a lone surrogate well-formed (REST and tRPC), so every page can still be rendered', async () => {
    const created = await call('/api/admin/properties', { admin: true, method: 'POST', json: propertyBody({ title: 'Lone \ud800 title' }) });
    expect(created.status).toBe(201);
    const id = record.parse(created.body).id;
    expect(findById((await call('/api/properties')).body, id)).toMatchObject({ title: 'Lone \ufffd title' });

    const viaTrpc = await api('/api/trpc/siteContent.update', {
      method: 'POST',
      token,
      json: { json: { key: 'hero_title', value: 'Home \udc00 page' } },
    });
    expect(viaTrpc.status).toBe(200);
    expect(app.store.read().siteContent.hero_title).toBe('Home \ufffd page');
    expect(encodeURIComponent(app.store.read().siteContent.hero_title!)).toBe('Home%20%EF%BF%BD%20page');
  });

  it('words protocol errors plainly, as JSON: broken %-escapes, bodies that do not decompress, long batches, tRPC parse and size errors', async () => {
    expect(await call('/api/properties/%E0%A4%A')).toMatchObject({
      status: 400,
      body: { message: 'The address is not valid: it contains a broken %-escape' },
    });
    const gzip = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } };
    expect(await call('/api/contact/formcarry', gzip)).toMatchObject({
      status: 400,
      body: { message: 'The request body could not be decompressed' },
    });
    expect(await call(`/api/trpc/${Array.from({ length: 21 }, () => 'properties.list').join(',')}?batch=1`)).toMatchObject({
      status: 400,
      body: { message: 'At most 20 calls may be sent in one request' },
    });
    const malformed = await api('/api/trpc/contactMessages.create', {
      method: 'POST',
      body: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('"message":"The request body is not valid JSON"');
    const huge = await api('/api/trpc/contactMessages.create', { method: 'POST', json: { json: { message: 'x'.repeat(1_100_000) } } });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(await huge.json())).toContain('"message":"The request body is too large"');
  });

  it('answers 413 for an oversized JSON body', async () => {
    const res = await call('/api/contact/formcarry', { method: 'POST', json: contactBody({ message: 'x'.repeat(300 * 1024) }) });
    expect(res.status).toBe(413);
    expect(messageOf(res.body)).toMatch(/too large/i);
  });

  it('answers 400 for malformed JSON', async () => {
    for (const body of ['{"name": "Priya",', '{name: 1}', '{']) {
      const res = await call('/api/contact/formcarry', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(messageOf(res.body)).toMatch(/not valid JSON/);
    }
    const adminRes = await call('/api/admin/properties', {
      admin: true,
      method: 'POST',
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(adminRes.status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const form = await call('/api/contact/formcarry', {
      method: 'POST',
      body: new URLSearchParams(contactBody()).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(messageOf(form.body)).toMatch(/application\/json/);
    const text = await call('/api/admin/login', { method: 'POST', body: 'username=admin', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('does not advertise the framework and marks admin answers uncacheable', async () => {
    const res = await api('/api/properties');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await admin('/api/admin/me')).headers.get('cache-control')).toBe('no-store');
  });
});
