// The agent's career figures, computed in one place from the sold records plus the baseline the
// agent enters once (what closed before the first record), with per-figure agent-stated
// overrides. Every public section that shows a figure reads the result of computeStats, so no two
// sections can disagree. Pure and zod-free: visitors' pages import the types and the wording.

export const statFigures = ['totalTransactions', 'salesVolume', 'averagePrice', 'minPrice', 'maxPrice', 'neighborhoods', 'yearsExperience'] as const;
export type StatFigure = (typeof statFigures)[number];

export const statFigureLabels: Record<StatFigure, string> = {
  totalTransactions: 'Total transactions',
  salesVolume: 'Career sales volume',
  averagePrice: 'Average sale price',
  minPrice: 'Lowest sale price',
  maxPrice: 'Highest sale price',
  neighborhoods: 'Neighborhoods served',
  yearsExperience: 'Years of experience',
};

export type StatsBaseline = {
  /** Transactions closed before the first sold record. */
  transactions: number;
  /** Their total sale volume in dollars. */
  volume: number;
  /** Year first licensed; years of experience count from it. */
  yearLicensed: number | null;
};

export type StatsSettings = {
  baseline: StatsBaseline;
  /** Agent-stated values that replace a computed figure ("stated, not computed"). */
  overrides: Partial<Record<StatFigure, number>>;
};

export const EMPTY_STATS_SETTINGS: StatsSettings = { baseline: { transactions: 0, volume: 0, yearLicensed: null }, overrides: {} };

export type YearTotals = { year: number; transactions: number; volume: number };

export type Stats = {
  totalTransactions: number;
  salesVolume: number;
  averagePrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  neighborhoods: number;
  yearsExperience: number | null;
  /** The day the figures were computed (YYYY-MM-DD, the agent's time zone). */
  asOf: string;
  /** Closings per calendar year of the sold records, oldest first, gaps filled with zeros. */
  byYear: YearTotals[];
  /** Figures replaced by an agent-stated value. */
  stated: StatFigure[];
  /** What the computed figures rest on, for the footnote: transactions and the years they span. */
  basis: { transactions: number; fromYear: number | null; toYear: number | null };
};

export type SoldSale = { salePrice: number; saleDate: string; property: string };

const TIME_ZONE = 'America/New_York';

// Made once, on first use (building a DateTimeFormat costs tens of microseconds; made at module
// load it would also ride along in every page's script, which never calls this).
let dayFormat: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD of a moment in the agent's time zone. */
export function localDate(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = dayFormat.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * A neighbourhood key for an address: its ZIP code when it has one (the nearest thing to a
 * neighbourhood an address carries), else its "city, ST" part, else nothing.
 */
export function neighborhoodOf(address: string): string | null {
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim());
  if (zip?.[1]) return zip[1];
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts.slice(-2).join(', ').toLowerCase() : null;
}

/** A stated figure the computed one or the sold list contradicts, or the other stated price: it is refused when saved, and not shown. */
export type StatedConflict = {
  /** Why a save is refused, naming the figure: "Total transactions must be at least 240: your 217 earlier transactions and ...". */
  message: string;
  /** For the admin, when records added later overtake a saved figure: it is not shown, and why. */
  note: string;
};

/** What the computed total and volume rest on: the baseline (what closed before the first record) plus the sold records. */
function computedTotals(records: readonly Pick<SoldSale, 'salePrice'>[], baseline: StatsBaseline) {
  const earlierTransactions = Math.max(0, Math.round(baseline.transactions));
  const earlierVolume = Math.max(0, baseline.volume);
  const recordVolume = records.reduce((sum, r) => sum + r.salePrice, 0);
  return {
    earlierTransactions,
    earlierVolume,
    recordVolume,
    transactions: earlierTransactions + records.length,
    volume: earlierVolume + recordVolume,
  };
}

const given = (overrides: StatsSettings['overrides'], f: StatFigure) =>
  typeof overrides[f] === 'number' && Number.isFinite(overrides[f]) ? overrides[f] : null;

