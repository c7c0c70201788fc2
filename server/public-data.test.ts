import { afterEach, describe, expect, it } from 'vitest';
import { parseDataVersions } from '../domain/data-versions';
import { publicDataVersions } from './public-data';
import { createTestServices, type TestServices } from './test/harness';

let services: TestServices | null = null;
afterEach(async () => {
  await services?.cleanup();
  services = null;
});

describe('public data versions', () => {
  it('versions each public collection, and only a public write moves them', async () => {
    services = await createTestServices();
    const { store } = services;
    const data = publicDataVersions(store);
    const seen: string[][] = [];
    data.onChange((changed) => seen.push(changed));
    const start = data.versions();
    expect(Object.keys(start)).toEqual(expect.arrayContaining(['siteContent', 'properties', 'testimonials', 'soldRecords']));
    for (const hidden of ['contactMessages', 'valuationRequests', 'admin', 'outbox', 'pageViews']) expect(start).not.toHaveProperty(hidden);
    expect(parseDataVersions(data.header())).toEqual(start);

    await store.mutate((db) => {
      db.contactMessages.push({ ...(db.contactMessages[0] ?? {}), id: 'private-write' } as never);
    });
    expect(data.counter()).toBe(1);
    expect(seen).toEqual([]);

    const original = store.read().testimonials[0]!.quote;
    await store.mutate((db) => {
      db.testimonials[0]!.quote = 'Changed for the test';
    });
    expect(data.counter()).toBe(2);
    expect(seen).toEqual([['testimonials']]);
    const after = data.versions();
    expect(after.testimonials).not.toBe(start.testimonials);
    expect({ ...after, testimonials: start.testimonials }).toEqual(start);

    // Content-addressed: writing the old value back gives the old version.
    await store.mutate((db) => {
      db.testimonials[0]!.quote = original;
    });
    expect(data.versions().testimonials).toBe(start.testimonials);
  });
});
