// The optional facts of a listing (type, year, lot, HOA, parking, systems, MLS number, tour and
// video links, open houses). Every field may be absent; the admin form sends text, REST clients
// numbers. Messages start with the field's name so a 400 names it.
import { isBlankInput, notTextMessage, parseNumberText, tooLongMessage } from './fields';
import { z } from './zod';
import { httpsUrlText } from './listing-media';
import { MAX_OPEN_HOUSE_MS, MAX_OPEN_HOUSES, siteZoneParts } from './open-house';
import { siteWallTimeProblem, siteZoneIso } from './open-house-wall-time';

export * from './listing-fact-labels';
import { lotSizeUnits, propertyTypes } from './listing-fact-labels';

/** A number sent as a number or as text; empty means "not given" (null). */
function optionalNumber(label: string, opts: { min: number; max: number; integer?: boolean }) {
  return z
    .unknown()
    .transform((value, ctx): number | null => {
      if (isBlankInput(value)) return null;
      const n = typeof value === 'number' ? value : typeof value === 'string' ? parseNumberText(value) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (opts.integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (n < opts.min || n > opts.max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${opts.min} and ${opts.max}` });
        return z.NEVER;
      }
      return n;
    })
    .optional();
}

function optionalEnum<T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .unknown()
    .transform((value, ctx): T[number] | null => {
      if (isBlankInput(value)) return null;
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value;
      ctx.addIssue({ code: 'custom', message: `${label} must be one of ${values.join(', ')}` });
      return z.NEVER;
    })
    .optional();
}

function optionalShortText(label: string, max: number) {
  return z
    .unknown()
    .transform((value, ctx): string | null => {
      if (isBlankInput(value)) return null;
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: notTextMessage(label) });
        return z.NEVER;
      }
      const text = value.trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLongMessage(label, max) });
        return z.NEVER;
      }
      return text;
    })
    .optional();
}

// An open house: start and end as ISO date-times with offset, end after start.
const isoWithOffset = (name: 'start' | 'end') =>
  z
    .string({ error: `Open house ${name} is required (an ISO date-time with offset, e.g. 2026-03-14T13:00:00-04:00)` })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: `Open house ${name} must be an ISO date-time with offset, e.g. 2026-03-14T13:00:00-04:00` }));

export const openHouseSchema = z
  .object({ start: isoWithOffset('start'), end: isoWithOffset('end') }, { error: 'Each open house must be { start, end }' })
  .superRefine((v, ctx) => {
    // A New York time skipped or repeated when the clocks change is refused (the reasons are at
    // siteWallTimeProblem). Only writes go through this schema: stored records load as they are.
    const problems = (['start', 'end'] as const).flatMap((field) => {
      const message = siteWallTimeProblem(v[field], field);
      return message ? [{ field, message }] : [];
    });
    for (const { field, message } of problems) ctx.addIssue({ code: 'custom', path: [field], message });
    if (problems.length) return;
    const span = Date.parse(v.end) - Date.parse(v.start);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Open house end must be after its start' });
    else if (span > MAX_OPEN_HOUSE_MS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'Open house end must be within 24 hours of its start' });
  })
  // Stored with the agent's own offset, whatever offset the caller used (same instant).
  .transform((v) => ({ start: inSiteZone(v.start), end: inSiteZone(v.end) }));

function inSiteZone(iso: string): string {
  const { date, time } = siteZoneParts(iso);
  return date ? siteZoneIso(date, time) : iso;
}

const LATEST_YEAR_BUILT = 2100;

/** What the admin create/update accepts besides the core fields (labels start with the field name). */
export const listingFactsInputShape = {
  propertyType: optionalEnum('propertyType', propertyTypes),
  yearBuilt: optionalNumber('Year built (yearBuilt)', { min: 1600, max: LATEST_YEAR_BUILT, integer: true }),
  lotSize: optionalNumber('Lot size (lotSize)', { min: 0, max: 1_000_000_000 }),
  lotSizeUnit: optionalEnum('lotSizeUnit', lotSizeUnits),
  hoaMonthly: optionalNumber('HOA monthly (hoaMonthly)', { min: 0, max: 100_000 }),
  parking: optionalShortText('Parking (parking)', 200),
  heatingCooling: optionalShortText('Heating/cooling (heatingCooling)', 200),
  mlsNumber: optionalShortText('MLS number (mlsNumber)', 40),
  virtualTourUrl: httpsUrlText('Virtual tour URL (virtualTourUrl)'),
  videoUrl: httpsUrlText('Video URL (videoUrl)'),
  openHouses: z
    .array(openHouseSchema, { error: 'openHouses must be a list of { start, end }' })
    .max(MAX_OPEN_HOUSES, `openHouses may hold at most ${MAX_OPEN_HOUSES} open houses`)
    .nullish(),
};

/** A lot size needs its unit; checked by the procedures so the input schema stays extendable. */
export function lotSizeProblem(value: { lotSize?: number | null; lotSizeUnit?: string | null }): string | null {
  return value.lotSize != null && value.lotSizeUnit == null ? 'lotSizeUnit is required with lotSize (acres or sqft)' : null;
}

/** As stored and returned by GET: absent or null when empty. */
export const listingFactsShape = {
  propertyType: z.enum(propertyTypes).nullish(),
  yearBuilt: z.number().int().nullish(),
  lotSize: z.number().min(0).nullish(),
  lotSizeUnit: z.enum(lotSizeUnits).nullish(),
  hoaMonthly: z.number().min(0).nullish(),
  parking: z.string().max(200).nullish(),
  heatingCooling: z.string().max(200).nullish(),
  mlsNumber: z.string().max(40).nullish(),
  virtualTourUrl: z.string().max(2000).nullish(),
  videoUrl: z.string().max(2000).nullish(),
  openHouses: z
    .array(z.object({ start: z.string(), end: z.string() }))
    .max(MAX_OPEN_HOUSES)
    .nullish(),
};
