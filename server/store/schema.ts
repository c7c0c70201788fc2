// The shape of the runtime database and of the hand-edited seed files, built from domain schemas.
import { z } from 'zod';
import { contactMessageSchema } from '../../domain/contact-message';
import { propertySchema } from '../../domain/property';
import { siteContentSchema } from '../../domain/site-content';
import { soldRecordSchema } from '../../domain/sold-record';
import { testimonialSchema } from '../../domain/testimonial';
import { valuationRequestSchema } from '../../domain/valuation-request';

export const adminSessionSchema = z.object({
  /** sha256 of the bearer token; the token itself is never stored. */
  id: z.string().regex(/^[a-f0-9]{64}$/),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminAccountSchema = z.object({
  username: z.string().min(1).max(100),
  passwordHash: z.string().min(1),
  passwordChangedAt: z.string(),
  sessions: z.array(adminSessionSchema),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const dbSchema = z.object({
  version: z.literal(1),
  siteContent: siteContentSchema,
  properties: z.array(propertySchema),
  testimonials: z.array(testimonialSchema),
  soldRecords: z.array(soldRecordSchema),
  contactMessages: z.array(contactMessageSchema),
  valuationRequests: z.array(valuationRequestSchema),
  admin: adminAccountSchema.nullable(),
});
export type Db = z.infer<typeof dbSchema>;

/** Seed records may omit timestamps; they are filled in when the runtime db is created. */
const seedRecord = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ createdAt: z.string().datetime({ offset: true }).optional(), updatedAt: z.string().datetime({ offset: true }).optional() });

export const seedFiles = {
  siteContent: { file: 'site-content.json', schema: siteContentSchema },
  properties: { file: 'properties.json', schema: z.array(seedRecord(propertySchema)) },
  testimonials: { file: 'testimonials.json', schema: z.array(seedRecord(testimonialSchema)) },
  soldRecords: { file: 'sold-records.json', schema: z.array(seedRecord(soldRecordSchema)) },
} as const;

/** "properties.3.price: Invalid input: expected number" style lines, one per problem. */
export function describeIssues(error: z.ZodError, max = 10): string {
  const lines = error.issues.slice(0, max).map((issue) => `  field ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  if (error.issues.length > max) lines.push(`  ...and ${error.issues.length - max} more`);
  return lines.join('\n');
}
