import { z } from './zod';
import { idSchema, isoDateTime, numberFromText, requiredText, singleLineText } from './fields';
import { storedVersion } from './versioning';
import { testimonialSourceShape } from './testimonial-source';

export * from './testimonial-options';

const ratingField = numberFromText('Rating', { min: 3, max: 5, step: 0.5 });

export const testimonialInputSchema = z.object({
  client: singleLineText('Client', 120),
  location: singleLineText('Location', 120),
  quote: requiredText('Quote', 3000),
  rating: ratingField.default(5),
  ...testimonialSourceShape,
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: idSchema,
  /** +1 on every change; a stale update or delete is refused (see domain/versioning.ts). */
  version: storedVersion,
  client: z.string().min(1).max(120),
  location: z.string().max(120),
  quote: z.string().max(3000),
  rating: z.number().min(0).max(5),
  ...testimonialSourceShape,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** An update: a rating left out keeps the stored one (the default is for a new testimonial only). */
export const testimonialUpdateSchema = z.object({ id: idSchema, data: testimonialInputSchema.extend({ rating: ratingField.optional() }) });
