import { describe, expect, it } from 'vitest';
import { computeStats, type StatsSettings } from '../../../domain/stats';
import { isContentKey } from '../../../domain/site-content';
import { dbSchema } from '../schema';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration, parseStatedNumber, REMOVED_STAT_KEYS } from './004-stats-and-insights';

const before = () => migrate(loadV1Fixture(), 3);
type Sale = { salePrice: number; saleDate: string; property: string };

describe('migration 4: statistics baseline and page views', () => {
  it('turns the stated career figures into a baseline the computed figures agree with', () => {
    const input = before();
    const out = migration.up(input);
    const sales = out.soldRecords as Sale[];
    const recordVolume = sales.reduce((s, r) => s + r.salePrice, 0);
    expect(out.stats).toEqual({
      baseline: { transactions: 240 - sales.length, volume: 123_600_000 - recordVolume, yearLicensed: 2010 },
      // The fixture's records span 10 ZIP codes; the agent stated 15+.
      overrides: { neighborhoods: 15 },
    });
    const stats = computeStats(sales, out.stats as StatsSettings, new Date('2026-11-25T12:00:00Z'));
    expect(stats).toMatchObject({ totalTransactions: 240, salesVolume: 123_600_000, averagePrice: 515_000, yearsExperience: 16, neighborhoods: 15 });
  });

  it('removes the old statistics keys and starts an empty page-view collection', () => {
    const input = before();
    expect(Object.keys(input.siteContent as object)).toContain('career_sales');
    const out = migration.up(input);
    const content = out.siteContent as Record<string, string>;
    for (const key of REMOVED_STAT_KEYS) expect(content).not.toHaveProperty(key);
    expect(Object.keys(content).every(isContentKey)).toBe(true);
    expect(content.hero_title).toBe((input.siteContent as Record<string, string>).hero_title);
    expect(out.pageViews).toEqual([]);
  });

  it('the migrated file is accepted by the store schema', () => {
    const result = dbSchema.safeParse({ ...migration.up(before()), version: 4 });
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))).toBe(true);
  });

  it('uses release 1 defaults for blank keys, and keeps stated prices only when there are no records to compute them from', () => {
    const input = before();
    const content = input.siteContent as Record<string, string>;
    content.career_sales = ' ';
    content.sales_volume = '';
    input.soldRecords = [];
    const out = migration.up(input);
    expect(out.stats).toMatchObject({
      baseline: { transactions: 240, volume: 123_600_000, yearLicensed: 2010 },
      overrides: { minPrice: 127_000, maxPrice: 960_000, neighborhoods: 15 },
    });
  });

  it('tolerates data that already has statistics and page views', () => {
    const input = before();
    const stats = { baseline: { transactions: 3, volume: 900_000, yearLicensed: 2001 }, overrides: {} };
    input.stats = stats;
    input.pageViews = [{ date: '2026-11-01', path: '/', views: 4 }];
    const out = migration.up(input);
    expect(out.stats).toEqual(stats);
    expect(out.pageViews).toEqual(input.pageViews);
    expect(migration.up(out)).toEqual(out);
  });

  it('reads the stated number formats release 1 used', () => {
    expect(parseStatedNumber('$123.6M')).toBe(123_600_000);
    expect(parseStatedNumber('$45,000,000+')).toBe(45_000_000);
    expect(parseStatedNumber('$515K')).toBe(515_000);
    expect(parseStatedNumber('15+')).toBe(15);
    expect(parseStatedNumber('Buyer & Seller')).toBeNull();
  });
});