/**
 * The stated figures that what the visitor sees beside them would contradict. A stated total or
 * volume may add to the computed one (sales the baseline and the records leave out), never fall
 * below it: the computed figures include the agent's earlier transactions (the baseline) as well
 * as the sold list, and an average divides the one by the other. A stated lowest price above a
 * listed sale or a highest price below one is refused too, as is a stated lowest price above the
 * stated highest. Neighbourhoods are not held to the ZIP codes of the records (the agent may count
 * one neighbourhood that spans several), and no visitor can check years of experience or a stated
 * average (it covers sales outside the list) against the list.
 */
export function statedConflicts(
  records: readonly Pick<SoldSale, 'salePrice'>[],
  settings: Pick<StatsSettings, 'baseline' | 'overrides'>,
): Partial<Record<StatFigure, StatedConflict>> {
  const { overrides } = settings;
  const out: Partial<Record<StatFigure, StatedConflict>> = {};
  const totals = computedTotals(records, settings.baseline);
  const prices = records.map((r) => r.salePrice);
  const count = prices.length;
  const notShown = (stated: string, why: string, change: 'raise' | 'lower') =>
    `Not shown on your website: your stated ${stated} is ${why}. The computed figure is shown instead until you ${change} it or leave it blank.`;

  const total = given(overrides, 'totalTransactions');
  if (total !== null && total < totals.transactions) {
    const parts = listOf([
      ...(totals.earlierTransactions > 0
        ? [`your ${plain.format(totals.earlierTransactions)} earlier transaction${totals.earlierTransactions === 1 ? '' : 's'}`]
        : []),
      ...(count > 0 ? [`the ${plain.format(count)} sale${count === 1 ? '' : 's'} in your sold list`] : []),
    ]);
    const least = plain.format(totals.transactions);
    out.totalTransactions = {
      message: `${statFigureLabels.totalTransactions} must be at least ${least}: ${parts}`,
      note: notShown(plain.format(total), `below ${least} (${parts})`, 'raise'),
    };
  }
  const computedVolume = Math.round(totals.volume);
  const volume = given(overrides, 'salesVolume');
  if (volume !== null && volume < computedVolume) {
    const parts = listOf([
      ...(totals.earlierVolume > 0 ? [`your ${usd.format(totals.earlierVolume)} of earlier sales`] : []),
      ...(count > 0 ? [`the ${usd.format(totals.recordVolume)} the sales in your sold list add up to`] : []),
    ]);
    const least = usd.format(computedVolume);
    out.salesVolume = {
      message: `${statFigureLabels.salesVolume} must be at least ${least}: ${parts}`,
      note: notShown(usd.format(volume), `below ${least} (${parts})`, 'raise'),
    };
  }
  const lowest = count > 0 ? Math.min(...prices) : null;
  const highest = count > 0 ? Math.max(...prices) : null;
  const min = given(overrides, 'minPrice');
  const max = given(overrides, 'maxPrice');
  if (max !== null && highest !== null && max < highest) {
    out.maxPrice = {
      message: `${statFigureLabels.maxPrice} must be at least ${usd.format(highest)}, the highest sale in your sold list`,
      note: notShown(usd.format(max), `below a sale at ${usd.format(highest)} in your sold list`, 'raise'),
    };
  }
  if (min !== null && lowest !== null && min > lowest) {
    out.minPrice = {
      message: `${statFigureLabels.minPrice} must be at most ${usd.format(lowest)}, the lowest sale in your sold list`,
      note: notShown(usd.format(min), `above a sale at ${usd.format(lowest)} in your sold list`, 'lower'),
    };
  } else if (min !== null && max !== null && !out.maxPrice && min > max) {
    out.minPrice = {
      message: `${statFigureLabels.minPrice} must be at most ${usd.format(max)}, the highest sale price you stated`,
      note: notShown(usd.format(min), `above the highest sale price you stated (${usd.format(max)})`, 'lower'),
    };
  }
  return out;
}

/**
 * The figures as the page shows them, before the per-year and footnote parts: each one stated
 * (when saved and not contradicted) or computed, and the average with, when it is left out,
 * why (for the admin).
 */
