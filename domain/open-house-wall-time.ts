// Open-house times as the agent types them: a New York date and wall-clock time turned into an
// ISO string with its offset, read back as typed, and refused on the two nights a year the clocks
// change when the time is skipped or repeated. Only the admin's editor and the write schema use
// it; kept apart from ./open-house.ts so the visitors' first script (listing cards) does not carry it.
import { SITE_TIME_ZONE, siteZoneParts } from './open-house';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const offsetFmt = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });

/** The UTC offset, in minutes (-240 in summer), the agent's zone uses at an instant. */
function offsetAt(ms: number): number {
  const name = offsetFmt.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * How a wall-clock time in the agent's zone maps to moments. Usually to one; on the night the
 * clocks move forward an hour of wall times never happens (none), and on the night they go back an
 * hour happens twice (two). `offsets` holds the offset of each moment, earliest moment first;
 * `before` and `after` are the offsets in force the day before and the day after.
 */
function wallTimeMoments(localDate: string, localTime: string) {
  const wall = Date.parse(`${localDate}T${localTime}:00Z`);
  if (!Number.isFinite(wall)) return null;
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const offsets = [...new Set([before, after])]
    .filter((o) => offsetAt(wall - o * MINUTE) === o)
    // A larger offset is an earlier moment for the same wall time.
    .sort((a, b) => b - a);
  return { wall, before, after, offsets };
}

/**
 * A date ("2026-03-14") and time ("13:00") in the agent's zone as an ISO string with offset.
 * A time that happens twice gets its first occurrence; one that never happens keeps its digits with
 * the offset in force before the change (the moment an hour later). Neither is saved: the open-house
 * schema refuses both (see siteWallTimeProblem), and the editor reads the digits back as typed.
 */
export function siteZoneIso(localDate: string, localTime: string): string {
  const moments = wallTimeMoments(localDate, localTime);
  const offset = moments ? (moments.offsets[0] ?? moments.before) : -5 * 60;
  return `${localDate}T${localTime}:00${offsetText(offset)}`;
}

const ISO_PARTS = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The date, time and offset (minutes) as written in an ISO string, or null. */
function writtenParts(iso: string): { date: string; time: string; offset: number } | null {
  const m = ISO_PARTS.exec(iso.trim());
  if (!m) return null;
  const o = m[3]!.toUpperCase();
  const offset = o === 'Z' ? 0 : (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.replace(':', '').slice(3, 5) || 0));
  return { date: m[1]!, time: m[2]!, offset };
}

/**
 * The wall-clock date and time an ISO string stands for in the agent's zone, for the editor: the
 * digits as written when they are a New York time (written with an offset New York uses then, or
 * with one of its offsets for a time skipped that night), else the moment read in New York.
 */
export function siteZoneWallParts(iso: string): { date: string; time: string } {
  const w = writtenParts(iso);
  const moments = w && wallTimeMoments(w.date, w.time);
  if (w && moments) {
    const nyOffsets = moments.offsets.length ? moments.offsets : [moments.before, moments.after];
    if (nyOffsets.includes(w.offset)) return { date: w.date, time: w.time };
  }
  return siteZoneParts(iso);
}

const longDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2027-03-14" -> "Sunday, March 14, 2027" (a calendar date, so UTC on purpose). */
const dayLabel = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));

/** "14:30" -> "2:30 PM" */
function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The clock change between two moments with different offsets: the wall time ("02:00") at which
 * the clocks are moved and the one they are moved to ("03:00" in spring, "01:00" in the fall).
 */
function clockChange(lo: number, hi: number): { from: string; to: string } {
  // Binary search, to the minute, for the first moment with the new offset.
  const old = offsetAt(lo);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid) === old) lo = mid;
    else hi = mid;
  }
  const wallAt = (offset: number) => new Date(hi + offset * MINUTE).toISOString().slice(11, 16);
  return { from: wallAt(old), to: wallAt(offsetAt(hi)) };
}

/** "01:00" to "01:59 AM" as "1:00-1:59 AM" */
function clockRange(first: string, last: string): string {
  const a = clockLabel(first);
  const b = clockLabel(last);
  return a.slice(-2) === b.slice(-2) ? `${a.slice(0, -3)}-${b}` : `${a}-${b}`;
}

/**
 * Why an open-house time may not be saved, or null. The agent types New York wall times; on the
 * two nights a year the clocks change, some of them do not name one moment:
 * - A skipped time (spring forward, 2:00-2:59 AM) never happens: refused, whatever we chose the
 *   agent would see a different time on the site than the one typed.
 * - A repeated time (fall back, 1:00-1:59 AM) happens twice: refused too. Picking an occurrence
 *   silently changes the event's length (1:30-2:30 AM taken as 1:30 EDT to 2:30 EST is two hours,
 *   and keeping it one hour makes it end at "1:30 AM"), and the site's "1:30 AM" would not tell
 *   visitors which one is meant. No open house is held at that hour, so refusing costs nothing.
 * Checked on every write (the panel before sending, and the API); stored records are never
 * re-checked on reading. A time written as a moment in another offset (e.g. UTC) cannot be
 * skipped, but is refused if New York reads it in the repeated hour.
 */
export function siteWallTimeProblem(iso: string, field: 'start' | 'end'): string | null {
  const w = writtenParts(iso);
  if (!w) return null;
  const label = `Open house ${field} time`;
  const written = wallTimeMoments(w.date, w.time);
  if (written && written.offsets.length === 0 && [written.before, written.after].includes(w.offset)) {
    const around = written.wall - written.before * MINUTE;
    const change = clockChange(around - DAY / 2, around + DAY / 2);
    return `${label} ${clockLabel(w.time)} does not exist on ${dayLabel(w.date)} in New York (clocks move forward from ${clockLabel(change.from)} to ${clockLabel(change.to)}); choose another time`;
  }
  const read = siteZoneParts(iso);
  const moments = read.date ? wallTimeMoments(read.date, read.time) : null;
  if (moments && moments.offsets.length > 1) {
    // Between the first occurrence and the second, the clocks went back.
    const first = moments.wall - moments.offsets[0]! * MINUTE;
    const second = moments.wall - moments.offsets[1]! * MINUTE;
    const change = clockChange(first, second);
    const lastRepeated = new Date(Date.parse(`2000-01-01T${change.from}:00Z`) - MINUTE).toISOString().slice(11, 16);
    return `${label} ${clockLabel(read.time)} happens twice on ${dayLabel(read.date)} in New York (clocks go back from ${clockLabel(change.from)} to ${clockLabel(change.to)}, so ${clockRange(change.to, lastRepeated)} happens twice); choose another time`;
  }
  return null;
}
