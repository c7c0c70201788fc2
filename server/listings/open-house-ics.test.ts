import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, openHouseCalendar } from './open-house-ics';

const listing = {
  id: 'abc-123',
  title: 'Colonial, with "porch"; near park',
  address: '12 Elm Street, Bethesda, MD 20814',
  updatedAt: '2026-03-01T12:00:00.000Z',
  openHouses: [
    { start: '2026-03-14T13:00:00-04:00', end: '2026-03-14T15:00:00-04:00' },
    { start: '2026-03-01T13:00:00-05:00', end: '2026-03-01T15:00:00-05:00' }, // past at `now`
    { start: '2026-03-21T11:00:00-04:00', end: '2026-03-21T13:30:00-04:00' },
  ],
};
const opts = {
  origin: 'https://agent.example',
  host: 'agent.example',
  listingUrl: 'https://agent.example/listings/abc-123',
  now: Date.parse('2026-03-10T00:00:00Z'),
};

function parse(text: string) {
  const component = ICAL.Component.fromString(text);
  return component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('open house calendar', () => {
  it('parses back to one event per upcoming open house, with times, place, link and stable ids', () => {
    const text = openHouseCalendar(listing, opts);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = parse(text);
    expect(events).toHaveLength(2);
    const [first, second] = events as [(typeof events)[number], (typeof events)[number]];
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-03-14T17:00:00.000Z');
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-03-14T19:00:00.000Z');
    expect(second.startDate.toJSDate().toISOString()).toBe('2026-03-21T15:00:00.000Z');
    expect(first.location).toBe('12 Elm Street, Bethesda, MD 20814');
    expect(first.summary).toBe('Open house: Colonial, with "porch"; near park');
    expect(first.component.getFirstPropertyValue('url')).toBe(opts.listingUrl);
    expect(first.uid).toBe('open-house-abc-123-20260314T170000Z@agent.example');
    // The same open house gets the same UID on every download; a different one gets another.
    expect(parse(openHouseCalendar(listing, { ...opts, now: opts.now + 1000 }))[0]!.uid).toBe(first.uid);
    expect(second.uid).not.toBe(first.uid);
  });

  it('has no events once every open house is over', () => {
    expect(parse(openHouseCalendar(listing, { ...opts, now: Date.parse('2026-04-01T00:00:00Z') }))).toHaveLength(0);
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(''),
    ).toBe(long);
    const text = openHouseCalendar({ ...listing, title: 'Ä'.repeat(80) }, opts);
    expect(parse(text)[0]!.summary).toBe(`Open house: ${'Ä'.repeat(80)}`);
  });

  it('states the address once: the town of a complete address is not added again from the location', () => {
    // Every seed listing has this shape: street, town, state code and ZIP, and "Town, State" apart.
    const seeded = { ...listing, address: '5512 Harpers Farm Road, Columbia, MD 21044', location: 'Columbia, Maryland' };
    const [event] = parse(openHouseCalendar(seeded, opts));
    expect(event!.location).toBe('5512 Harpers Farm Road, Columbia, MD 21044');
    expect(event!.description).toBe(`Open house at 5512 Harpers Farm Road, Columbia, MD 21044.\nDetails and photos: ${opts.listingUrl}`);
    // A street alone still gets its town, as on the listing page.
    const street = { ...listing, address: '12 Elm Street', location: 'Bethesda, Maryland' };
    expect(parse(openHouseCalendar(street, opts))[0]!.location).toBe('12 Elm Street, Bethesda, Maryland');
  });
});
