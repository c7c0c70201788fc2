import { describe, expect, it } from 'vitest';
import {
  computeStats,
  EMPTY_STATS_SETTINGS,
  formatMoneyShort,
  neighborhoodOf,
  statedConflicts,
  statsFootnote,
  statsNotShown,
  type StatsSettings,
} from './stats';
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

  it('the average is computed when neither total nor volume is stated, and a stated average is shown as stated', () => {
    const records = [sale('2020-01-01', 500_000), sale('2021-01-01', 700_000)];
    const base = { transactions: 8, volume: 4_800_000, yearLicensed: 2010 };
    // Computed: $6M over 10 sales.
    expect(computeStats(records, settings(base), NOV_2026).averagePrice).toBe(600_000);
    expect(computeStats(records, settings(base, { neighborhoods: 40 }), NOV_2026).averagePrice).toBe(600_000);
    // $150M over 333 stated sales is about $450K, not the $600K of the records (the stated lowest
    // price puts it within the range shown).
    const both = computeStats(records, settings(base, { totalTransactions: 333, salesVolume: 150_000_000, minPrice: 100_000 }), NOV_2026);
    expect([both.totalTransactions, both.salesVolume, both.averagePrice]).toEqual([333, 150_000_000, 450_450]);
    const avg = computeStats(records, settings(base, { totalTransactions: 20, averagePrice: 510_000 }), NOV_2026);
    expect(avg.averagePrice).toBe(510_000);
    expect(avg.stated).toEqual(['totalTransactions', 'averagePrice']);
    expect(statsNotShown(records, settings(base, { totalTransactions: 20, averagePrice: 510_000 }), NOV_2026)).toEqual({});
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
    expect(statedConflicts(records, settings({}, overrides))).toEqual({});
    const stats = computeStats(records, settings({}, overrides), NOV_2026);
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice, stats.minPrice, stats.maxPrice]).toEqual([
      2, 1_200_000, 600_000, 90_000, 2_000_000,
    ]);
  });

  it('names each contradicted figure with the records it falls below, for the refusal and for the panel', () => {
    const records = Array.from({ length: 23 }, (_, i) => sale('2020-01-01', 127_000 + i * 1_000));
    const conflicts = statedConflicts(records, settings({}, { totalTransactions: 10, salesVolume: 100, minPrice: 130_000, maxPrice: 140_000 }));
    expect(conflicts.totalTransactions).toEqual({
      message: 'Total transactions must be at least 23: the 23 sales in your sold list',
      note: 'Not shown on your website: your stated 10 is below 23 (the 23 sales in your sold list). The computed figure is shown instead until you raise it or leave it blank.',
    });
    expect(conflicts.salesVolume?.message).toBe(
      'Career sales volume must be at least $3,174,000: the $3,174,000 the sales in your sold list add up to',
    );
    expect(conflicts.minPrice?.message).toBe('Lowest sale price must be at most $127,000, the lowest sale in your sold list');
    expect(conflicts.minPrice?.note).toContain('your stated $130,000 is above a sale at $127,000 in your sold list');
    expect(conflicts.maxPrice?.message).toBe('Highest sale price must be at least $149,000, the highest sale in your sold list');
    expect(statedConflicts([sale('2020-01-01', 1)], settings({}, { totalTransactions: 0 })).totalTransactions?.message).toBe(
      'Total transactions must be at least 1: the 1 sale in your sold list',
    );
  });

  it('a stated lowest price above the stated highest is refused even without records', () => {
    expect(statedConflicts([], settings({}, { minPrice: 900_000, maxPrice: 100_000 })).minPrice?.message).toBe(
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

describe('a stated total or volume beside the computed ones (the baseline plus the sold list)', () => {
  // The seed's shape: 217 sales before the first record plus 23 sold records from $127,000 to $960,000.
  const records = [sale('2013-05-01', 127_000), sale('2024-06-01', 960_000), ...Array.from({ length: 21 }, () => sale('2018-01-01', 500_000))];
  const recordVolume = 11_587_000;
  const base = { transactions: 217, volume: 112_101_700, yearLicensed: 2010 };
  const computedVolume = base.volume + recordVolume;
  const average = 'The average sale price is not shown on your website';

  it('a stated total or volume below the computed one is refused, counting the earlier transactions, not only the sold list', () => {
    // 24 homes and $11.5M agree with each other and add to the sold list, but not to the 240 computed.
    const conflicts = statedConflicts(records, settings(base, { totalTransactions: 24, salesVolume: recordVolume + 1_000 }));
    expect(conflicts.totalTransactions?.message).toBe(
      'Total transactions must be at least 240: your 217 earlier transactions and the 23 sales in your sold list',
    );
    expect(conflicts.salesVolume?.message).toBe(
      'Career sales volume must be at least $123,688,700: your $112,101,700 of earlier sales and the $11,587,000 the sales in your sold list add up to',
    );
    expect(statedConflicts(records, settings(base, { totalTransactions: 30 })).totalTransactions?.message).toBe(
      'Total transactions must be at least 240: your 217 earlier transactions and the 23 sales in your sold list',
    );
    expect(statedConflicts([], settings(base, { totalTransactions: 30 })).totalTransactions?.message).toBe(
      'Total transactions must be at least 217: your 217 earlier transactions',
    );
    // Saved before this release, such a total is not shown: the computed 240 and its $515K average are.
    const stats = computeStats(records, settings(base, { totalTransactions: 30 }), NOV_2026);
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice, stats.stated]).toEqual([240, 123_688_700, 515_370, []]);
    expect(statsNotShown(records, settings(base, { totalTransactions: 30 }), NOV_2026)).toEqual({
      totalTransactions:
        'Not shown on your website: your stated 30 is below 240 (your 217 earlier transactions and the 23 sales in your sold list). The computed figure is shown instead until you raise it or leave it blank.',
    });
    expect(statedConflicts(records, settings(base, { totalTransactions: 240, salesVolume: computedVolume }))).toEqual({});
  });

  it('a stated total beside a computed volume, or the reverse, gives no average, and the admin is told why', () => {
    // $123.7M over 250 stated homes would be a $495K average no sale backs: the 10 homes added have no volume.
    const total = computeStats(records, settings(base, { totalTransactions: 250 }), NOV_2026);
    expect([total.totalTransactions, total.salesVolume, total.averagePrice, total.stated]).toEqual([
      250,
      computedVolume,
      null,
      ['totalTransactions'],
    ]);
    expect(statsNotShown(records, settings(base, { totalTransactions: 250 }), NOV_2026)).toEqual({
      averagePrice: `${average}: your total transactions are stated but your sales volume is computed, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.`,
    });
    // $500M over the computed 240 would be a $2.1M average beside a $960K highest sale.
    const volume = computeStats(records, settings(base, { salesVolume: 500_000_000 }), NOV_2026);
    expect([volume.totalTransactions, volume.salesVolume, volume.averagePrice]).toEqual([240, 500_000_000, null]);
    expect(statsNotShown(records, settings(base, { salesVolume: 500_000_000 }), NOV_2026).averagePrice).toBe(
      `${average}: your sales volume is stated but your total transactions are computed, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.`,
    );
  });

  it('a sale that overtakes one of a stated pair takes the average away with it, not "24 homes, $5.2M average" beside a $2M highest sale', () => {
    const stated = settings(base, { totalTransactions: 241, salesVolume: computedVolume + 1_000 });
    const before = computeStats(records, stated, NOV_2026);
    expect([before.totalTransactions, before.salesVolume, before.averagePrice]).toEqual([241, 123_689_700, 513_235]);
    expect(statsNotShown(records, stated, NOV_2026)).toEqual({});

    const added = [...records, sale('2025-03-01', 2_000_000)];
    const after = computeStats(added, stated, NOV_2026);
    // The stated volume is overtaken (the computed $125.7M is shown); the stated 241 still holds.
    expect([after.totalTransactions, after.salesVolume, after.averagePrice, after.maxPrice]).toEqual([241, 125_688_700, null, 2_000_000]);
    expect(after.stated).toEqual(['totalTransactions']);
    const notes = statsNotShown(added, stated, NOV_2026);
    expect(notes.salesVolume).toContain('your stated $123,689,700 is below $125,688,700');
    expect(notes.averagePrice).toBe(
      `${average}: your total transactions are stated but your stated sales volume is not shown, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.`,
    );
  });

  it('a stated total and volume give their average only within the price range shown beside it', () => {
    const both = settings(base, { totalTransactions: 250, salesVolume: 500_000_000 });
    // $2M a sale, above the highest sale shown.
    expect(computeStats(records, both, NOV_2026).averagePrice).toBeNull();
    expect(statsNotShown(records, both, NOV_2026)).toEqual({
      averagePrice: `${average}: your stated sales volume over your stated total transactions is $2,000,000 a sale, above the highest sale shown ($960,000). Change either figure, or state the average itself.`,
    });
    // A stated highest price the average fits under shows it.
    const wider = settings(base, { totalTransactions: 250, salesVolume: 500_000_000, maxPrice: 3_000_000 });
    expect(computeStats(records, wider, NOV_2026).averagePrice).toBe(2_000_000);
    expect(statsNotShown(records, wider, NOV_2026)).toEqual({});
    // Below the lowest sale shown.
    const low = settings(base, { totalTransactions: 100_000, salesVolume: 200_000_000 });
    expect(computeStats(records, low, NOV_2026).averagePrice).toBeNull();
    expect(statsNotShown(records, low, NOV_2026).averagePrice).toContain('is $2,000 a sale, below the lowest sale shown ($127,000)');
    // With no price range known, nothing to fall outside.
    expect(computeStats([], settings({}, { totalTransactions: 4, salesVolume: 2_000_000 }), NOV_2026).averagePrice).toBe(500_000);
  });

  it("the computed average too: earlier sales that put it outside the sold list's range leave it out", () => {
    // 217 earlier sales at $2.5M each: $2.3M a sale over all 240, beside a $960,000 highest sale.
    const pricey = settings({ ...base, volume: 542_500_000 });
    const stats = computeStats(records, pricey, NOV_2026);
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice, stats.maxPrice]).toEqual([240, 554_087_000, null, 960_000]);
    expect(statsNotShown(records, pricey, NOV_2026)).toEqual({
      averagePrice: `${average}: your sales volume over your total transactions, with your earlier sales, is $2,308,696 a sale, above the highest sale shown ($960,000). Check the earlier transactions and volume, state the lowest or highest sale price, or state the average itself.`,
    });
    // A stated highest price that covers the earlier sales shows it.
    expect(computeStats(records, settings({ ...base, volume: 542_500_000 }, { maxPrice: 2_500_000 }), NOV_2026).averagePrice).toBe(2_308_696);
    // The seed's baseline lands inside the range: shown.
    expect(computeStats(records, settings(base), NOV_2026).averagePrice).toBe(515_370);
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
        message: 'Total transactions must be at least 2: the 2 sales in your sold list',
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
