import { z } from './zod';
import { idSchema, isoDateTime, numberFromText, singleLineText, textTypeError } from './fields';
import { storedVersion } from './versioning';
import { localDate } from './stats';

export const soldRoles = ['Listing Agent', 'Buyer Agent'] as const;
export type SoldRole = (typeof soldRoles)[number];
export const DEFAULT_SOLD_ROLE: SoldRole = 'Listing Agent';

const dateOnly = z
  .string(textTypeError('Sale date'))
  .trim()
  .min(1, 'Sale date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Sale date must be a date (YYYY-MM-DD)')
  // Only judged once the shape is right, so "05/14/2018" gets one message, not two.
  .refine(
    (v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || (!Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    {
      message: 'Sale date must be a real calendar date',
    },
  );

/**
 * The latest sale date a new or edited record may carry: today in the agent's time zone, where
 * the dates the agent enters live. A sale dated ahead would count in the public statistics and
 * the results chart as if it had closed.
 */
export function latestSaleDate(now = Date.now()): string {
  return localDate(new Date(now));
}

/**
 * The earliest sale date a record may be given (the year licensed has the same floor). A mistyped
 * year such as 0202 would otherwise stretch the public results chart over eighteen centuries.
 */
export const EARLIEST_SALE_DATE = '1950-01-01';

const roleField = z.enum(soldRoles, { error: 'Role must be Listing Agent or Buyer Agent' });

export const soldRecordInputSchema = z.object({
  property: singleLineText('Property', 300),
  // A sale has a price: $0 would show publicly as the lowest price of the track record.
  salePrice: numberFromText('Sale price', { min: 1, max: 1_000_000_000 }),
  // Only for what is sent: a stored record keeps its date, whatever today is.
  saleDate: dateOnly
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || v <= latestSaleDate(), {
      message: 'Sale date cannot be in the future',
    })
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || v >= EARLIEST_SALE_DATE, {
      message: 'Sale date must be in 1950 or later',
    }),
  role: roleField.default(DEFAULT_SOLD_ROLE),
});
export type SoldRecordInput = z.input<typeof soldRecordInputSchema>;

export const soldRecordSchema = z.object({
  id: idSchema,
  /** +1 on every change; a stale update or delete is refused (see domain/versioning.ts). */
  version: storedVersion,
  property: z.string().min(1).max(300),
  salePrice: z.number().min(0),
  saleDate: dateOnly,
  role: z.enum(soldRoles),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SoldRecord = z.infer<typeof soldRecordSchema>;

/** An update: a role left out keeps the stored one (the default is for a new record only). */
export const soldRecordUpdateSchema = z.object({ id: idSchema, data: soldRecordInputSchema.extend({ role: roleField.optional() }) });
