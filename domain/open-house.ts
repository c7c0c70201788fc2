// Open houses: { start, end } as ISO date-times with their offset, entered and shown in the
// agent's time zone (America/New_York). Which ones are upcoming depends on the clock, so callers
// pass `now`: past open houses drop out by themselves. Plain TypeScript: listing cards use it.
const SITE_TIME_ZONE = 'America/New_York';
export const MAX_OPEN_HOUSES = 20;
export const MAX_OPEN_HOUSE_MS = 24 * 60 * 60 * 1000;

export type OpenHouse = { start: string; end: string };

/** Upcoming (not yet ended) open houses, soonest first. */
export function upcomingOpenHouses(list: readonly OpenHouse[] | null | undefined, now: number): OpenHouse[] {
  return (list ?? [])
    .filter((o) => Date.parse(o.end) > now && Number.isFinite(Date.parse(o.start)))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export function nextOpenHouse(list: readonly OpenHouse[] | null | undefined, now: number): OpenHouse | null {
  return upcomingOpenHouses(list, now)[0] ?? null;
}

const dayFmt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: SITE_TIME_ZONE });
const timeParts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: SITE_TIME_ZONE });

function clock(date: Date): { time: string; period: string } {
  const parts = timeParts.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${get('hour')}:${get('minute')}`, period: get('dayPeriod').toUpperCase() };
}

/** "Sat, Mar 14, 1:00-3:00 PM" (or "11:00 AM-1:00 PM" across noon), in the agent's time zone. */
export function formatOpenHouseWhen(o: OpenHouse): string {
  const start = new Date(o.start);
  const end = new Date(o.end);
  const a = clock(start);
  const b = clock(end);
  const sameDay = dayFmt.format(start) === dayFmt.format(end);
  const range =
    a.period === b.period && sameDay
      ? `${a.time}-${b.time} ${b.period}`
      : `${a.time} ${a.period}-${sameDay ? '' : `${dayFmt.format(end)}, `}${b.time} ${b.period}`;
  return `${dayFmt.format(start)}, ${range}`;
}

/** "Open Sat, Mar 14, 1:00-3:00 PM" */
export const openHouseLabel = (o: OpenHouse) => `Open ${formatOpenHouseWhen(o)}`;

/**
 * The UTC offset of the agent's zone at a wall-clock time there, e.g. "-04:00" in summer.
 * Used to turn a date and time typed in the admin into an ISO string with its offset.
 */
function siteZoneOffset(localDate: string, localTime: string): string {
  const guess = Date.parse(`${localDate}T${localTime}:00Z`);
  if (!Number.isFinite(guess)) return '-05:00';
  const offsetAt = (ms: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(new Date(ms));
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-05:00';
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    return m ? `${m[1]}${m[2]}:${m[3] ?? '00'}` : '+00:00';
  };
  const toMinutes = (o: string) => (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6)));
  // The offset at the guess, then re-checked at the instant it implies (covers DST changes).
  const first = offsetAt(guess);
  return offsetAt(guess - toMinutes(first) * 60_000);
}

/** A date ("2026-03-14") and time ("13:00") in the agent's zone as an ISO string with offset. */
export function siteZoneIso(localDate: string, localTime: string): string {
  return `${localDate}T${localTime}:00${siteZoneOffset(localDate, localTime)}`;
}

/** The date and time parts, in the agent's zone, of an ISO string (for the admin editor). */
export function siteZoneParts(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '', time: '' };
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
