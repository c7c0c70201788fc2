// Preferred showing windows in words, without zod (the listing page form uses them).
import { siteZoneParts } from './open-house';

export const showingParts = ['morning', 'afternoon', 'evening'] as const;
export type ShowingPart = (typeof showingParts)[number];
export const showingPartLabels: Record<ShowingPart, string> = {
  morning: 'Morning (9 AM-12 PM)',
  afternoon: 'Afternoon (12-5 PM)',
  evening: 'Evening (5-8 PM)',
};

/** "2026-03-14 afternoon" -> "Sat, Mar 14, 2026, afternoon"; anything else is shown as it is. */
export function formatShowingWindow(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (morning|afternoon|evening)$/.exec(value);
  if (!m) return value;
  const d = new Date(`${m[1]}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(d);
  return `${day}, ${m[2]}`;
}

/**
 * The days a showing may be asked for, as dates in the agent's time zone: today to the same day
 * a year ahead. A listing changes hands within months, so a later date is a typo (or a
 * made-up year) that the agent could not act on. The form's date pickers use it as min and max.
 */
export function showingDateRange(now: number): { min: string; max: string } {
  const min = siteZoneParts(new Date(now).toISOString()).date;
  const max = new Date(`${min}T12:00:00Z`);
  max.setUTCFullYear(max.getUTCFullYear() + 1);
  return { min, max: max.toISOString().slice(0, 10) };
}
