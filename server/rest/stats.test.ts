// GET /api/stats (public) and GET /api/admin/insights over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localDate } from '../../domain/stats';
import { readAudit } from '../audit/audit-log';
import { addDays } from '../insights/report';
import { matching, messageOf } from '../test/answers';
import { contactBody, soldRecordBody, startSignedInTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

async function json(path: string, init: Parameters<TestApp['api']>[1] = {}) {
  const res = await app.api(path, init);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as unknown };
}

// The parts of the answers these tests read (rows keep any other keys, so toEqual still sees them).
const statsAnswer = z.looseObject({
  totalTransactions: z.number(),
  maxPrice: z.number(),
  yearsExperience: z.number(),
  asOf: z.string(),
  byYear: z.array(z.looseObject({ year: z.number(), transactions: z.number(), volume: z.number() })),
});
const insightsAnswer = z.looseObject({
  views: z.array(z.looseObject({ date: z.string(), count: z.number() })),
  topPaths: z.array(z.looseObject({ path: z.string(), views: z.number() })),
  leadsBySource: z.array(z.looseObject({ source: z.string(), leads: z.number() })),
  listings: z.array(z.looseObject({ id: z.string() })),
});
const overviewAnswer = z.looseObject({
  leadsPerWeek: z.array(z.looseObject({ contact: z.number() })),
  unread: z.number(),
  listingsByStatus: z.array(z.looseObject({ status: z.string() })),
  topListingsThisMonth: z.array(z.looseObject({ views: z.number() })),
});

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
      neighborhoods: 17,
    });
    const stats = statsAnswer.parse(body);
    expect(typeof stats.yearsExperience).toBe('number');
    expect(stats.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stats.byYear[0]).toEqual({ year: 2013, transactions: 2, volume: matching.number() });
    for (const row of stats.byYear) for (const f of ['year', 'transactions', 'volume']) expect(typeof row[f]).toBe('number');
  });

  it('follows a new sold record at once, and agent-stated overrides', async () => {
    const created = await json('/api/admin/sold-properties', {
      method: 'POST',
      token,
      json: soldRecordBody({ salePrice: '2000000', saleDate: '2025-03-01' }),
    });
    expect(created.status).toBe(201);
    const stats = statsAnswer.parse((await json('/api/stats')).body);
    expect(stats.totalTransactions).toBe(241);
    expect(stats.maxPrice).toBe(2_000_000);
    expect(stats.byYear.at(-1)).toEqual({ year: 2025, transactions: 1, volume: 2_000_000 });

    const { settings } = z.object({ settings: z.looseObject({}) }).parse((await json('/api/admin/stats', { token })).body);
    const put = await json('/api/admin/stats', { method: 'PUT', token, json: { ...settings, overrides: { neighborhoods: 40 } } });
    expect(put.status).toBe(200);
    const after = await json('/api/stats');
    expect(after.body).toMatchObject({ neighborhoods: 40, stated: ['neighborhoods'], totalTransactions: 241 });
    // The activity log keeps what the figures were: they have no revision history.
    const [entry] = await readAudit(app.store, { type: 'settings.changed' });
    expect(entry?.details).toMatchObject({ setting: 'statistics', before: settings, after: { overrides: { neighborhoods: 40 } } });
  });

  it('settings: 401 without a session, 400 naming the field for bad input', async () => {
    expect((await json('/api/admin/stats')).status).toBe(401);
    const bad = await json('/api/admin/stats', { method: 'PUT', token, json: { baseline: { transactions: -5, volume: 0, yearLicensed: 2010 } } });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/Transactions before the first record/);
  });

  it.each([
    ['no body', undefined, /baseline is required.*overrides is required/],
    ['an empty object', {}, /baseline is required.*overrides is required/],
    ['a list', [], /baseline/],
    ['overrides alone', { overrides: { yearsExperience: 20 } }, /^baseline is required/],
  ])('settings: a save with %s is refused and leaves the career figures as they were', async (_case, sent, message) => {
    const before = app.store.read().stats;
    const res = await json('/api/admin/stats', { method: 'PUT', token, ...(sent === undefined ? {} : { json: sent }) });
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toMatch(message);
    expect(app.store.read().stats).toEqual(before);
  });
});

