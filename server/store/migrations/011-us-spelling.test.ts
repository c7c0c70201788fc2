import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../../../domain/site-content';
import seedContent from '../../../data/seed/site-content.json';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration, RESPELLED_TEXTS } from './011-us-spelling';
import { dbSchema } from '../schema';

const contentOf = (data: Record<string, unknown>) => data.siteContent as Record<string, string>;

describe('migration 11: seeded texts in American spelling', () => {
  it('respells texts still as seeded, to the built-in and seeded texts of today; keeps a text the agent wrote', () => {
    const before = migrate(loadV1Fixture(), 10);
    for (const [key, [old]] of Object.entries(RESPELLED_TEXTS)) contentOf(before)[key] = old;
    contentOf(before).valuation_intro_text = 'My own neighbourhood report, sent {response_time}.';
    const after = migration.up(before);
    expect(contentOf(after).results_neighborhoods_description).toBe(contentDefaults.results_neighborhoods_description);
    expect(contentOf(after).buyer_services_intro_p1).toBe((seedContent as Record<string, string>).buyer_services_intro_p1);
    expect(contentOf(after).valuation_intro_text).toBe('My own neighbourhood report, sent {response_time}.');
    expect(JSON.stringify(contentOf(after))).not.toMatch(/Neighbourhoods served|competitive neighbourhoods/);
    expect(dbSchema.safeParse({ ...after, version: 11 }).success).toBe(true);
    expect(migration.up(after)).toEqual(after);
  });

  it('leaves no British "neighbour" in what ships', () => {
    expect(JSON.stringify(contentDefaults)).not.toMatch(/neighbour/i);
    expect(JSON.stringify(seedContent)).not.toMatch(/neighbour/i);
  });
});
