import { describe, expect, it } from 'vitest';
import { formatOpenHouseWhen, nextOpenHouse, openHouseLabel, siteZoneParts, upcomingOpenHouses } from './open-house';
import { siteWallTimeProblem, siteZoneIso, siteZoneWallParts } from './open-house-wall-time';

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

// 2027 in New York: on Sunday, March 14 clocks jump from 2:00 to 3:00 AM (2:00-2:59 never
// happens); on Sunday, November 7 they go back from 2:00 to 1:00 AM (1:00-1:59 happens twice).
describe('New York wall times on the days the clocks change (2027)', () => {
  it('spring forward: a time in the skipped hour is refused, naming the field, the day and what happened', () => {
    expect(siteWallTimeProblem('2027-03-14T02:30:00-04:00', 'start')).toBe(
      'Open house start time 2:30 AM does not exist on Sunday, March 14, 2027 in New York (clocks move forward from 2:00 AM to 3:00 AM); choose another time',
    );
    // Whichever New York offset it was written with (the panel sends the one in force before the change).
    expect(siteWallTimeProblem(siteZoneIso('2027-03-14', '02:30'), 'end')).toMatch(
      /^Open house end time 2:30 AM does not exist on Sunday, March 14, 2027/,
    );
    expect(siteWallTimeProblem('2027-03-14T02:00:00-05:00', 'start')).toMatch(/2:00 AM does not exist/);
  });

  it('spring forward: the times around the skipped hour are fine and keep what was typed', () => {
    expect(siteWallTimeProblem(siteZoneIso('2027-03-14', '01:59'), 'start')).toBeNull();
    expect(siteWallTimeProblem(siteZoneIso('2027-03-14', '03:00'), 'end')).toBeNull();
    expect(siteZoneIso('2027-03-14', '01:30')).toBe('2027-03-14T01:30:00-05:00');
    expect(siteZoneIso('2027-03-14', '03:30')).toBe('2027-03-14T03:30:00-04:00');
    // 1:30 to 3:30 that night is one hour of real time, shown as typed.
    expect(formatOpenHouseWhen({ start: siteZoneIso('2027-03-14', '01:30'), end: siteZoneIso('2027-03-14', '03:30') })).toBe(
      'Sun, Mar 14, 1:30-3:30 AM',
    );
    // The same instant written in UTC is not a New York wall time, so nothing is skipped.
    expect(siteWallTimeProblem('2027-03-14T02:30:00Z', 'start')).toBeNull();
  });

  it('fall back: a time in the repeated hour is refused (either occurrence, however written)', () => {
    const twice =
      'Open house start time 1:30 AM happens twice on Sunday, November 7, 2027 in New York (clocks go back from 2:00 AM to 1:00 AM, so 1:00-1:59 AM happens twice); choose another time';
    expect(siteWallTimeProblem('2027-11-07T01:30:00-04:00', 'start')).toBe(twice);
    expect(siteWallTimeProblem('2027-11-07T01:30:00-05:00', 'start')).toBe(twice);
    expect(siteWallTimeProblem('2027-11-07T05:30:00Z', 'start')).toBe(twice);
    expect(siteWallTimeProblem(siteZoneIso('2027-11-07', '01:00'), 'end')).toMatch(/^Open house end time 1:00 AM happens twice/);
  });

  it('fall back: the times around the repeated hour are fine; an event across it lasts the real time', () => {
    expect(siteWallTimeProblem(siteZoneIso('2027-11-07', '00:59'), 'start')).toBeNull();
    expect(siteWallTimeProblem(siteZoneIso('2027-11-07', '02:00'), 'end')).toBeNull();
    const start = siteZoneIso('2027-11-07', '00:30');
    const end = siteZoneIso('2027-11-07', '02:30');
    expect([start, end]).toEqual(['2027-11-07T00:30:00-04:00', '2027-11-07T02:30:00-05:00']);
    expect(formatOpenHouseWhen({ start, end })).toBe('Sun, Nov 7, 12:30-2:30 AM');
  });

  it('an ordinary day has no problem, and the editor reads back what was typed, even a skipped time', () => {
    expect(siteWallTimeProblem('2027-06-05T11:00:00-04:00', 'start')).toBeNull();
    expect(siteWallTimeProblem('2026-12-05T13:00:00-05:00', 'end')).toBeNull();
    expect(siteZoneWallParts(siteZoneIso('2027-03-14', '02:30'))).toEqual({ date: '2027-03-14', time: '02:30' });
    expect(siteZoneWallParts(siteZoneIso('2027-11-07', '01:30'))).toEqual({ date: '2027-11-07', time: '01:30' });
    expect(siteZoneWallParts('2026-07-04T17:00:00Z')).toEqual({ date: '2026-07-04', time: '13:00' });
    // Written with an offset New York does not use then: the moment it names, read in New York.
    expect(siteZoneWallParts('2026-01-10T09:30:00-04:00')).toEqual({ date: '2026-01-10', time: '08:30' });
  });
});
