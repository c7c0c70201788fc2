// How a public form submission becomes a stored lead: per-IP limit, spam check, then the lead
// and its e-mails in one durable write. SMTP is never touched here, so the visitor's answer
// never waits on it; the outbox worker picks the e-mails up from the store.
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { contentValue } from '../../domain/site-content';
import { spamVerdict, withoutSpamFields, type SpamGuard } from '../../domain/lead-submission';
import { attributeLead, type LeadSource } from '../../domain/lead-source';
import type { ContactMessageInput } from '../../domain/contact-message';
import type { ValuationRequestInput } from '../../domain/valuation-request';
import type { ShowingRequestInput } from '../../domain/showing-request';
import { LoginThrottle } from '../auth/throttle';
import type { LeadKind } from '../../domain/lead-inbox';
import type { Store } from '../store/store';
import type { Context } from '../trpc/context';
import { mailConfigFromEnv } from '../mail/mailer';
import { queueLeadEmails } from '../mail/outbox-queue';
import { log } from '../logger';
import { capSpam, spamMark } from './spam-folder';
import { refuseLeadOverBudget } from './storage-budget';

/** A showing request arrives with the listing it concerns, as it was then (see showing-requests router). */
export type ShowingLeadInput = ShowingRequestInput & { propertyTitle: string; propertyAddress: string };
type Inputs = { contact: ContactMessageInput; valuation: ValuationRequestInput; showing: ShowingLeadInput };

// One limiter per store and form, so separate app instances (tests) never share counts.
const limiters = new WeakMap<Store, Record<LeadKind, LoginThrottle>>();

function limiter(ctx: Context, kind: LeadKind): LoginThrottle {
  let forStore = limiters.get(ctx.store);
  if (!forStore) {
    const make = () => new LoginThrottle(ctx.env.LEAD_MAX_SUBMISSIONS, ctx.env.LEAD_WINDOW_MINUTES * 60_000);
    forStore = { contact: make(), valuation: make(), showing: make() };
    limiters.set(ctx.store, forStore);
  }
  return forStore[kind];
}

export async function submitLead<K extends LeadKind>(
  ctx: Context,
  kind: K,
  input: Inputs[K] & SpamGuard,
): Promise<{ id: string; createdAt: string }> {
  const verdict = limiter(ctx, kind).hit(ctx.ip);
  if (!verdict.allowed) {
    ctx.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    const phone = contentValue(ctx.store.read().siteContent, 'contact_phone');
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `We have received several requests from your connection in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call ${phone}.`,
    });
  }

  refuseLeadOverBudget(ctx.store, ctx.env);

  const now = new Date();
  const spam = spamVerdict(input, now.getTime(), ctx.env.LEAD_MIN_FILL_SECONDS * 1000);
  if (spam.spam) {
    // Answered exactly like a lead (a bot learns nothing) and kept in the Spam folder, without
    // e-mails, in case it was a person. No visitor data in the log.
    log.info({ kind, reason: spam.reason }, 'form submission kept in the Spam folder');
  }

  // No e-mail for spam: "Not spam" in the admin panel sends them (spam-folder.ts).
  const config = spam.spam ? null : mailConfigFromEnv(ctx.env);
  const mark = spamMark(spam, now);
  // The page, listing and campaign the form came with stay on the lead (Insights: leads by source).
  const lead: unknown = attributeLead(withoutSpamFields(input) as LeadSource);
  const id = randomUUID();
  const createdAt = now.toISOString();
  await ctx.store.mutate((db) => {
    if (kind === 'contact') {
      const row = { ...(lead as ContactMessageInput), id, createdAt, ...mark };
      db.contactMessages.push(row);
      if (config) queueLeadEmails(db, config, { kind: 'contact', lead: row }, now);
    } else if (kind === 'showing') {
      const row = { ...(lead as ShowingLeadInput), id, createdAt, ...mark };
      db.showingRequests.push(row);
      if (config) queueLeadEmails(db, config, { kind: 'showing', lead: row }, now);
    } else {
      const row = { ...(lead as ValuationRequestInput), id, createdAt, ...mark };
      db.valuationRequests.push(row);
      if (config) queueLeadEmails(db, config, { kind: 'valuation', lead: row }, now);
    }
    if (mark.spam) capSpam(db, kind);
  });
  return { id, createdAt };
}
