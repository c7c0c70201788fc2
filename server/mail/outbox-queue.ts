// The durable outbox's queue. Each e-mail is a row in the store's `outbox` collection, written in
// the same store.mutate as its lead, so a lead that was acknowledged always has its e-mails
// queued. Pure functions on a store draft: which rows a lead gets, how the agent's "send again"
// changes them, and the message a row becomes; sending is outbox-worker.ts's.
import { randomUUID } from 'node:crypto';
import { contentValue } from '../../domain/site-content';
import type { EmailKind, LeadKind } from '../../domain/lead-inbox';
import type { Db, OutboxItem } from '../store/schema';
import { addressDomain, headerText, isEmailAddress } from './address';
import type { MailConfig, OutgoingMail } from './mailer';
import { greetingName, renderAgentNotification, renderVisitorConfirmation, type Lead } from './templates';

/** The lead a row is about, or null once it is gone. */
export function findLead(db: Readonly<Db>, kind: LeadKind, id: string): Lead | null {
  if (kind === 'contact') {
    const lead = db.contactMessages.find((m) => m.id === id);
    return lead ? { kind, lead } : null;
  }
  if (kind === 'showing') {
    const lead = db.showingRequests.find((r) => r.id === id);
    return lead ? { kind, lead } : null;
  }
  const lead = db.valuationRequests.find((r) => r.id === id);
  return lead ? { kind, lead } : null;
}

/** The agent's inbox: AGENT_NOTIFY_EMAIL, else the Contact email in Site Content. */
export function agentNotifyAddress(db: Readonly<Db>, config: MailConfig): string {
  return (config.agentNotifyEmail ?? contentValue(db.siteContent, 'contact_email')).trim();
}

const messageIdFor = (config: MailConfig, itemId: string, resends: number) =>
  `<${itemId}${resends ? `.${resends}` : ''}@${addressDomain(config.from.address)}>`;

const NO_AGENT_ADDRESS = 'There is no valid address for lead notifications: set AGENT_NOTIFY_EMAIL or correct the Contact email in Site Content';

function recipientFor(db: Readonly<Db>, config: MailConfig, lead: Lead, email: EmailKind): string {
  return email === 'agent-notification' ? agentNotifyAddress(db, config) : lead.lead.email;
}

function newItem(db: Readonly<Db>, config: MailConfig, lead: Lead, email: EmailKind, now: Date): OutboxItem {
  const id = randomUUID();
  const at = now.toISOString();
  const to = recipientFor(db, config, lead, email);
  const valid = isEmailAddress(to);
  return {
    id,
    email,
    leadKind: lead.kind,
    leadId: lead.lead.id,
    to: to.slice(0, 254),
    messageId: messageIdFor(config, id, 0),
    status: valid ? 'pending' : 'failed',
    attempts: 0,
    nextAttemptAt: valid ? at : null,
    lastError: valid ? null : NO_AGENT_ADDRESS,
    resends: 0,
    createdAt: at,
    updatedAt: at,
    sentAt: null,
  };
}

/** Adds the agent notification and the visitor confirmation for a lead to the draft. */
export function queueLeadEmails(db: Db, config: MailConfig, lead: Lead, now = new Date()): OutboxItem[] {
  const items = [newItem(db, config, lead, 'agent-notification', now), newItem(db, config, lead, 'visitor-confirmation', now)];
  db.outbox.push(...items);
  return items;
}

export class OutboxError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The agent's "send again": a sent or failed e-mail is queued anew under a fresh Message-ID
 * (it is a deliberate second copy); one still waiting for a retry is tried now; a lead from
 * before e-mail was configured gets its first e-mail. Mutates the draft; returns the row.
 */
export function requeueEmail(db: Db, config: MailConfig, kind: LeadKind, leadId: string, email: EmailKind, now = new Date()): OutboxItem {
  const lead = findLead(db, kind, leadId);
  if (!lead) throw new OutboxError('NOT_FOUND', 'This lead no longer exists');
  const item = latestItem(db.outbox, kind, leadId, email);
  if (!item) {
    const created = newItem(db, config, lead, email, now);
    db.outbox.push(created);
    return created;
  }
  const at = now.toISOString();
  if (item.status === 'sending') throw new OutboxError('CONFLICT', 'This e-mail is being sent right now');
  if (item.status === 'pending' || item.status === 'retrying') {
    item.nextAttemptAt = at;
    item.updatedAt = at;
    return item;
  }
  const to = recipientFor(db, config, lead, email);
  const valid = isEmailAddress(to);
  item.resends += 1;
  item.messageId = messageIdFor(config, item.id, item.resends);
  item.to = to.slice(0, 254);
  item.status = valid ? 'pending' : 'failed';
  item.attempts = 0;
  item.nextAttemptAt = valid ? at : null;
  item.lastError = valid ? null : NO_AGENT_ADDRESS;
  item.sentAt = null;
  item.updatedAt = at;
  return item;
}

export function latestItem(outbox: readonly OutboxItem[], kind: LeadKind, leadId: string, email: EmailKind): OutboxItem | undefined {
  let found: OutboxItem | undefined;
  for (const item of outbox) if (item.leadKind === kind && item.leadId === leadId && item.email === email) found = item;
  return found;
}

/** The nodemailer message for a row, rendered from the lead and the current Site Content. */
export function composeMail(db: Readonly<Db>, config: MailConfig, item: OutboxItem, lead: Lead): OutgoingMail {
  const content = db.siteContent;
  // RFC 3834: automatic mail; stops vacation responders from answering it.
  const headers = { 'Auto-Submitted': 'auto-generated' };
  const visitor = { name: headerText(lead.lead.name, 120), address: lead.lead.email };
  if (item.email === 'agent-notification') {
    const mail = renderAgentNotification(lead, { siteUrl: config.siteUrl });
    return {
      from: { name: headerText(config.from.name || `${contentValue(content, 'agent_name')} website`, 120), address: config.from.address },
      to: item.to,
      replyTo: visitor,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: item.messageId,
      headers,
    };
  }
  const mail = renderVisitorConfirmation(lead, content);
  const agentEmail = contentValue(content, 'contact_email').trim();
  // The address was typed by whoever filled in the form, so the display name follows the
  // greeting's rule: a "name" holding a link or an advert is not carried to that inbox.
  const visitorName = greetingName(lead.lead.name);
  return {
    from: { name: headerText(contentValue(content, 'agent_name'), 120), address: config.from.address },
    to: visitorName ? { name: visitorName, address: item.to } : item.to,
    ...(isEmailAddress(agentEmail) ? { replyTo: { name: headerText(contentValue(content, 'agent_name'), 120), address: agentEmail } } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: item.messageId,
    headers,
  };
}
