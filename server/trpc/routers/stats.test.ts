import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, createTestServices, type TestServices } from '../../test/harness';
import { fieldErrorsOf, httpStatusOf } from '../errors';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = () => adminCaller(services);

async function refusal(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the save to be refused');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('stats.updateSettings against the computed figures (the baseline plus the sold records)', () => {
  it('refuses a stated total or volume below the sold list with 400, naming the field for the form', async () => {
    const { baseline } = services.store.read().stats;
    const records = services.store.read().soldRecords;
    const volume = records.reduce((sum, r) => sum + r.salePrice, 0);
    const error = await refusal(admin().stats.updateSettings({ baseline, overrides: { totalTransactions: 10, salesVolume: volume - 1 } }));
    expect(httpStatusOf(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({
      'overrides.totalTransactions': `Total transactions must be at least ${baseline.transactions + records.length}: your ${baseline.transactions} earlier transactions and the ${records.length} sales in your sold list`,
      'overrides.salesVolume': `Career sales volume must be at least ${usd.format(baseline.volume + volume)}: your ${usd.format(baseline.volume)} of earlier sales and the ${usd.format(volume)} the sales in your sold list add up to`,
    });
    expect(services.store.read().stats.overrides).toEqual({});
  });

  it('refuses a stated total above the sold list but below the earlier transactions plus the sold list (30 of 240: a $4.1M average)', async () => {
    const before = services.store.read().stats;
    const sales = services.store.read().soldRecords.length;
    const error = await refusal(admin().stats.updateSettings({ baseline: before.baseline, overrides: { totalTransactions: sales + 7 } }));
    expect(httpStatusOf(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({
      'overrides.totalTransactions': `Total transactions must be at least ${before.baseline.transactions + sales}: your ${before.baseline.transactions} earlier transactions and the ${sales} sales in your sold list`,
    });
    // The same total saved with the baseline cleared adds to the computed figures, and is taken.
    expect(services.store.read().stats).toEqual(before);
    const cleared = { transactions: 0, volume: 0, yearLicensed: before.baseline.yearLicensed };
    const taken = await admin().stats.updateSettings({ baseline: cleared, overrides: { totalTransactions: sales + 7 } });
    expect(taken.totalTransactions).toBe(sales + 7);
    await admin().stats.updateSettings({ baseline: before.baseline, overrides: {} });
  });

  it('takes a stated total and volume that add to the computed ones, and the average follows them', async () => {
    const { baseline } = services.store.read().stats;
    const stats = await admin().stats.updateSettings({ baseline, overrides: { totalTransactions: 333, salesVolume: 150_000_000 } });
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice]).toEqual([333, 150_000_000, 450_450]);
  });

  it('a stated total alone leaves the average out, and the settings say why', async () => {
    const { baseline } = services.store.read().stats;
    const stats = await admin().stats.updateSettings({ baseline, overrides: { totalTransactions: 333 } });
    expect([stats.totalTransactions, stats.averagePrice]).toEqual([333, null]);
    expect((await admin().stats.settings()).notShown).toEqual({
      averagePrice:
        'The average sale price is not shown on your website: your total transactions are stated but your sales volume is computed, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.',
    });
    await admin().stats.updateSettings({ baseline, overrides: {} });
  });
});
