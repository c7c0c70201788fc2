// The wording of the career figures, shared by the about, results and sold sections so the same
// number reads the same way everywhere. A figure that is not known (no records yet) is left out.
import { formatPrice } from '../../../../domain/format';
import { formatCount, formatMoneyShort, type Stats } from '../../../../domain/stats';

export type Figure = { label: string; value: string };

export function priceRange(stats: Stats, style: 'short' | 'full'): string | null {
  if (stats.minPrice === null || stats.maxPrice === null) return null;
  const f = style === 'short' ? formatMoneyShort : formatPrice;
  return `${f(stats.minPrice)} - ${f(stats.maxPrice)}`;
}

/** Labelled figures; entries whose value is null are dropped. */
export function figures(entries: [label: string, value: string | null][]): Figure[] {
  return entries.filter((e): e is [string, string] => e[1] !== null).map(([label, value]) => ({ label, value }));
}

export const count = (n: number | null) => (n === null ? null : formatCount(n));
export const money = (n: number | null) => (n === null ? null : formatMoneyShort(n));
