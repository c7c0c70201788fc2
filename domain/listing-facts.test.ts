import { describe, expect, it } from 'vitest';
import { openHouseSchema } from './listing-facts';

const issues = (value: unknown) => {
  const r = openHouseSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('an open house written for a day the clocks change in New York', () => {
  it('refuses a start in the hour skipped on March 14, 2027 (it used to be saved as 1:30 AM)', () => {
    expect(issues({ start: '2027-03-14T02:30:00-04:00', end: '2027-03-14T03:30:00-04:00' })).toEqual([
      {
        path: 'start',
        message:
          'Open house start time 2:30 AM does not exist on Sunday, March 14, 2027 in New York (clocks move forward from 2:00 AM to 3:00 AM); choose another time',
      },
    ]);
  });

  it('refuses a start in the hour repeated on November 7, 2027 (it used to make 1:30-2:30 a two-hour event)', () => {
    const found = issues({ start: '2027-11-07T01:30:00-04:00', end: '2027-11-07T02:30:00-05:00' });
    expect(found.map((i) => i.path)).toEqual(['start']);
    expect(found[0]?.message).toMatch(/^Open house start time 1:30 AM happens twice on Sunday, November 7, 2027 in New York/);
  });

  it('stores the times either side of the change as typed, with New York offsets', () => {
    expect(openHouseSchema.parse({ start: '2027-03-14T01:00:00-05:00', end: '2027-03-14T03:30:00-04:00' })).toEqual({
      start: '2027-03-14T01:00:00-05:00',
      end: '2027-03-14T03:30:00-04:00',
    });
    expect(openHouseSchema.parse({ start: '2027-11-07T04:00:00Z', end: '2027-11-07T07:30:00Z' })).toEqual({
      start: '2027-11-07T00:00:00-04:00',
      end: '2027-11-07T02:30:00-05:00',
    });
  });
});
