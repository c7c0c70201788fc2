import { describe, expect, it } from 'vitest';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './003-listing-facts-and-showings';

const before = () => migrate(loadV1Fixture(), 2);

describe('migration 3: listing facts, open houses and showing requests', () => {
  it('adds an empty showingRequests collection and leaves the properties as they were', () => {
    const input = before();
    expect(input.showingRequests).toBeUndefined();
    const out = migration.up(input);
    expect(out.showingRequests).toEqual([]);
    expect(out.properties).toEqual(input.properties);
    expect((out.properties as unknown[]).length).toBeGreaterThan(0);
  });

  it('keeps showing requests that are already there, and does not touch its input', () => {
    const input = { ...before(), showingRequests: [{ id: 'x' }] };
    const copy = structuredClone(input);
    expect(migration.up(input).showingRequests).toEqual([{ id: 'x' }]);
    expect(input).toEqual(copy);
  });

  it('produces showing requests and listing facts the current schema accepts (facts absent on every listing)', async () => {
    const { dbSchema } = await import('../schema');
    const { listingFactsShape } = await import('../../../domain/listing-facts');
    const mine = new Set(['showingRequests', ...Object.keys(listingFactsShape)]);
    const parsed = dbSchema.safeParse(migrate(loadV1Fixture()));
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path.some((p) => mine.has(String(p))));
    expect(issues).toEqual([]);
    const out = migrate(loadV1Fixture()) as { showingRequests: unknown[]; properties: Record<string, unknown>[] };
    expect(out.showingRequests).toEqual([]);
    expect(out.properties.every((p) => p.openHouses === undefined && p.propertyType === undefined)).toBe(true);
  });
});