function settle(records: readonly SoldSale[], settings: StatsSettings, currentYear: number) {
  const { baseline, overrides } = settings;
  const totals = computedTotals(records, baseline);
  const prices = records.map((r) => r.salePrice);
  const computed: Record<StatFigure, number | null> = {
    totalTransactions: totals.transactions,
    salesVolume: Math.round(totals.volume),
    averagePrice: totals.transactions > 0 ? Math.round(totals.volume / totals.transactions) : null,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    maxPrice: prices.length > 0 ? Math.max(...prices) : null,
    neighborhoods: new Set(records.map((r) => neighborhoodOf(r.property)).filter((n): n is string => n !== null)).size,
    yearsExperience: baseline.yearLicensed !== null && baseline.yearLicensed <= currentYear ? currentYear - baseline.yearLicensed : null,
  };
  // A saved figure that sold records added since contradict gives way to the computed one: the
  // page never states fewer sales than the list beneath it shows.
  const conflicts = statedConflicts(records, settings);
  const stated = statFigures.filter((f) => given(overrides, f) !== null && !conflicts[f]);
  const figure = (f: StatFigure) => (stated.includes(f) ? (overrides[f] as number) : computed[f]);
  const average = shownAverage(overrides, stated, computed.averagePrice, figure('minPrice'), figure('maxPrice'));
  return { computed, conflicts, stated, figure, average };
}

/**
 * The average beside the total, volume and price range. Stated, it is shown as stated. Otherwise
 * it is a volume divided by a total of the same kind, or nothing: the computed volume over the
 * computed total when neither is stated; the stated volume over the stated total when both are;
 * either only if it lands within the price range shown beside it. A stated total over a computed volume
 * (which counts the baseline's sales) or the reverse gives an average no sale backs ("24 homes,
 * $5.2M average" beside a $2M highest sale), and showing nothing is never misleading.
 */
function shownAverage(
  overrides: StatsSettings['overrides'],
  stated: readonly StatFigure[],
  computedAverage: number | null,
  lowest: number | null,
  highest: number | null,
): { value: number | null; note: string | null } {
  if (stated.includes('averagePrice')) return { value: overrides.averagePrice as number, note: null };
  const total = stated.includes('totalTransactions');
  const volume = stated.includes('salesVolume');
  const notShown = 'The average sale price is not shown on your website';
  const outsideRange = (average: number) =>
    highest !== null && average > highest
      ? `above the highest sale shown (${usd.format(highest)})`
      : lowest !== null && average < lowest
        ? `below the lowest sale shown (${usd.format(lowest)})`
        : null;
  if (!total && !volume) {
    // Only the baseline can take it out of the records' range: its earlier sales are not listed.
    const outside = computedAverage === null ? null : outsideRange(computedAverage);
    if (outside === null) return { value: computedAverage, note: null };
    return {
      value: null,
      note: `${notShown}: your sales volume over your total transactions, with your earlier sales, is ${usd.format(computedAverage!)} a sale, ${outside}. Check the earlier transactions and volume, state the lowest or highest sale price, or state the average itself.`,
    };
  }
  if (total !== volume) {
    const why = total
      ? `your total transactions are stated but ${given(overrides, 'salesVolume') !== null ? 'your stated sales volume is not shown' : 'your sales volume is computed'}`
      : `your sales volume is stated but ${given(overrides, 'totalTransactions') !== null ? 'your stated total transactions are not shown' : 'your total transactions are computed'}`;
    return {
      value: null,
      note: `${notShown}: ${why}, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.`,
    };
  }
  const count = overrides.totalTransactions as number;
  if (count <= 0) return { value: null, note: null };
  const average = Math.round((overrides.salesVolume as number) / count);
  const outside = outsideRange(average);
  if (outside === null) return { value: average, note: null };
  return {
    value: null,
    note: `${notShown}: your stated sales volume over your stated total transactions is ${usd.format(average)} a sale, ${outside}. Change either figure, or state the average itself.`,
  };
}

