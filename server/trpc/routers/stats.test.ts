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

describe('stats.updateSettings against the sold records', () => {
  it('refuses a stated total or volume below the sold list with 400, naming the field for the form', async () => {
    const { baseline } = services.store.read().stats;
    const records = services.store.read().soldRecords;
    const volume = records.reduce((sum, r) => sum + r.salePrice, 0);
    const error = await refusal(admin().stats.updateSettings({ baseline, overrides: { totalTransactions: 10, salesVolume: volume - 1 } }));
    expect(httpStatusOf(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual({
      'overrides.totalTransactions': `Total transactions must be at least ${records.length}, the sales in your sold list`,
      'overrides.salesVolume': `Career sales volume must be at least ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(volume)}, what the sales in your sold list add up to`,
    });
    expect(services.store.read().stats.overrides).toEqual({});
  });

  it('takes a stated total that adds to the sold list, and the average follows it', async () => {
    const { baseline } = services.store.read().stats;
    const stats = await admin().stats.updateSettings({ baseline, overrides: { totalTransactions: 333, salesVolume: 150_000_000 } });
    expect([stats.totalTransactions, stats.salesVolume, stats.averagePrice]).toEqual([333, 150_000_000, 450_450]);
  });
});
