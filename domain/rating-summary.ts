// The reviews summary ("5.0 rating | 9 reviews"): computed from the stored testimonials, unless
// the agent states an external profile's figures AND links that profile as their source.
import { safeHref } from './safe-href';

export type RatingSummary = { rating: number; text: string; source: 'computed' | 'stated'; sourceUrl?: string };

/** "4.8 rating | 15 reviews" -> 4.8; null when no rating can be read. */
export function ratingFromText(text: string): number | null {
  const m = /(\d+(?:\.\d+)?)/.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 5 ? n : null;
}

export function ratingSummary(testimonials: readonly { rating: number }[], stated: string, statedLink: string): RatingSummary | null {
  const link = safeHref(statedLink.trim(), ['https', 'web']);
  if (stated.trim() !== '' && link) return { rating: ratingFromText(stated) ?? 5, text: stated.trim(), source: 'stated', sourceUrl: link };
  if (testimonials.length === 0) return null;
  const average = testimonials.reduce((s, t) => s + t.rating, 0) / testimonials.length;
  const rating = Math.round(average * 10) / 10;
  const n = testimonials.length;
  return { rating, text: `${rating.toFixed(1)} rating | ${n} review${n === 1 ? '' : 's'}`, source: 'computed' };
}
