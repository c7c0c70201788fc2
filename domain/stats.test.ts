import { describe, expect, it } from 'vitest';
import { computeStats, EMPTY_STATS_SETTINGS, formatMoneyShort, neighborhoodOf, statedConflicts, statsFootnote, type StatsSettings } from './stats';
import { statsSettingsAgainstRecords, statsSettingsSchema } from './stats-schema';

const NOV_2026 = new Date('2026-11-25T12:00:00Z');
const sale = (saleDate: string, salePrice: number, property = '1 Main St, Baltimore, MD 21211') => ({ saleDate, salePrice, property });
const settings = (s: Partial<StatsSettings['baseline']> = {}, overrides: StatsSettings['overrides'] = {}): StatsSettings => ({
  baseline: { transactions: 0, volume: 0, yearLicensed: null, ...s },
  overrides,
});

describe('computeStats', () => {
  it('with no records and no baseline: zeros, no prices, no footnote', () => {
    const stats = computeStats([], EMPTY_STATS_SETTINGS, NOV_2026);
    expect(stats).toMatchObject({
      totalTransactions: 0,
      salesVolume: 0,
      averagePrice: null,
      minPrice: null,
      maxPrice: null,
      neighborhoods: 0,
      yearsExperience: null,
      asOf: '2026-11-25',
      byYear: [],
      stated: [],
    });
    expect(statsFootnote(stats)).toBeNull();
  });

  it('with one record: every price figure is that sale', () => {
    const stats = computeStats([sale('2024-05-01', 400_000)], settings({ yearLicensed: 2010 }), NOV_2026);
    expect(stats).toMatchObject({
      totalTransactions: 1,
      salesVolume: 400_000,
      averagePrice: 400_000,
      minPrice: 400_000,
      maxPrice: 400_000,
      neighborhoods: 1,
      yearsExperience: 16,
    });
    expect(stats.byYear).toEqual([{ year: 2024, transactions: 1, volume: 400_000 }]);
    expect(statsFootnote(stats)).toBe('Based on 1 closed transaction, 2024, as of November 2026');
  });

  it('adds the baseline to the records; the average covers both; years fill gaps with zeros', () => {
    const records = [
      sale('2015-01-10', 100_000, '1 A St, Washington, DC 20010'),
      sale('2017-03-01', 300_000, '2 B St, Towson, MD 21204'),
      sale('2017-09-01', 200_000, '3 C St, Towson, MD 21204'),
    ];
    const stats = computeStats(records, settings({ transactions: 7, volume: 2_400_000, yearLicensed: 2012 }), NOV_2026);
    expect(stats.totalTransactions).toBe(10);
    expect(stats.salesVolume).toBe(3_000_000);
    expect(stats.averagePrice).toBe(300_000);
    expect([stats.minPrice, stats.maxPrice]).toEqual([100_000, 300_000]);
    expect(stats.neighborhoods).toBe(2);
    expect(stats.byYear).toEqual([
      { year: 2015, transactions: 1, volume: 100_000 },
      { year: 2016, transactions: 0, volume: 0 },
      { year: 2017, transactions: 2, volume: 500_000 },
    ]);
    expect(statsFootnote(stats)).toBe('Based on 10 closed transactions, 2012-2017, as of November 2026');
  });

  it('overrides replace only their own figure and are listed as stated', () => {
    const records = [sale('2020-01-01', 500_000)];
    const stats = computeStats(
      records,
      settings({ transactions: 9, volume: 4_500_000, yearLicensed: 2010 }, { neighborhoods: 15, yearsExperience: 20 }),
      NOV_2026,
    );
    expect(stats.neighborhoods).toBe(15);
    expect(stats.yearsExperience).toBe(20);
    expect(stats.totalTransactions).toBe(10);
    expect(stats.stated).toEqual(['neighborhoods', 'yearsExperience']);
    // The footnote states what the computation rests on, and names the stated figures.
    expect(stats.basis.transactions).toBe(10);
    expect(statsFootnote(stats)).toBe(
      'Based on 10 closed transactions, 2010-2020, as of November 2026; neighborhoods served and years of experience as stated by the agent',
    );
  });

  it('a stated total is not set against the computed count in the footnote', () => {
    const records = [sale('2020-01-01', 500_000)];
    const stats = computeStats(records, settings({ transactions: 240, volume: 4_500_000, yearLicensed: 2010 }, { totalTransactions: 333 }), NOV_2026);
    expect(stats.totalTransactions).toBe(333);
    expect(statsFootnote(stats)).toBe('Based on closed transactions, 2010-2020, as of November 2026; total transactions as stated by the agent');
    expect(statsFootnote(stats)).not.toContain('241');
  });

  it('the average is the shown volume over the shown total, stated or computed', () => {
    const records = [sale('2020-01-01', 500_000), sale('2021-01-01', 700_000)];
    const base = { transactions: 8, volume: 4_800_000, yearLicensed: 2010 };
    // Computed: $6M over 10 sales.
    expect(computeStats(records, settings(base), NOV_2026).averagePrice).toBe(600_000);
    // $150M over 333 stated sales is about $450K, not the $600K of the records.
    const both = computeStats(records, settings(base, { totalTransactions: 333, salesVolume: 150_000_000 }), NOV_2026);
    expect([both.totalTransactions, both.salesVolume, both.averagePrice]).toEqual([333, 150_000_000, 450_450]);
    expect(computeStats(records, settings(base, { totalTransactions: 20 }), NOV_2026).averagePrice).toBe(300_000);
    expect(computeStats(records, settings(base, { salesVolume: 9_000_000 }), NOV_2026).averagePrice).toBe(900_000);
    // A stated average is shown as stated.
    const avg = computeStats(records, settings(base, { totalTransactions: 20, averagePrice: 510_000 }), NOV_2026);
    expect(avg.averagePrice).toBe(510_000);
    expect(avg.stated).toEqual(['totalTransactions', 'averagePrice']);
  });

  it('a stated figure the sold list contradicts is not shown: the page never states fewer sales than the list beneath it', () => {
    const records = [sale('2020-01-01', 500_000), sale('2021-01-01', 700_000), sale('2022-01-01', 300_000)];
    const base = { transactions: 7, volume: 3_500_000, yearLicensed: 2010 };
    const stats = computeStats(
      records,
      settings(base, { totalTransactions: 2, salesVolume: 1_000_000, minPrice: 400_000, maxPrice: 600_000, neighborhoods: 40 }),
      NOV_2026,
    );
    expect(stats.totalTransactions).toBe(10);
    expect(stats.salesVolume).toBe(5_000_000);
    expect(stats.averagePrice).toBe(500_000);
    expect([stats.minPrice, stats.maxPrice]).toEqual([300_000, 700_000]);
    expect(stats.stated).toEqual(['neighborhoods']);
    expect(statsFootnote(stats)).toBe('Based on 10 closed transactions, 2010-2022, as of November 2026; neighborhoods served as stated by the agent');
  });

  it('a stated figure may add to the records: more sales, more volume, a lower lowest and a higher highest price', () => {
    const records = [sale('2020-01-01', 500_000), sale('2021-01-01', 700_000)];
    const overrides = { totalTransactions: 2, salesVolume: 1_200_000, minPrice: 90_000, maxPrice: 2_000_000 };
    expect(statedConflicts(records, overrides)).toEqual({});
    const stats = computeStats(records, settings({}, overrides), NOV_2026);
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice, stats.minPrice, stats.maxPrice]).toEqual([
      2, 1_200_000, 600_000, 90_000, 2_000_000,
    ]);
  });

  it('names each contradicted figure with the records it falls below, for the refusal and for the panel', () => {
    const records = Array.from({ length: 23 }, (_, i) => sale('2020-01-01', 127_000 + i * 1_000));
    const conflicts = statedConflicts(records, { totalTransactions: 10, salesVolume: 100, minPrice: 130_000, maxPrice: 140_000 });
    expect(conflicts.totalTransactions).toEqual({
      message: 'Total transactions must be at least 23, the sales in your sold list',
      note: 'Not shown on your website: your stated 10 is below the 23 sales in your sold list. The computed figure is shown instead until you raise it or leave it blank.',
    });
    expect(conflicts.salesVolume?.message).toBe('Career sales volume must be at least $3,174,000, what the sales in your sold list add up to');
    expect(conflicts.minPrice?.message).toBe('Lowest sale price must be at most $127,000, the lowest sale in your sold list');
    expect(conflicts.minPrice?.note).toContain('your stated $130,000 is above a sale at $127,000 in your sold list');
    expect(conflicts.maxPrice?.message).toBe('Highest sale price must be at least $149,000, the highest sale in your sold list');
    expect(statedConflicts([sale('2020-01-01', 1)], { totalTransactions: 0 }).totalTransactions?.message).toBe(
      'Total transactions must be at least 1, the sale in your sold list',
    );
  });

  it('a stated lowest price above the stated highest is refused even without records', () => {
    expect(statedConflicts([], { minPrice: 900_000, maxPrice: 100_000 }).minPrice?.message).toBe(
      'Lowest sale price must be at most $100,000, the highest sale price you stated',
    );
    const stats = computeStats([], settings({}, { minPrice: 900_000, maxPrice: 100_000 }), NOV_2026);
    expect([stats.minPrice, stats.maxPrice]).toEqual([null, 100_000]);
  });

  it('years of experience advance by themselves at the new year in the agent time zone', () => {
    const s = settings({ yearLicensed: 2010 });
    // 04:59 UTC on 1 January is still 31 December in Maryland.
    expect(computeStats([], s, new Date('2027-01-01T04:59:00Z')).yearsExperience).toBe(16);
    expect(computeStats([], s, new Date('2027-01-01T05:00:00Z')).yearsExperience).toBe(17);
    expect(computeStats([], s, new Date('2027-01-01T05:00:00Z')).asOf).toBe('2027-01-01');
  });

  it('a licence year in the future gives no figure rather than a negative one', () => {
    expect(computeStats([], settings({ yearLicensed: 2030 }), NOV_2026).yearsExperience).toBeNull();
  });
});

