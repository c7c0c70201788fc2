import { describe, expect, it } from 'vitest';
import { dbSchema } from '../schema';
import { loadV1Fixture } from './fixture';
import { CURRENT_DATA_VERSION, migrate } from './index';
import { migration } from './012-stats-version';

const v11 = () => migrate(loadV1Fixture(), 11);

describe('migration 12: statistics settings versioned', () => {
  it('gives the stored statistics version 1 and keeps the baseline and stated figures as they were', () => {
    const before = v11();
    before.stats = { baseline: { transactions: 225, volume: 113_000_000, yearLicensed: 2009 }, overrides: { yearsExperience: 21 } };
    const copy = structuredClone(before);
    const after = migration.up(before);
    expect(after.stats).toEqual({ ...copy.stats!, version: 1 });
    const { stats: _stats, ...rest } = after;
    const { stats: _old, ...restBefore } = copy;
    expect(rest).toEqual(restBefore);
    expect(before).toEqual(copy);
    expect(dbSchema.safeParse({ ...after, version: 12 }).success).toBe(true);
  });

  it('leaves a version already stored, and a second run changes nothing', () => {
    const before = v11();
    before.stats = { ...(before.stats as object), version: 4 };
    expect(migration.up(before)).toEqual(before);
    const once = migration.up(v11());
    expect(migration.up(once)).toEqual(once);
  });

  it('the release-1 file reaches the current version with its statistics at version 1', () => {
    const out = migrate(loadV1Fixture());
    expect(out.version).toBe(CURRENT_DATA_VERSION);
    expect((out.stats as { version: number }).version).toBe(1);
    expect((dbSchema.parse(out).stats as { version: number }).version).toBe(1);
  });
});
