// GET /api/stats (public) and GET /api/admin/insights over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/stats';
import { addDays } from '../insights/report';
import { contactBody, soldRecordBody, startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await app.login());
});
afterAll(() => app.close());

async function json(path: string, init: Parameters<TestApp['api']>[1] = {}) {
  const res = await app.api(path, init);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: await res.json() };
}

describe('GET /api/stats', () => {
  it('answers the seed figures as numbers, with an ISO asOf date and closings per year', async () => {
    const { status, body } = await json('/api/stats');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalTransactions: 240,
      salesVolume: 123_600_000,
      averagePrice: 515_000,
      minPrice: 127_000,
      maxPrice: 960_000,
      neighborhoods: 15,
    });
    expect(typeof body.yearsExperience).toBe('number');
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.byYear[0]).toEqual({ year: 2013, transactions: 2, volume: expect.any(Number) });
    for (const row of body.byYear) for (const f of ['year', 'transactions', 'volume']) expect(typeof row[f]).toBe('number');
  });

  it('follows a new sold record at once, and agent-stated overrides', async () => {
    const created = await json('/api/admin/sold-properties', {
      method: 'POST',
      token,
      json: soldRecordBody({ salePrice: '2000000', saleDate: '2025-03-01' }),
    });
    expect(created.status).toBe(201);
    const { body } = await json('/api/stats');
    expect(body.totalTransactions).toBe(241);
    expect(body.maxPrice).toBe(2_000_000);
    expect(body.byYear.at(-1)).toEqual({ year: 2025, transactions: 1, volume: 2_000_000 });

    const settings = await json('/api/admin/stats', { token });
    const put = await json('/api/admin/stats', { method: 'PUT', token, json: { ...settings.body.settings, overrides: { neighborhoods: 40 } } });
    expect(put.status).toBe(200);
    const after = await json('/api/stats');
    expect(after.body).toMatchObject({ neighborhoods: 40, stated: ['neighborhoods'], totalTransactions: 241 });
  });

  it('settings: 401 without a session, 400 naming the field for bad input', async () => {
    expect((await json('/api/admin/stats')).status).toBe(401);
    const bad = await json('/api/admin/stats', { method: 'PUT', token, json: { baseline: { transactions: -5, volume: 0, yearLicensed: 2010 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Transactions before the first record/);
  });
});

describe('GET /api/admin/insights', () => {
  it('answers views per day, top paths, leads by source and listings with leads', async () => {
    const listing = app.store.read().properties[0]!;
    const today = localDate(new Date());
    await app.store.mutate((db) => {
      db.pageViews.push(
        { date: today, path: '/', views: 12 },
        { date: today, path: `/listings/${listing.id}`, views: 8 },
        { date: addDays(today, -40), path: '/', views: 99 },
      );
    });
    const lead = await json('/api/contact/formcarry', {
      method: 'POST',
      json: { ...contactBody(), sourcePage: `/listings/${listing.id}`, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'fall-open-house' },
    });
    expect(lead.status).toBe(201);

    const { status, body } = await json('/api/admin/insights?days=30', { token });
    expect(status).toBe(200);
    expect(body.views).toHaveLength(30);
    expect(body.views.at(-1)).toEqual({ date: today, count: 20 });
    expect(body.topPaths.slice(0, 2)).toEqual([
      { path: '/', views: 12 },
      { path: `/listings/${listing.id}`, views: 8 },
    ]);
    expect(body.leadsBySource).toContainEqual(
      expect.objectContaining({ source: 'newsletter', medium: 'email', campaign: 'fall-open-house', leads: 1 }),
    );
    expect(body.listings[0]).toMatchObject({ id: listing.id, title: listing.title, views: 8, leads: 1, conversion: 12.5 });

    // 90 days reaches the older views.
    const wide = await json('/api/admin/insights?days=90', { token });
    expect(wide.body.views).toHaveLength(90);
    expect(wide.body.topPaths[0]).toEqual({ path: '/', views: 111 });
  });

  it('defaults to 30 days; 400 naming days for a bad value; 401 without a session', async () => {
    expect((await json('/api/admin/insights', { token })).body.views).toHaveLength(30);
    const bad = await json('/api/admin/insights?days=abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/days/);
    expect((await json('/api/admin/insights?days=1000', { token })).status).toBe(400);
    expect((await json('/api/admin/insights?days=30')).status).toBe(401);
  });

  it('the overview counts leads per week by kind, unread and listings by status', async () => {
    const { status, body } = await json('/api/admin/overview', { token });
    expect(status).toBe(200);
    expect(body.leadsPerWeek).toHaveLength(12);
    expect(body.leadsPerWeek.at(-1).contact).toBeGreaterThanOrEqual(1);
    expect(body.unread).toBeGreaterThanOrEqual(1);
    expect(body.listingsByStatus.map((s: { status: string }) => s.status)).toEqual(['For Sale', 'Under Contract', 'Sold']);
    expect(body.topListingsThisMonth[0].views).toBeGreaterThanOrEqual(8);
  });
});
