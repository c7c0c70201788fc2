// Open-house times typed in New York on the nights the clocks change: refused on every write
// path (REST and the panel's procedures), while a record stored before the rule still loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, record } from '../test/answers';
import { adminCaller, callError, createTestServices, propertyBody, startSignedInTestApp, type TestApp, type TestServices } from '../test/harness';

const skipped = { start: '2027-03-14T02:30:00-04:00', end: '2027-03-14T03:30:00-04:00' };
const repeated = { start: '2027-11-07T01:30:00-04:00', end: '2027-11-07T02:30:00-05:00' };

describe('REST', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startSignedInTestApp());
  });
  afterAll(() => app.close());

  it('POST refuses a start time skipped when clocks move forward: 400 naming the field, nothing stored', async () => {
    const before = (await (await app.api('/api/properties')).json()) as unknown[];
    const res = await app.api('/api/admin/properties', { token, method: 'POST', json: propertyBody({ openHouses: [skipped] }) });
    expect(res.status).toBe(400);
    expect(messageOf(await res.json())).toMatch(
      /openHouses\.0\.start.*Open house start time 2:30 AM does not exist on Sunday, March 14, 2027 in New York \(clocks move forward from 2:00 AM to 3:00 AM\); choose another time/,
    );
    expect((await (await app.api('/api/properties')).json()) as unknown[]).toHaveLength(before.length);
  });

  it('PUT refuses a time in the hour repeated when clocks go back, and keeps the stored open houses', async () => {
    const fine = { start: '2027-11-06T13:00:00-04:00', end: '2027-11-06T15:00:00-04:00' };
    const created = record.parse(
      await (await app.api('/api/admin/properties', { token, method: 'POST', json: propertyBody({ openHouses: [fine] }) })).json(),
    );
    const res = await app.api(`/api/admin/properties/${created.id}`, { token, method: 'PUT', json: propertyBody({ openHouses: [fine, repeated] }) });
    expect(res.status).toBe(400);
    expect(messageOf(await res.json())).toMatch(
      /openHouses\.1\.start.*Open house start time 1:30 AM happens twice on Sunday, November 7, 2027 in New York/,
    );
    const stored = record.parse(await (await app.api(`/api/properties/${created.id}`)).json());
    expect(stored.openHouses).toEqual([fine]);
  });
});

describe('procedures (the panel)', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.cleanup());

  it('properties.create refuses the skipped time with the same message', async () => {
    const error = await callError(adminCaller(services).properties.create(propertyBody({ openHouses: [skipped] })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/Open house start time 2:30 AM does not exist on Sunday, March 14, 2027 in New York/);
  });

  it('a listing stored before the rule with a repeated-hour open house still loads, and other edits still save', async () => {
    const admin = adminCaller(services);
    const created = await admin.properties.create(propertyBody({ title: 'Stored before the rule' }));
    await services.store.mutate((db) => {
      const p = db.properties.find((x) => x.id === created.id)!;
      p.openHouses = [repeated];
    });
    expect((await admin.properties.get({ id: created.id }))?.openHouses).toEqual([repeated]);
    const { openHouses: _keep, ...body } = propertyBody({ price: 460000 });
    const updated = await admin.properties.update({ id: created.id, data: body });
    expect(updated).toMatchObject({ price: 460000, openHouses: [repeated] });
  });
});
