// Data version 4: one set of statistics. Release 1 kept the career figures as free text in site
// content, in three readings (about, results, sold summary). From here on the figures are
// computed from the sold records plus a baseline (what closed before the first record), with
// agent-stated overrides. This step turns the old text into that baseline:
// - the career totals (the results section's "career sales" and "sales volume", else the about
//   section's) minus what the sold records already hold become the baseline, so the computed
//   totals and average equal what the agent stated;
// - "years of experience" becomes the year licensed, counted back from the newest timestamp in
//   the file (a migration reads no clock);
// - a stated neighbourhood count above what the records show stays as an agent-stated override,
//   and so do a stated price range and average when there are no records to compute them from;
// - the old text keys are removed, so no admin field writes a figure the site never reads.
// It also starts the page-view collection. Testimonial and lead fields added in this version
// are optional, so existing records need nothing.
import type { Migration, RawDb } from './types';

/** What release 1 showed when a key was missing or blank. */
const V1_DEFAULTS: Record<string, string> = {
  career_sales: '240',
  sales_volume: '$123.6M',
  about_total_sales: '97',
  about_sales_volume: '$45,000,000+',
  years_experience: '16',
  results_neighborhoods: '15+',
  price_range_min: '$127K',
  price_range_max: '$960K',
  average_price: '$515K',
};

export const REMOVED_STAT_KEYS = [
  'about_sales_volume',
  'about_total_sales',
  'about_average_price',
  'about_price_range',
  'years_experience',
  'career_sales',
  'sales_volume',
  'average_price',
  'price_range_min',
  'price_range_max',
  'results_total_transactions',
  'results_price_range',
  'results_neighborhoods',
  'results_stats_text',
] as const;

/** "$123.6M" -> 123600000, "$45,000,000+" -> 45000000, "$515K" -> 515000, "15+" -> 15; null if unreadable. */
export function parseStatedNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*\$?\s*([\d,]+(?:\.\d+)?)\s*([kmb])?\s*\+?\s*$/i.exec(text);
  if (!m) return null;
  const n = Number((m[1] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[(m[2] ?? '').toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
  return Math.round(n * scale);
}

type Sale = { salePrice: number; saleDate: string; property: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stated(content: Record<string, unknown>, key: string): number | null {
  const raw = content[key];
  const text = typeof raw === 'string' && raw.trim() !== '' ? raw : V1_DEFAULTS[key];
  return parseStatedNumber(text);
}

/** The newest ISO timestamp anywhere in the records: the "now" of the file. */
function newestYear(data: RawDb): number | null {
  let newest = '';
  const visit = (v: unknown, depth: number) => {
    if (depth > 4) return;
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) {
      if (v > newest) newest = v;
    } else if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isObject(v)) Object.values(v).forEach((x) => visit(x, depth + 1));
  };
  for (const key of ['properties', 'testimonials', 'soldRecords', 'contactMessages', 'valuationRequests', 'admin']) visit(data[key], 0);
  return newest ? Number(newest.slice(0, 4)) : null;
}

// A copy of neighborhoodOf (domain/stats.ts) on purpose: a migration must keep doing what it did
// when it shipped, whatever the live rule becomes later.
function zipOrCity(address: string): string | null {
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim());
  if (zip?.[1]) return zip[1];
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts.slice(-2).join(', ').toLowerCase() : null;
}

function statsFromContent(data: RawDb): Record<string, unknown> {
  const content = isObject(data.siteContent) ? data.siteContent : {};
  const sales: Sale[] = Array.isArray(data.soldRecords)
    ? data.soldRecords.filter((r): r is Sale => isObject(r) && typeof r.salePrice === 'number' && typeof r.saleDate === 'string')
    : [];
  const recordVolume = sales.reduce((sum, r) => sum + r.salePrice, 0);

  const careerCount = stated(content, 'career_sales') ?? stated(content, 'about_total_sales') ?? 0;
  const careerVolume = stated(content, 'sales_volume') ?? stated(content, 'about_sales_volume') ?? 0;
  const years = stated(content, 'years_experience');
  const asOfYear = newestYear(data);

  const overrides: Record<string, number> = {};
  const yearLicensed = years !== null && asOfYear !== null ? asOfYear - years : null;
  if (years !== null && yearLicensed === null) overrides.yearsExperience = years;

  const statedNeighborhoods = stated(content, 'results_neighborhoods');
  const recordNeighborhoods = new Set(sales.map((s) => zipOrCity(String(s.property ?? ''))).filter(Boolean)).size;
  if (statedNeighborhoods !== null && statedNeighborhoods > recordNeighborhoods) overrides.neighborhoods = statedNeighborhoods;

  if (sales.length === 0) {
    const min = stated(content, 'price_range_min');
    const max = stated(content, 'price_range_max');
    const average = stated(content, 'average_price');
    if (min !== null) overrides.minPrice = min;
    if (max !== null) overrides.maxPrice = max;
    if (average !== null && careerCount === 0) overrides.averagePrice = average;
  }

  return {
    baseline: {
      transactions: Math.max(0, careerCount - sales.length),
      volume: Math.max(0, careerVolume - recordVolume),
      yearLicensed,
    },
    overrides,
  };
}

export const migration: Migration = {
  to: 4,
  name: 'statistics baseline, page views and testimonial sources',
  up(data) {
    const out: RawDb = { ...data };
    // Already converted (a re-run, or a file from a build that had the field): keep the agent's figures.
    if (!isObject(out.stats)) out.stats = statsFromContent(data);
    if (!Array.isArray(out.pageViews)) out.pageViews = [];
    if (isObject(data.siteContent)) {
      const content = { ...data.siteContent };
      for (const key of REMOVED_STAT_KEYS) delete content[key];
      out.siteContent = content;
    }
    if (isObject(data.siteContentVersions)) {
      const versions = { ...data.siteContentVersions };
      for (const key of REMOVED_STAT_KEYS) delete versions[key];
      out.siteContentVersions = versions;
    }
    return out;
  },
};
