// What the public contact and valuation forms send: the lead itself plus two hidden anti-spam
// fields. Both are optional so older clients and REST callers keep working unchanged.
import { z } from './zod';
import { contactMessageInputSchema } from './contact-message';
import { valuationRequestInputSchema } from './valuation-request';
import { showingRequestInputSchema } from './showing-request';
import { leadSourceSchema } from './lead-source';

/** Honeypot: a text field people never see (visually hidden, aria-hidden, tabIndex -1, autoComplete off). */
const HONEYPOT_FIELD = 'website';
/** Milliseconds between the form appearing and its submission, measured in the browser. */
const FILL_TIME_FIELD = 'fillTimeMs';
/** Alternative to fillTimeMs: epoch ms (browser clock) when the form appeared. */
const STARTED_AT_FIELD = 'startedAt';
/** A person needs longer than this to fill in either form. */
export const MIN_FILL_MS = 3000;

// A malformed hidden field must never cost a real lead a validation error: it is simply ignored.
const msOrNothing = z.number().finite().nonnegative().optional().catch(undefined);

const spamGuardShape = {
  [HONEYPOT_FIELD]: z.unknown().optional(),
  [FILL_TIME_FIELD]: msOrNothing,
  [STARTED_AT_FIELD]: msOrNothing,
} as const;

export const contactSubmissionSchema = contactMessageInputSchema.extend(spamGuardShape).extend(leadSourceSchema.shape);

export const valuationSubmissionSchema = valuationRequestInputSchema.extend(spamGuardShape).extend(leadSourceSchema.shape);

export const showingSubmissionSchema = showingRequestInputSchema.extend(spamGuardShape).extend(leadSourceSchema.shape);

export type SpamGuard = { website?: unknown; fillTimeMs?: number; startedAt?: number };
/** Why a submission went to the Spam folder: the honeypot was filled in, or the form was sent too fast. */
export const spamReasons = ['honeypot', 'too-fast'] as const;
export type SpamReason = (typeof spamReasons)[number];
export type SpamVerdict = { spam: false } | { spam: true; reason: SpamReason };

/**
 * Judges the hidden fields. startedAt comes from the browser's clock, so a value in the future
 * (a fast browser clock) proves nothing and is not held against the visitor.
 */
export function spamVerdict(fields: SpamGuard, now: number, minFillMs = MIN_FILL_MS): SpamVerdict {
  const honeypot = fields.website;
  if (honeypot !== undefined && honeypot !== null && !(typeof honeypot === 'string' && honeypot.trim() === ''))
    return { spam: true, reason: 'honeypot' };
  if (minFillMs > 0) {
    if (fields.fillTimeMs !== undefined && fields.fillTimeMs < minFillMs) return { spam: true, reason: 'too-fast' };
    if (fields.fillTimeMs === undefined && fields.startedAt !== undefined) {
      const elapsed = now - fields.startedAt;
      if (elapsed >= 0 && elapsed < minFillMs) return { spam: true, reason: 'too-fast' };
    }
  }
  return { spam: false };
}

/** Removes the anti-spam fields, leaving the lead as stored. */
export function withoutSpamFields<T extends SpamGuard>(input: T): Omit<T, keyof SpamGuard> {
  const { website: _w, fillTimeMs: _f, startedAt: _s, ...lead } = input;
  return lead;
}
