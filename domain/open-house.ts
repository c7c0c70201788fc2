// Open houses: { start, end } as ISO date-times with their offset, entered and shown in the
// agent's time zone (America/New_York). Which ones are upcoming depends on the clock, so callers
// pass `now`: past open houses drop out by themselves. Plain TypeScript: listing cards use it.
// Times typed in the admin, and the clock-change rule: ./open-house-wall-time.ts.
export const SITE_TIME_ZONE = 'America/New_York';
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
