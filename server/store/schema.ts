// The shape of the runtime database and of the hand-edited seed files, built from domain schemas.
import { z } from 'zod';
import { contactMessageSchema } from '../../domain/contact-message';
import { propertySchema } from '../../domain/property';
import { siteContentSchema } from '../../domain/site-content-schema';
import { soldRecordSchema } from '../../domain/sold-record';
import { testimonialSchema } from '../../domain/testimonial';
import { valuationRequestSchema } from '../../domain/valuation-request';
import { showingRequestSchema } from '../../domain/showing-request';
import { leadSourceSchema } from '../../domain/lead-source';
import { spamReasons } from '../../domain/lead-submission';
import { EMPTY_STATS_SETTINGS } from '../../domain/stats';
import { statsSettingsSchema } from '../../domain/stats-schema';
import { emailKinds, emailStatuses, leadKinds } from '../../domain/lead-inbox';

// Leads as stored: the submitted record plus the inbox's read mark (absent = unread, so a db.json
// written before the inbox existed still loads and shows every lead as new).
// Each lead also keeps where it came from (page, listing, campaign), when the form sent it.
const readState = {
  readAt: z.string().datetime({ offset: true }).optional(),
  ...leadSourceSchema.shape,
  /** Judged as spam (Spam folder, server/leads/spam-folder.ts); absent for the inbox. */
  spam: z.object({ reason: z.enum(spamReasons), at: z.string().datetime({ offset: true }) }).optional(),
};
export const storedContactMessageSchema = contactMessageSchema.extend(readState);
export const storedValuationRequestSchema = valuationRequestSchema.extend(readState);
export type StoredContactMessage = z.infer<typeof storedContactMessageSchema>;
export type StoredValuationRequest = z.infer<typeof storedValuationRequestSchema>;
export const storedShowingRequestSchema = showingRequestSchema.extend(readState);
export type StoredShowingRequest = z.infer<typeof storedShowingRequestSchema>;

/**
 * The e-mail kinds and statuses are domain/lead-inbox.ts's (emailKinds, emailStatuses). pending:
 * waiting for its first attempt; sending: handed to SMTP (durably marked before the attempt, so a
 * crash mid-send is visible on restart); retrying: an attempt failed, another is due at
 * nextAttemptAt; sent: accepted by the SMTP server; failed: given up (see lastError).
 */
/** One e-mail about one lead. The message is rendered from the lead when it is sent. */
export const outboxItemSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.enum(emailKinds),
  leadKind: z.enum(leadKinds),
  leadId: z.string().min(1).max(64),
  to: z.string().max(254),
  /** Stable per delivery: a retry after an uncertain attempt reuses it, so mail systems can drop the duplicate. */
  messageId: z.string().max(300),
  status: z.enum(emailStatuses),
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

const adminSessionSchema = z.object({
  /** sha256 of the bearer token; the token itself is never stored. */
  id: z.string().regex(/^[a-f0-9]{64}$/),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** "Chrome on macOS", from the user agent at sign-in; shown in Settings' session list. */
  device: z.string().max(200).default(''),
  ip: z.string().max(100).default(''),
  /** Refreshed at most once a minute so browsing the panel does not rewrite the data file. */
  lastSeenAt: z.string().optional(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

const twoFactorSchema = z.object({
  /** base32 TOTP secret (RFC 6238, SHA-1, 30 s, 6 digits). */
  secret: z.string().min(16).max(128),
  enabledAt: z.string(),
  /** The last 30-second step whose code was accepted: that code and older ones are refused (no replay). */
  lastUsedStep: z.number().int().min(0).default(0),
  /** sha256 of each single-use recovery code; usedAt marks a spent one. */
  recoveryCodes: z.array(z.object({ hash: z.string().regex(/^[a-f0-9]{64}$/), usedAt: z.string().nullable().default(null) })).max(20),
});

const adminAccountSchema = z.object({
  username: z.string().min(1).max(100),
  passwordHash: z.string().min(1),
  passwordChangedAt: z.string(),
  /**
   * +1 at each "sign out everywhere else". Known-device cookies are bound to it and to
   * passwordChangedAt, so either one ends every earlier cookie (server/auth/known-device.ts).
   */
  knownDevicesEpoch: z.number().int().min(0).optional(),
  sessions: z.array(adminSessionSchema),
  /** Two-factor sign-in (TOTP); null when off. See server/auth/two-factor.ts. */
  twoFactor: twoFactorSchema.nullable().default(null),
  /** A secret offered by setup and not yet confirmed with a code. */
  twoFactorPending: z
    .object({ secret: z.string().min(16).max(128), createdAt: z.string() })
    .nullable()
    .default(null),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** One path's views on one day (YYYY-MM-DD in the agent's time zone). */
export const pageViewDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  path: z.string().min(1).max(300),
  views: z.number().int().min(0),
});
export type PageViewDay = z.infer<typeof pageViewDaySchema>;

export const dbSchema = z.object({
  /** Data version (see migrations/index.ts); the store migrates older files on start. */
  version: z.number().int().min(1),
  siteContent: siteContentSchema,
  /** Version per site-content key (+1 per change); a key never written is at version 1. */
  siteContentVersions: z.record(z.string(), z.number().int().min(1)).default({}),
  properties: z.array(propertySchema),
  testimonials: z.array(testimonialSchema),
  soldRecords: z.array(soldRecordSchema),
  contactMessages: z.array(storedContactMessageSchema),
  valuationRequests: z.array(storedValuationRequestSchema),
  /** Requests to see a listing (data version 3). */
  showingRequests: z.array(storedShowingRequestSchema).default([]),
  admin: adminAccountSchema.nullable(),
  /** E-mails waiting for, or done with, SMTP. Missing in files written before e-mail existed. */
  outbox: z.array(outboxItemSchema).default([]),
  /** Statistics baseline and agent-stated figures (see domain/stats.ts); a copy, as the constant is shared. */
  stats: statsSettingsSchema.default(() => ({ ...structuredClone(EMPTY_STATS_SETTINGS), version: 1 })),
  /** Page views per path per day, no visitor data (see server/insights/page-views.ts). */
  pageViews: z.array(pageViewDaySchema).default([]),
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
  stats: { file: 'stats.json', schema: statsSettingsSchema },
} as const;

/** "properties.3.price: Invalid input: expected number" style lines, one per problem. */
export function describeIssues(error: z.ZodError, max = 10): string {
  const lines = error.issues.slice(0, max).map((issue) => `  field ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  if (error.issues.length > max) lines.push(`  ...and ${error.issues.length - max} more`);
  return lines.join('\n');
}
