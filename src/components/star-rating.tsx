import type { CSSProperties } from 'react';
import './star-rating.css';

/** Rounds to the nearest half: 4.3 -> 4.5, 4.2 -> 4. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

const GAP = 2;

/** Width of the filled stars: whole stars with their gaps, then half a star for a .5. */
export function filledWidth(rating: number, size: number): number {
  const whole = Math.floor(rating);
  return whole * (size + GAP) + (rating > whole ? size / 2 : 0);
}

/**
 * Shows a value out of 5 as stars with halves; screen readers hear the value itself to one decimal,
 * as the text beside it says it ("Rated 4.9 out of 5", drawn as five stars).
 * One element per rating: the stars are drawn by its CSS (two repeated backgrounds), not by
 * five inline SVGs, so a page of reviews carries no star drawings at all.
 */
export function StarRating({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const rating = roundToHalf(value);
  const said = Number.isFinite(value) ? Math.min(5, Math.max(0, Math.round(value * 10) / 10)) : 0;
  const text = label ?? `Rated ${said % 1 === 0 ? said.toFixed(0) : said.toFixed(1)} out of 5`;
  const style = { '--star-size': `${size}px`, '--star-fill': `${filledWidth(rating, size)}px` } as CSSProperties;
  return <span className="star-rating" role="img" aria-label={text} style={style} />;
}