/**
 * For the admin: the saved figures the site leaves out and why, by figure. A stated figure that
 * records added later overtake, and the average when the figures shown beside it give none.
 */
export function statsNotShown(records: readonly SoldSale[], settings: StatsSettings, now: Date): Partial<Record<StatFigure, string>> {
  const { conflicts, average } = settle(records, settings, Number(localDate(now).slice(0, 4)));
  const out: Partial<Record<StatFigure, string>> = Object.fromEntries(Object.entries(conflicts).map(([f, c]) => [f, c.note]));
  if (average.note !== null) out.averagePrice = average.note;
  return out;
}

export function computeStats(records: readonly SoldSale[], settings: StatsSettings, now: Date): Stats {
  const { baseline } = settings;
  const asOf = localDate(now);
  const currentYear = Number(asOf.slice(0, 4));

  const perYear = new Map<number, YearTotals>();
  for (const r of records) {
    const year = Number(r.saleDate.slice(0, 4));
    const row = perYear.get(year) ?? { year, transactions: 0, volume: 0 };
    row.transactions += 1;
    row.volume += r.salePrice;
    perYear.set(year, row);
  }
  const years = [...perYear.keys()].sort((a, b) => a - b);
  const byYear: YearTotals[] = [];
  const [first, last] = [years.at(0), years.at(-1)];
  if (first !== undefined && last !== undefined) {
    for (let y = first; y <= last; y += 1) byYear.push(perYear.get(y) ?? { year: y, transactions: 0, volume: 0 });
  }

  const { computed, stated, figure, average } = settle(records, settings, currentYear);
  const transactions = computed.totalTransactions ?? 0;

  const firstRecordYear = years[0] ?? null;
  const fromYear =
    baseline.transactions > 0 && baseline.yearLicensed !== null
      ? Math.min(baseline.yearLicensed, firstRecordYear ?? baseline.yearLicensed)
      : firstRecordYear;

  return {
    totalTransactions: figure('totalTransactions') ?? 0,
    salesVolume: figure('salesVolume') ?? 0,
    averagePrice: average.value,
    minPrice: figure('minPrice'),
    maxPrice: figure('maxPrice'),
    neighborhoods: figure('neighborhoods') ?? 0,
    yearsExperience: figure('yearsExperience'),
    asOf,
    byYear,
    stated,
    basis: { transactions, fromYear, toYear: years[years.length - 1] ?? (fromYear !== null ? currentYear : null) },
  };
}

// ---- Wording shared by the public sections (explicit locale: server and browser agree) ----

const monthYearFmt = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const plain = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * "Based on 240 closed transactions, 2010-2024, as of November 2026" (null when nothing closed),
 * naming any figure the agent stated instead of the computation. A stated total is not set
 * against the computed count ("Homes sold 333" beside "Based on 241 ..."): the footnote then
 * leaves the count out.
 */
export function statsFootnote(stats: Pick<Stats, 'basis' | 'asOf' | 'stated'>): string | null {
  const { transactions, fromYear, toYear } = stats.basis;
  if (transactions === 0) return null;
  const span = fromYear === null ? '' : fromYear === toYear || toYear === null ? `, ${fromYear}` : `, ${fromYear}-${toYear}`;
  const asOf = monthYearFmt.format(new Date(`${stats.asOf}T00:00:00Z`));
  const basis = stats.stated.includes('totalTransactions')
    ? 'Based on closed transactions'
    : `Based on ${plain.format(transactions)} closed transaction${transactions === 1 ? '' : 's'}`;
  const stated = stats.stated.length === 0 ? '' : `; ${listOf(stats.stated.map((f) => statFigureLabels[f].toLowerCase()))} as stated by the agent`;
  return `${basis}${span}, as of ${asOf}${stated}`;
}

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 123600000 -> "$123.6M", 515000 -> "$515K", 950 -> "$950". */
export function formatMoneyShort(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
  if (abs >= 1_000_000_000) return `$${trim(value / 1_000_000_000)}B`;
  if (abs >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (abs >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return usd.format(value);
}

export function formatCount(value: number): string {
  return plain.format(value);
}
