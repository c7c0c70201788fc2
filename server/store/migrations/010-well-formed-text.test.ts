import { describe, expect, it } from 'vitest';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './010-well-formed-text';
import { dbSchema } from '../schema';

const v9 = () => migrate(loadV1Fixture(), 9);
type Listing = { title: string; address: string };

describe('migration 10: stored text made well-formed', () => {
  it('replaces lone surrogates in stored text, keeps pairs (emoji) and everything else as it was', () => {
    const before = v9();
    const listings = before.properties as Listing[];
    listings[0]!.title = 'Lone \ud800 title';
    listings[0]!.address = '1 Main \udc00 St 🏡';
    (before.siteContent as Record<string, string>).hero_title = 'Home \udbff';
    const after = migration.up(before);
    const fixed = after.properties as Listing[];
    expect(fixed[0]!.title).toBe('Lone \ufffd title');
    expect(fixed[0]!.address).toBe('1 Main \ufffd St 🏡');
    expect((after.siteContent as Record<string, string>).hero_title).toBe('Home \ufffd');
    expect(encodeURIComponent(fixed[0]!.title)).toBe('Lone%20%EF%BF%BD%20title');
    expect(fixed.slice(1)).toEqual(listings.slice(1));
    expect(dbSchema.safeParse({ ...after, version: 10 }).success).toBe(true);
    // The input is not changed, and a second run changes nothing.
    expect(listings[0]!.title).toBe('Lone \ud800 title');
    expect(migration.up(after)).toEqual(after);
  });
});