describe('helpers', () => {
  it('neighbourhoods are ZIP codes, else city and state', () => {
    expect(neighborhoodOf('3412 Keswick Rd, Baltimore, MD 21211')).toBe('21211');
    expect(neighborhoodOf('10 Elm St, Towson, MD')).toBe('towson, md');
    expect(neighborhoodOf('somewhere')).toBeNull();
  });

  it('short money', () => {
    expect(formatMoneyShort(123_600_000)).toBe('$123.6M');
    expect(formatMoneyShort(515_000)).toBe('$515K');
    expect(formatMoneyShort(960_000)).toBe('$960K');
    expect(formatMoneyShort(45_000_000)).toBe('$45M');
  });

  it('a save checked against the records names the refused figure by its path', () => {
    const records = [sale('2020-01-01', 500_000), sale('2021-01-01', 700_000)];
    const save = { baseline: { transactions: 0, volume: 0, yearLicensed: null }, overrides: { totalTransactions: 1 } };
    const refused = statsSettingsAgainstRecords(records).safeParse(save);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['overrides', 'totalTransactions'],
        message: 'Total transactions must be at least 2, the sales in your sold list',
      }),
    ]);
    expect(statsSettingsAgainstRecords(records).safeParse({ ...save, overrides: { totalTransactions: 2 } }).success).toBe(true);
  });

  it('settings schema fills defaults and names a bad field', () => {
    expect(statsSettingsSchema.parse({})).toEqual({ ...EMPTY_STATS_SETTINGS, version: 1 });
    const bad = statsSettingsSchema.safeParse({ baseline: { transactions: -1, volume: 0, yearLicensed: null } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]!.message).toBe('Transactions before the first record must be 0 or more');
  });
});
