import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../../../domain/site-content';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration, RESEEDED_TEXTS } from './009-years-stated-once';
import { dbSchema } from '../schema';

const v8 = () => migrate(loadV1Fixture(), 8);
const contentOf = (data: Record<string, unknown>) => data.siteContent as Record<string, string>;

describe('migration 9: seeded texts without the years of experience', () => {
  it('gives texts still as seeded the new seeded wording of that release', () => {
    const before = v8();
    expect(contentOf(before).hero_subtitle).toMatch(/16 years/);
    const after = migration.up(before);
    for (const [key, [, now]] of Object.entries(RESEEDED_TEXTS)) {
      expect(contentOf(after)[key]).toBe(now);
      expect(contentOf(after)[key]).not.toMatch(/\d+ years/);
    }
    expect(dbSchema.safeParse({ ...after, version: 9 }).success).toBe(true);
    expect(migration.up(after)).toEqual(after);
  });

  it('keeps a text the agent wrote, even one that names the years', () => {
    const before = v8();
    contentOf(before).hero_subtitle = 'Twenty years of Baltimore homes, one phone call away.';
    contentOf(before).about_intro_p1 = 'I have sold homes here for more than 16 years.';
    const after = migration.up(before);
    expect(contentOf(after).hero_subtitle).toBe('Twenty years of Baltimore homes, one phone call away.');
    expect(contentOf(after).about_intro_p1).toBe('I have sold homes here for more than 16 years.');
    expect(contentOf(after).footer_company_description).toBe(contentDefaults.footer_company_description);
  });
});
