import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSaleDate } from '../../../domain/sold-record';
import { adminCaller, callError, createTestServices, publicCaller, soldRecordBody, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('soldRecords', () => {
  it('lists the seeded track record, most recent sale first', async () => {
    const list = await visitor().soldRecords.list();
    expect(list).toHaveLength(services.store.read().soldRecords.length);
    const dates = list.map((r) => r.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of list) {
      expect(typeof r.salePrice).toBe('number');
      expect(['Listing Agent', 'Buyer Agent']).toContain(r.role);
    }
  });

  it('creates with salePrice as text stored as a number, and puts it in date order', async () => {
    const created = await admin().soldRecords.create(soldRecordBody({ salePrice: '$385,000', saleDate: '2024-12-31' }));
    expect(created).toMatchObject({ salePrice: 385000, saleDate: '2024-12-31', role: 'Buyer Agent' });
    expect((await visitor().soldRecords.list())[0]!.id).toBe(created.id);
  });

  it("takes a sale dated today in the agent's time zone, not the day after", async () => {
    const today = latestSaleDate();
    expect((await admin().soldRecords.create(soldRecordBody({ saleDate: today }))).saleDate).toBe(today);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await callError(admin().soldRecords.create(soldRecordBody({ saleDate: tomorrow })))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Sale date cannot be in the future',
    });
  });

  it('counts "today" in America/New_York: late evening there, the UTC date is already the next day', () => {
    expect(latestSaleDate(Date.parse('2026-11-28T03:30:00Z'))).toBe('2026-11-27');
    expect(latestSaleDate(Date.parse('2026-11-28T05:30:00Z'))).toBe('2026-11-28');
  });

  it('defaults the role to Listing Agent', async () => {
    const { role: _omit, ...body } = soldRecordBody();
    expect((await admin().soldRecords.create(body)).role).toBe('Listing Agent');
  });

  it('names the missing fields', async () => {
    const { code, message } = await callError(admin().soldRecords.create({} as never));
    expect(code).toBe('BAD_REQUEST');
    for (const text of ['Property is required', 'Sale price is required', 'Sale date is required']) expect(message).toContain(text);
  });

  it.each([
    [{ saleDate: '05/14/2018' }, 'Sale date must be a date (YYYY-MM-DD)'],
    [{ saleDate: '2018-02-30' }, 'Sale date must be a real calendar date'],
    [{ salePrice: 'lots' }, 'Sale price must be a number'],
    [{ role: 'Dual Agent' }, 'Role must be Listing Agent or Buyer Agent'],
    [{ saleDate: '2999-06-01' }, 'Sale date cannot be in the future'],
    [{ saleDate: '0202-05-03' }, 'Sale date must be in 1950 or later'],
    [{ saleDate: '1949-12-31' }, 'Sale date must be in 1950 or later'],
    [{ salePrice: '0' }, 'Sale price must be between 1 and 1000000000'],
  ])('refuses %j', async (override, text) => {
    expect(await callError(admin().soldRecords.create(soldRecordBody(override)))).toEqual({ code: 'BAD_REQUEST', message: text });
  });

  it('an update that leaves the role out keeps the stored role, not the default', async () => {
    const created = await admin().soldRecords.create(soldRecordBody({ role: 'Buyer Agent' }));
    const { role: _omit, ...body } = soldRecordBody({ salePrice: '401000' });
    const updated = await admin().soldRecords.update({ id: created.id, data: body });
    expect(updated).toMatchObject({ role: 'Buyer Agent', salePrice: 401000 });
  });

  it('updates and removes, NOT_FOUND for unknown ids, UNAUTHORIZED for visitors', async () => {
    const created = await admin().soldRecords.create(soldRecordBody());
    const updated = await admin().soldRecords.update({ id: created.id, data: soldRecordBody({ salePrice: '390000', role: 'Listing Agent' }) });
    expect(updated).toMatchObject({ id: created.id, salePrice: 390000, role: 'Listing Agent' });
    expect(await callError(admin().soldRecords.update({ id: 'nope', data: soldRecordBody() }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Sold record not found',
    });
    expect((await callError(visitor().soldRecords.create(soldRecordBody()))).code).toBe('UNAUTHORIZED');
    expect((await callError(visitor().soldRecords.update({ id: created.id, data: soldRecordBody() }))).code).toBe('UNAUTHORIZED');
    expect((await callError(visitor().soldRecords.remove({ id: created.id }))).code).toBe('UNAUTHORIZED');
    await admin().soldRecords.remove({ id: created.id });
    expect((await visitor().soldRecords.list()).some((r) => r.id === created.id)).toBe(false);
    expect((await callError(admin().soldRecords.remove({ id: created.id }))).code).toBe('NOT_FOUND');
  });
});
