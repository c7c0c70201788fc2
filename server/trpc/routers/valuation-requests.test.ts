import { promises as fs } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCaller, callError, createTestServices, publicCaller, valuationBody, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('valuationRequests', () => {
  it('stores a request on disk, notes optional', async () => {
    const { notes: _omit, ...withoutNotes } = valuationBody();
    const saved = await visitor().valuationRequests.create(withoutNotes);
    const onDisk = JSON.parse(await fs.readFile(services.store.file, 'utf8')) as { valuationRequests: { id: string }[] };
    expect(onDisk.valuationRequests.find((r) => r.id === saved.id)).toMatchObject(withoutNotes);
  });

  it('lists requests for the admin only, newest first, even within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-04-01T09:00:00Z'));
    const a = await visitor().valuationRequests.create(valuationBody({ address: '1 First Street' }));
    const b = await visitor().valuationRequests.create(valuationBody({ address: '2 Second Street' }));
    vi.setSystemTime(new Date('2030-04-02T09:00:00Z'));
    const c = await visitor().valuationRequests.create(valuationBody({ address: '3 Third Street' }));
    const list = await admin().valuationRequests.list();
    expect(list.slice(0, 3).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await callError(visitor().valuationRequests.list())).code).toBe('UNAUTHORIZED');
  });

  it("answers with the form's own message for each field", async () => {
    const { code, message } = await callError(visitor().valuationRequests.create({} as never));
    expect(code).toBe('BAD_REQUEST');
    for (const text of [
      'Name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Property address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Property type is required',
      'Number of bedrooms is required',
      'Number of bathrooms is required',
      'Square footage is required',
      'Year built is required',
    ])
      expect(message).toContain(text);
    expect((await callError(visitor().valuationRequests.create(valuationBody({ phone: '555-0199' })))).message).toBe(
      'phone: Please enter a valid phone number',
    );
    expect((await callError(visitor().valuationRequests.create(valuationBody({ zipCode: '214' })))).message).toBe('ZIP code is required');
  });
});
