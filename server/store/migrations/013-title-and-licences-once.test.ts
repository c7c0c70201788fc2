import { describe, expect, it } from 'vitest';
import { contentDefaults, contentValue } from '../../../domain/site-content';
import seedContent from '../../../data/seed/site-content.json';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration, RESEEDED_TEXTS } from './013-title-and-licences-once';
import { dbSchema } from '../schema';

// The file release 12 wrote: the release-1 file taken through every step before this one.
const v12 = () => migrate(loadV1Fixture(), 12);
const contentOf = (data: Record<string, unknown>) => data.siteContent as Record<string, string>;
const seeded = seedContent as Record<string, string>;

describe('migration 13: seeded texts name the title and licences once', () => {
  it('gives texts still as seeded the new wording, which is the built-in and seeded text now', () => {
    const before = v12();
    expect(contentOf(before).about_intro_p1).toContain('As an Associate Broker');
    expect(contentOf(before).footer_license_info).toBe('{title} licensed in Maryland and Virginia');
    const after = migration.up(before);
    for (const key of Object.keys(RESEEDED_TEXTS)) {
      expect(contentOf(after)[key]).toBe(contentDefaults[key]);
      expect(contentOf(after)[key]).toBe(seeded[key]);
    }
    expect(dbSchema.safeParse({ ...after, version: 13 }).success).toBe(true);
    expect(migration.up(after)).toEqual(after);
  });

  it('after a change of title and licences, the site states one title and no second set of states', () => {
    const after = contentOf(migration.up(v12()));
    const edited = { ...after, agent_title: 'Team Lead', license_1: 'Utah License #XO555', license_2: 'Idaho License #XO666' };
    expect(contentValue(edited, 'about_intro_p1')).toContain('As Team Lead with Chesapeake Crown Realty, I bring');
    expect(contentValue(edited, 'footer_license_info')).toBe('Licensed Team Lead');
    expect(JSON.stringify(after)).not.toMatch(/Associate Broker,|licensed in Maryland and Virginia/);
  });

  it('keeps a text the agent wrote', () => {
    const before = v12();
    contentOf(before).about_intro_p1 = 'As an Associate Broker since 2009, I know these streets.';
    contentOf(before).footer_license_info = 'Licensed in Maryland, DC and Virginia';
    const after = migration.up(before);
    expect(contentOf(after).about_intro_p1).toBe('As an Associate Broker since 2009, I know these streets.');
    expect(contentOf(after).footer_license_info).toBe('Licensed in Maryland, DC and Virginia');
  });
});
