// An iCalendar file (RFC 5545) with one event per upcoming open house of a listing. Times are
// written in UTC (the "Z" form needs no VTIMEZONE block and every calendar converts it to the
// reader's zone); the UID is derived from the listing and the start, so adding the same open
// house twice updates one event instead of duplicating it.
import { fullListingAddress } from '../../domain/listing-address';
import { upcomingOpenHouses, type OpenHouse } from '../../domain/open-house';

export type CalendarListing = { id: string; title: string; address: string; location?: string; updatedAt: string; openHouses?: OpenHouse[] | null };

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF plus one space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 2026-03-14T13:00:00-04:00 -> 20260314T170000Z */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function openHouseCalendar(
  listing: CalendarListing,
  opts: { origin: string; listingUrl: string; host: string; now: number; organizer?: string },
): string {
  // The address as the listing page writes it: the town once, not again from the location.
  const location = fullListingAddress(listing.address, listing.location);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(opts.host)}//Open houses//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const o of upcomingOpenHouses(listing.openHouses, opts.now)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:open-house-${listing.id}-${utcStamp(o.start)}@${opts.host}`,
      `DTSTAMP:${utcStamp(listing.updatedAt)}`,
      `DTSTART:${utcStamp(o.start)}`,
      `DTEND:${utcStamp(o.end)}`,
      `SUMMARY:${escapeText(`Open house: ${listing.title}`)}`,
      `LOCATION:${escapeText(location)}`,
      `DESCRIPTION:${escapeText(`Open house at ${location}${opts.organizer ? ` with ${opts.organizer}` : ''}.\nDetails and photos: ${opts.listingUrl}`)}`,
      `URL:${opts.listingUrl}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
