// A review's optional date, source and link to where it was published.
import { isBlankInput } from './field-messages';
import { z } from './zod';
import { testimonialSources } from './testimonial-options';
import { optionalLink } from './url';

// Left out or blank, a review's date or source is not given. These fields have no null: a null
// reaches the check and is refused with its message, as the link does (domain/url.ts).
const blankToUndefined = (v: unknown) => (v !== null && isBlankInput(v) ? undefined : v);

const reviewDate = z
  .string({ error: 'Review date must be a date (YYYY-MM-DD)' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Review date must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'Review date must be a real calendar date',
  });

// Checked by the shared link rules (domain/url.ts): only a real web address can become a link.
const reviewLink = optionalLink('Review link', 'web', undefined);

export const testimonialSourceShape = {
  date: z.preprocess(blankToUndefined, reviewDate.optional()),
  source: z.preprocess(
    blankToUndefined,
    z.enum(testimonialSources, { error: 'Review source must be Zillow, Google, Realtor.com or direct' }).optional(),
  ),
  sourceUrl: reviewLink,
};