describe('PUT /api/admin/stats: stated figures against the sold list', () => {
  const load = async () =>
    z
      .object({ settings: z.looseObject({ baseline: z.looseObject({}), version: z.number() }), notShown: z.record(z.string(), z.string()) })
      .parse((await json('/api/admin/stats', { token })).body);
  const put = (overrides: Record<string, number>, settings: { baseline: object }) =>
    json('/api/admin/stats', { method: 'PUT', token, json: { baseline: settings.baseline, overrides } });

  it('a stated total below the sales in the sold list is refused with 400 naming the field, and nothing changes', async () => {
    const { settings } = await load();
    const sales = app.store.read().soldRecords.length;
    const before = app.store.read().stats;
    const res = await put({ totalTransactions: 10 }, settings);
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toBe(
      `Total transactions must be at least ${before.baseline.transactions + sales}: your ${before.baseline.transactions} earlier transactions and the ${sales} sales in your sold list`,
    );
    expect(app.store.read().stats).toEqual(before);
    const highest = Math.max(...app.store.read().soldRecords.map((r) => r.salePrice));
    const low = await put({ maxPrice: highest - 1 }, settings);
    expect(low.status).toBe(400);
    expect(messageOf(low.body)).toMatch(/^overrides.maxPrice: Highest sale price must be at least \$[\d,]+, the highest sale in your sold list$/);
  });

  it('a stated total above the sold list but below it plus the earlier transactions is refused, so no average divides the computed volume by it', async () => {
    const { settings } = await load();
    const sales = app.store.read().soldRecords.length;
    const before = app.store.read().stats;
    const res = await put({ totalTransactions: sales + 7 }, settings);
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toBe(
      `Total transactions must be at least ${before.baseline.transactions + sales}: your ${before.baseline.transactions} earlier transactions and the ${sales} sales in your sold list`,
    );
    expect(app.store.read().stats).toEqual(before);
    const shown = z
      .looseObject({ totalTransactions: z.number(), averagePrice: z.number(), stated: z.array(z.string()) })
      .parse((await json('/api/stats')).body);
    expect(shown.totalTransactions).toBe(before.baseline.transactions + sales);
    expect(shown.stated).not.toContain('totalTransactions');
  });

  it('a stated total that sales added later overtake gives way to the computed one, and the panel says why', async () => {
    const { settings } = await load();
    const sales = app.store.read().soldRecords.length;
    const total = app.store.read().stats.baseline.transactions + sales;
    expect((await put({ totalTransactions: total }, settings)).status).toBe(200);
    expect(statsAnswer.parse((await json('/api/stats')).body).totalTransactions).toBe(total);

    const created = await json('/api/admin/sold-properties', { method: 'POST', token, json: soldRecordBody({ saleDate: '2025-04-01' }) });
    expect(created.status).toBe(201);
    const shown = (await json('/api/stats')).body;
    expect(shown).toMatchObject({ totalTransactions: total + 1, stated: [] });
    expect((await load()).notShown).toEqual({
      totalTransactions: `Not shown on your website: your stated ${total} is below ${total + 1} (your ${total - sales} earlier transactions and the ${sales + 1} sales in your sold list). The computed figure is shown instead until you raise it or leave it blank.`,
    });
    expect((await put({}, settings)).status).toBe(200);
  });
});

