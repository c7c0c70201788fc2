import { describe, expect, it } from 'vitest';
import { nextOpenHouse, openHouseLabel, siteZoneIso, siteZoneParts, upcomingOpenHouses } from './open-house';

const list = [
  { start: '2026-03-21T11:00:00-04:00', end: '2026-03-21T13:00:00-04:00' },
  { start: '2026-03-14T13:00:00-04:00', end: '2026-03-14T15:00:00-04:00' },
  { start: '2026-03-07T13:00:00-05:00', end: '2026-03-07T15:00:00-05:00' },
];

describe('open houses', () => {
  it('labels the next one in the agent\'s zone, e.g. "Open Sat, Mar 14, 1:00-3:00 PM"', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(openHouseLabel(nextOpenHouse(list, now)!)).toBe('Open Sat, Mar 14, 1:00-3:00 PM');
    expect(openHouseLabel(list[0]!)).toBe('Open Sat, Mar 21, 11:00 AM-1:00 PM');
    // The same instant written in UTC reads the same.
    expect(openHouseLabel({ start: '2026-03-14T17:00:00Z', end: '2026-03-14T19:00:00Z' })).toBe('Open Sat, Mar 14, 1:00-3:00 PM');
  });

  it('drops open houses that have ended, keeps one in progress, and sorts soonest first', () => {
    expect(upcomingOpenHouses(list, Date.parse('2026-03-14T18:00:00Z')).map((o) => o.start)).toEqual([list[1]!.start, list[0]!.start]);
    expect(nextOpenHouse(list, Date.parse('2026-04-01T00:00:00Z'))).toBeNull();
    expect(nextOpenHouse(undefined, 0)).toBeNull();
  });

  it('turns a date and time typed in New York into ISO with the right offset (summer and winter)', () => {
    expect(siteZoneIso('2026-07-04', '13:00')).toBe('2026-07-04T13:00:00-04:00');
    expect(siteZoneIso('2026-01-10', '09:30')).toBe('2026-01-10T09:30:00-05:00');
    expect(siteZoneParts('2026-07-04T17:00:00Z')).toEqual({ date: '2026-07-04', time: '13:00' });
  });
});
