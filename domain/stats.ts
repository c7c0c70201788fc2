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

/** A stated figure the sold list contradicts, or the other stated price: it is refused when saved, and not shown. */
export type StatedConflict = {
  /** Why a save is refused, naming the figure: "Total transactions must be at least 23, the sales in your sold list". */
  message: string;
  /** For the admin, when records added later overtake a saved figure: it is not shown, and why. */
  note: string;
};

/**
 * The stated figures that what the visitor sees beside them would contradict. A stated figure
 * may add to the records (sales before them, outside them), never fall below them: a total
 * below the rows of the sold list, a volume below what they add up to, a lowest price above a
 * listed sale or a highest price below one. A stated lowest price above the stated highest is
 * refused too. Neighbourhoods are not held to the ZIP codes of the records (the agent may count
 * one neighbourhood that spans several), and no visitor can check years of experience or an
 * average (it covers sales outside the list) against the list.
 */
export function statedConflicts(
  records: readonly Pick<SoldSale, 'salePrice'>[],
  overrides: StatsSettings['overrides'],
): Partial<Record<StatFigure, StatedConflict>> {
  const out: Partial<Record<StatFigure, StatedConflict>> = {};
  const given = (f: StatFigure) => (typeof overrides[f] === 'number' && Number.isFinite(overrides[f]) ? overrides[f] : null);
  const prices = records.map((r) => r.salePrice);
  const count = prices.length;
  const notShown = (stated: string, why: string, change: 'raise' | 'lower') =>
    `Not shown on your website: your stated ${stated} is ${why}. The computed figure is shown instead until you ${change} it or leave it blank.`;

  const total = given('totalTransactions');
  if (total !== null && total < count) {
    const sales = `${plain.format(count)} sale${count === 1 ? '' : 's'}`;
    out.totalTransactions = {
      message: `${statFigureLabels.totalTransactions} must be at least ${plain.format(count)}, the ${count === 1 ? 'sale' : 'sales'} in your sold list`,
      note: notShown(plain.format(total), `below the ${sales} in your sold list`, 'raise'),
    };
  }
  const recordVolume = prices.reduce((sum, p) => sum + p, 0);
  const volume = given('salesVolume');
  if (volume !== null && volume < recordVolume) {
    out.salesVolume = {
      message: `${statFigureLabels.salesVolume} must be at least ${usd.format(recordVolume)}, what the sales in your sold list add up to`,
      note: notShown(usd.format(volume), `below the ${usd.format(recordVolume)} the sales in your sold list add up to`, 'raise'),
    };
  }
  const lowest = count > 0 ? Math.min(...prices) : null;
  const highest = count > 0 ? Math.max(...prices) : null;
  const min = given('minPrice');
  const max = given('maxPrice');
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

export function computeStats(records: readonly SoldSale[], settings: StatsSettings, now: Date): Stats {
  const { baseline, overrides } = settings;
  const prices = records.map((r) => r.salePrice);
  const recordVolume = prices.reduce((sum, p) => sum + p, 0);
  const transactions = Math.max(0, Math.round(baseline.transactions)) + records.length;
  const volume = Math.max(0, baseline.volume) + recordVolume;
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

  const computed: Record<StatFigure, number | null> = {
    totalTransactions: transactions,
    salesVolume: Math.round(volume),
    averagePrice: null,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    maxPrice: prices.length > 0 ? Math.max(...prices) : null,
    neighborhoods: new Set(records.map((r) => neighborhoodOf(r.property)).filter((n): n is string => n !== null)).size,
    yearsExperience: baseline.yearLicensed !== null && baseline.yearLicensed <= currentYear ? currentYear - baseline.yearLicensed : null,
  };
  // A saved figure that sold records added since contradict gives way to the computed one: the
  // page never states fewer sales than the list beneath it shows.
  const conflicts = statedConflicts(records, overrides);
  const stated = statFigures.filter((f) => typeof overrides[f] === 'number' && Number.isFinite(overrides[f]) && !conflicts[f]);
  // The average is that of the total and volume the page shows, whether computed or stated.
  const shownTotal = stated.includes('totalTransactions') ? (overrides.totalTransactions as number) : transactions;
  const shownVolume = stated.includes('salesVolume') ? (overrides.salesVolume as number) : volume;
  computed.averagePrice = shownTotal > 0 ? Math.round(shownVolume / shownTotal) : null;
  const figure = (f: StatFigure) => (stated.includes(f) ? (overrides[f] as number) : computed[f]);

  const firstRecordYear = years[0] ?? null;
  const fromYear =
    baseline.transactions > 0 && baseline.yearLicensed !== null
      ? Math.min(baseline.yearLicensed, firstRecordYear ?? baseline.yearLicensed)
      : firstRecordYear;

  return {
    totalTransactions: figure('totalTransactions') ?? 0,
    salesVolume: figure('salesVolume') ?? 0,
    averagePrice: figure('averagePrice'),
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
