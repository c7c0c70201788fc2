// Validation of site content (kept apart from the keys and defaults so visitors' pages need no zod).
import { CONTENT_VALUE_MAX, isContentKey } from './site-content';
import { z } from './zod';

export const contentKeySchema = z
  .string()
  .refine(isContentKey, { message: 'Unknown site content key' });

export const contentUpdateSchema = z.object({
  key: contentKeySchema,
  value: z.string().max(CONTENT_VALUE_MAX, `Value must be at most ${CONTENT_VALUE_MAX} characters`),
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

/** Stored site content: only known keys, each a bounded string. */
export const siteContentSchema = z
  .record(z.string(), z.string().max(CONTENT_VALUE_MAX))
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!isContentKey(key)) ctx.addIssue({ code: 'custom', message: `Unknown site content key "${key}"`, path: [key] });
    }
  });
