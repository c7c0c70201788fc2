// Validation of the statistics settings (baseline and agent-stated overrides), shared by the store,
// the admin form and its procedure. Kept apart from domain/stats.ts so visitors' pages need no zod.
import { parseNumberText } from './fields';
import { statedConflicts, statFigureLabels, statFigures, type SoldSale, type StatFigure } from './stats';
import { storedVersion } from './versioning';
import { z } from './zod';

const MAX_MONEY = 100_000_000_000;

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max}`);

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_MONEY, `${label} is too large`);

const statsBaselineSchema = z.object({
  transactions: wholeNumber('Transactions before the first record', 100_000),
  volume: money('Volume before the first record'),
  yearLicensed: z
    .number({ error: 'Year licensed must be a year' })
    .int('Year licensed must be a year')
    .min(1950, 'Year licensed must be 1950 or later')
    .max(2100, 'Year licensed must be 2100 or earlier')
    .nullable(),
});

const overrideSchemas: Record<StatFigure, z.ZodType<number>> = {
  totalTransactions: wholeNumber('Stated total transactions', 100_000),
  salesVolume: money('Stated sales volume'),
  averagePrice: money('Stated average price'),
  minPrice: money('Stated lowest price'),
  maxPrice: money('Stated highest price'),
  neighborhoods: wholeNumber('Stated neighborhoods', 10_000),
  yearsExperience: wholeNumber('Stated years of experience', 100),
};

const statsOverridesSchema = z.object(
  Object.fromEntries(statFigures.map((f) => [f, overrideSchemas[f].optional()])) as { [K in StatFigure]: z.ZodOptional<z.ZodType<number>> },
);

/** Stored in the data file as `stats`; a file written before statistics existed reads as empty. */
export const statsSettingsSchema = z.object({
  baseline: statsBaselineSchema.default({ transactions: 0, volume: 0, yearLicensed: null }),
  overrides: statsOverridesSchema.default({}),
  /** +1 per save, so a save from a form opened on older figures is refused instead of undoing a newer change. */
  version: storedVersion,
  /** When the last save was made (absent until the first save through the panel or API). */
  updatedAt: z.string().datetime({ offset: true }).optional(),
});

/**
 * What a save sends: the whole settings, both parts required. A save replaces what is stored, so
 * a part left out must be refused, not read as zero (that would wipe the career figures).
 */
export const statsSettingsUpdateSchema = z.object({
  baseline: z.object(statsBaselineSchema.shape, {
    error: (issue) =>
      issue.input === undefined
        ? 'baseline is required (transactions, volume, yearLicensed)'
        : 'baseline must be an object (transactions, volume, yearLicensed)',
  }),
  overrides: z.object(statsOverridesSchema.shape, {
    error: (issue) =>
      issue.input === undefined ? 'overrides is required (an object; {} when no figure is stated)' : 'overrides must be an object of stated figures',
  }),
});

/**
 * A save checked against the sold records as they are when it is written (only the store has
 * them): a stated figure may add to what the baseline it is saved with and the records compute
 * to, never contradict them or the list a visitor sees beside it. Refused figures are named by
 * their path, `overrides.totalTransactions`, so the admin form shows the message on its field.
 */
export const statsSettingsAgainstRecords = (records: readonly Pick<SoldSale, 'salePrice'>[]) =>
  statsSettingsUpdateSchema.superRefine((settings, ctx) => {
    const conflicts = statedConflicts(records, settings);
    for (const f of statFigures) {
      const conflict = conflicts[f];
      if (conflict) ctx.addIssue({ code: 'custom', path: ['overrides', f], message: conflict.message });
    }
  });

// ---- The admin form: text fields, blank meaning "not stated" for an override ----

const optionalNumberText = (label: string, integer: boolean) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const n = parseNumberText(v);
      if (!Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number of 0 or more, or blank` });
        return z.NEVER;
      }
      if (integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      return n;
    });

const integerFigures: readonly StatFigure[] = ['totalTransactions', 'neighborhoods', 'yearsExperience'];

/** What the statistics form holds: every value as typed. */
export type StatsFormValues = { transactions: string; volume: string; yearLicensed: string } & Record<`override_${StatFigure}`, string>;

export const statsFormSchema = z
  .object({
    transactions: optionalNumberText('Transactions before the first record', true),
    volume: optionalNumberText('Volume before the first record', false),
    yearLicensed: optionalNumberText('Year licensed', true).refine(
      (v) => v === undefined || (v >= 1950 && v <= 2100),
      'Year licensed must be a year from 1950 to 2100',
    ),
    ...Object.fromEntries(
      statFigures.map((f) => [`override_${f}`, optionalNumberText(`Stated ${statFigureLabels[f].toLowerCase()}`, integerFigures.includes(f))]),
    ),
  })
  .transform((v) => {
    const values = v as Record<string, number | undefined>;
    return {
      baseline: { transactions: values.transactions ?? 0, volume: values.volume ?? 0, yearLicensed: values.yearLicensed ?? null },
      overrides: Object.fromEntries(
        statFigures.filter((f) => values[`override_${f}`] !== undefined).map((f) => [f, values[`override_${f}`] as number]),
      ),
    };
  });
// The procedure checks the result against statsSettingsSchema (bounds); the form checks what was typed.