describe('PUT /api/admin/stats: a save from an older form', () => {
  const settingsAnswer = z.object({
    settings: z.looseObject({ baseline: z.looseObject({ transactions: z.number() }), overrides: z.looseObject({}), version: z.number() }),
  });
  const load = async () => settingsAnswer.parse((await json('/api/admin/stats', { token })).body).settings;
  const baseline = (transactions: number) => ({ transactions, volume: 112_101_700, yearLicensed: 2010 });
  const put = (sent: unknown, headers: Record<string, string> = {}) => json('/api/admin/stats', { method: 'PUT', token, json: sent, headers });

  it('is refused with 409, the current settings and when they changed, and changes nothing', async () => {
    const opened = await load();
    // Another tab saves first.
    const first = await put({ baseline: baseline(225), overrides: {}, version: opened.version });
    expect(first.status).toBe(200);
    const latest = app.store.read().stats;
    expect(latest.version).toBe(opened.version + 1);
    const audited = (await readAudit(app.store, { type: 'settings.changed' })).length;

    const stale = await put({ baseline: baseline(220), overrides: { yearsExperience: 21 }, version: opened.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: 'This was changed elsewhere. Review the latest version.', current: latest, changedAt: latest.updatedAt });
    // The same through If-Match, as for the other editors.
    expect((await put({ baseline: baseline(220), overrides: {} }, { 'If-Match': `"${opened.version}"` })).status).toBe(409);
    expect(app.store.read().stats).toEqual(latest);
    expect(statsAnswer.parse((await json('/api/stats')).body).yearsExperience).not.toBe(21);
    expect(await readAudit(app.store, { type: 'settings.changed' })).toHaveLength(audited);
  });

  it('the current version saves, moves the version on and is audited with before and after', async () => {
    const opened = await load();
    const res = await put({ baseline: baseline(230), overrides: {}, version: opened.version });
    expect(res.status).toBe(200);
    expect(statsAnswer.parse(res.body).totalTransactions).toBe(230 + app.store.read().soldRecords.length);
    const saved = await load();
    expect(saved).toMatchObject({ baseline: { transactions: 230 }, version: opened.version + 1 });
    const [entry] = await readAudit(app.store, { type: 'settings.changed' });
    expect(entry?.details).toMatchObject({
      setting: 'statistics',
      before: { baseline: { transactions: opened.baseline.transactions }, version: opened.version },
      after: { baseline: { transactions: 230 }, version: opened.version + 1 },
    });
  });

  it('without a version still saves, as API clients of the original contract do', async () => {
    const opened = await load();
    const res = await put({ baseline: baseline(233), overrides: {} });
    expect(res.status).toBe(200);
    expect(await load()).toMatchObject({ baseline: { transactions: 233 }, version: opened.version + 1 });
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

    const { status, body: answer } = await json('/api/admin/insights?days=30', { token });
    expect(status).toBe(200);
    const body = insightsAnswer.parse(answer);
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
    const wide = insightsAnswer.parse((await json('/api/admin/insights?days=90', { token })).body);
    expect(wide.views).toHaveLength(90);
    expect(wide.topPaths[0]).toEqual({ path: '/', views: 111 });
  });

  it('defaults to 30 days; 400 naming days for a bad value; 401 without a session', async () => {
    expect(insightsAnswer.parse((await json('/api/admin/insights', { token })).body).views).toHaveLength(30);
    const bad = await json('/api/admin/insights?days=abc', { token });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/days/);
    expect((await json('/api/admin/insights?days=1000', { token })).status).toBe(400);
    expect((await json('/api/admin/insights?days=30')).status).toBe(401);
  });

  it('the overview counts leads per week by kind, unread and listings by status', async () => {
    const { status, body: answer } = await json('/api/admin/overview', { token });
    expect(status).toBe(200);
    const body = overviewAnswer.parse(answer);
    expect(body.leadsPerWeek).toHaveLength(12);
    expect(body.leadsPerWeek.at(-1)?.contact).toBeGreaterThanOrEqual(1);
    expect(body.unread).toBeGreaterThanOrEqual(1);
    expect(body.listingsByStatus.map((s) => s.status)).toEqual(['For Sale', 'Under Contract', 'Sold']);
    expect(body.topListingsThisMonth[0]?.views).toBeGreaterThanOrEqual(8);
  });
});
