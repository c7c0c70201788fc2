// The shape of the runtime database and of the hand-edited seed files, built from domain schemas.
import { z } from 'zod';
import { contactMessageSchema } from '../../domain/contact-message';
import { propertySchema } from '../../domain/property';
import { siteContentSchema } from '../../domain/site-content-schema';
import { soldRecordSchema } from '../../domain/sold-record';
import { testimonialSchema } from '../../domain/testimonial';
import { valuationRequestSchema } from '../../domain/valuation-request';
import { emailKinds, emailStatuses, leadKinds, type EmailKind, type EmailStatusValue } from '../../domain/lead-inbox';

// Leads as stored: the submitted record plus the inbox's read mark (absent = unread, so a db.json
// written before the inbox existed still loads and shows every lead as new).
const readState = { readAt: z.string().datetime({ offset: true }).optional() };
export const storedContactMessageSchema = contactMessageSchema.extend(readState);
export const storedValuationRequestSchema = valuationRequestSchema.extend(readState);
export type StoredContactMessage = z.infer<typeof storedContactMessageSchema>;
export type StoredValuationRequest = z.infer<typeof storedValuationRequestSchema>;

export { leadKinds, type LeadKind } from '../../domain/lead-inbox';
export type OutboxEmailKind = EmailKind;
export const outboxEmailKinds = emailKinds;

/**
 * pending: waiting for its first attempt; sending: handed to SMTP (durably marked before the
 * attempt, so a crash mid-send is visible on restart); retrying: an attempt failed, another is
 * due at nextAttemptAt; sent: accepted by the SMTP server; failed: given up (see lastError).
 */
export const outboxStatuses = emailStatuses;
export type OutboxStatus = EmailStatusValue;

/** One e-mail about one lead. The message is rendered from the lead when it is sent. */
export const outboxItemSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.enum(outboxEmailKinds),
  leadKind: z.enum(leadKinds),
  leadId: z.string().min(1).max(64),
  to: z.string().max(254),
  /** Stable per delivery: a retry after an uncertain attempt reuses it, so mail systems can drop the duplicate. */
  messageId: z.string().max(300),
  status: z.enum(outboxStatuses),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().max(1000).nullable(),
  /** How many times the agent asked for this e-mail again. */
  resends: z.number().int().min(0).default(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable().default(null),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

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
  /** Data version (see migrations/index.ts); the store migrates older files on start. */
  version: z.number().int().min(1),
  siteContent: siteContentSchema,
  properties: z.array(propertySchema),
  testimonials: z.array(testimonialSchema),
  soldRecords: z.array(soldRecordSchema),
  contactMessages: z.array(storedContactMessageSchema),
  valuationRequests: z.array(storedValuationRequestSchema),
  admin: adminAccountSchema.nullable(),
  /** E-mails waiting for, or done with, SMTP. Missing in files written before e-mail existed. */
  outbox: z.array(outboxItemSchema).default([]),
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
