import { describe, expect, it } from 'vitest';
import { contentKeys, contentValue, type ContentKey } from './site-content';
import { contentFields } from './site-content-fields';

describe('ContentKey', () => {
  it('is the union of the schema keys, so a typo is a type error', () => {
    const known: ContentKey = 'agent_name';
    // @ts-expect-error: 'agnet_name' is not a site-content key
    const typo: ContentKey = 'agnet_name';
    expect(contentKeys).toContain(known);
    expect(contentKeys).not.toContain(typo);
    expect(contentValue(null, known)).not.toBe('');
  });
});

describe('built-in texts', () => {
  it('never state the years of experience, which is a statistic the agent edits in one place', () => {
    const stating = contentKeys.filter((key) => /\b\d+\+?\s+years\b/i.test(contentValue(null, key)));
    expect(stating).toEqual([]);
  });
});

describe('the admin fields', () => {
  it('list every key exactly once, so each text the site shows can be edited', () => {
    const listed = contentFields.map((field) => field.key);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...contentKeys].sort());
  });
});
