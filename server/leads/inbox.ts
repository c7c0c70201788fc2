// The admin inbox over both kinds of lead: read state, e-mail status, newest first, CSV export.
import { formatDateTime } from '../../domain/format';
import { emailKinds, leadKindLabels, type EmailKind, type LeadEmail, type LeadFolder, type LeadKind } from '../../domain/lead-inbox';
import type { Db, OutboxItem, StoredContactMessage, StoredShowingRequest, StoredValuationRequest } from '../store/schema';
import { formatShowingWindow } from '../../domain/showing-window';
import { listingPath } from '../../domain/routes';
import { valuationFieldLabels } from '../../domain/valuation-request';
import { inFolder } from './spam-folder';
import { latestItem } from '../mail/outbox-queue';
import { subjectLabel } from '../mail/templates';

type Tracking = { read: boolean; readAt: string | null; emails: LeadEmail[] };
export type InboxContactMessage = Omit<StoredContactMessage, 'readAt'> & Tracking;
export type InboxValuationRequest = Omit<StoredValuationRequest, 'readAt'> & Tracking;
/** A showing request with its listing as it is now (title, address, page), or as it was if it is gone. */
export type InboxShowingRequest = Omit<StoredShowingRequest, 'readAt'> &
  Tracking & { listing: { id: string; title: string; address: string; path: string; exists: boolean } };
export type InboxLead =
  | ({ kind: 'contact'; summary: string } & InboxContactMessage)
  | ({ kind: 'valuation'; summary: string } & InboxValuationRequest)
  | ({ kind: 'showing'; summary: string } & InboxShowingRequest);

/** The stored rows of one kind of lead (every kind has read state, so the inbox treats them alike). */
export function leadRows(db: Readonly<Db>, kind: LeadKind): readonly { id: string; readAt?: string }[] {
  return kind === 'contact' ? db.contactMessages : kind === 'valuation' ? db.valuationRequests : db.showingRequests;
}

function emailStatus(item: OutboxItem): LeadEmail {
  return {
    id: item.id,
    email: item.email,
    to: item.to,
    status: item.status,
    attempts: item.attempts,
    nextAttemptAt: item.nextAttemptAt,
    lastError: item.lastError,
    sentAt: item.sentAt,
    updatedAt: item.updatedAt,
  };
}

/** The current row of each e-mail kind of a lead (the agent notification first). */
export function emailsOf(db: Readonly<Db>, kind: LeadKind, leadId: string): LeadEmail[] {
  const out: LeadEmail[] = [];
  for (const email of emailKinds) {
    const item = latestItem(db.outbox, kind, leadId, email);
    if (item) out.push(emailStatus(item));
  }
  return out;
}

const tracking = (db: Readonly<Db>, kind: LeadKind, lead: { id: string; readAt?: string }): Tracking => ({
  read: !!lead.readAt,
  readAt: lead.readAt ?? null,
  emails: emailsOf(db, kind, lead.id),
});

// Lists are reversed (newest stored last) before this stable sort, so leads stored within the
// same millisecond still come newest first.
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

export function contactMessagesWithTracking(db: Readonly<Db>, folder: LeadFolder = 'inbox'): InboxContactMessage[] {
  return db.contactMessages
    .filter(inFolder(folder))
    .map((m) => ({ ...m, ...tracking(db, 'contact', m) }))
    .reverse()
    .sort(newestFirst);
}

export function valuationRequestsWithTracking(db: Readonly<Db>, folder: LeadFolder = 'inbox'): InboxValuationRequest[] {
  return db.valuationRequests
    .filter(inFolder(folder))
    .map((r) => ({ ...r, ...tracking(db, 'valuation', r) }))
    .reverse()
    .sort(newestFirst);
}

export function showingRequestsWithTracking(db: Readonly<Db>, folder: LeadFolder = 'inbox'): InboxShowingRequest[] {
  return db.showingRequests
    .filter(inFolder(folder))
    .map((r) => {
      const property = db.properties.find((p) => p.id === r.propertyId);
      const listing = {
        id: r.propertyId,
        title: property?.title ?? r.propertyTitle,
        address: property?.address ?? r.propertyAddress,
        path: listingPath(r.propertyId),
        exists: !!property,
      };
      return { ...r, ...tracking(db, 'showing', r), listing };
    })
    .reverse()
    .sort(newestFirst);
}

export function inboxLeads(db: Readonly<Db>, folder: LeadFolder = 'inbox'): InboxLead[] {
  const contact: InboxLead[] = contactMessagesWithTracking(db, folder).map((m) => ({
    ...m,
    kind: 'contact' as const,
    summary: subjectLabel(m.subject),
  }));
  const valuation: InboxLead[] = valuationRequestsWithTracking(db, folder).map((r) => ({
    ...r,
    kind: 'valuation' as const,
    summary: [r.address, r.city, r.state].filter(Boolean).join(', '),
  }));
  const showing: InboxLead[] = showingRequestsWithTracking(db, folder).map((r) => ({
    ...r,
    kind: 'showing' as const,
    summary: `${r.listing.title}, ${r.listing.address}`,
  }));
  return [...contact, ...valuation, ...showing].sort(newestFirst);
}

export function unreadCounts(db: Readonly<Db>) {
  // Spam never counts as unread.
  const contact = db.contactMessages.filter((m) => !m.readAt && !m.spam).length;
  const valuation = db.valuationRequests.filter((r) => !r.readAt && !r.spam).length;
  const showing = db.showingRequests.filter((r) => !r.readAt && !r.spam).length;
  return { unread: contact + valuation + showing, contact, valuation, showing };
}

/** Marks one lead read or unread in the draft; null when it does not exist. */
export function setRead(db: Db, kind: LeadKind, id: string, read: boolean, now = new Date()): { readAt: string | null } | null {
  const lead: { readAt?: string } | undefined = leadRows(db, kind).find((l) => l.id === id);
  if (!lead) return null;
  if (read) lead.readAt ??= now.toISOString();
  else delete lead.readAt;
  return { readAt: lead.readAt ?? null };
}

export function markAllRead(db: Db, now = new Date()): number {
  const at = now.toISOString();
  let n = 0;
  for (const lead of [...db.contactMessages, ...db.valuationRequests, ...db.showingRequests]) {
    if (lead.readAt || lead.spam) continue;
    lead.readAt = at;
    n += 1;
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180, opened safely by spreadsheets)

/**
 * `text` without control characters other than tab and line breaks (NUL, escape...): no
 * spreadsheet shows them, and some stop reading the cell at a NUL.
 */
function withoutInvisibleControls(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) continue;
    kept += char;
  }
  return kept;
}

/**
 * One CSV cell: always quoted, quotes doubled, invisible control characters left out. A cell that
 * a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return before
 * one) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : withoutInvisibleControls(String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const CSV_HEADER = [
  'Type',
  'Received (US Eastern)',
  'Received (UTC)',
  'Read',
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  ...valuationFieldLabels.map(([, label]) => label),
  'Notes',
  'Listing',
  'Listing address',
  'Listing page',
  'Preferred times',
  'Agent e-mail',
  'Confirmation e-mail',
  'Id',
];

function emailCell(emails: LeadEmail[], kind: EmailKind): string {
  const e = emails.find((x) => x.email === kind);
  if (!e) return '';
  return e.status === 'failed' && e.lastError ? `failed: ${e.lastError}` : e.status;
}

/** Every lead, newest first, with a UTF-8 byte-order mark so spreadsheet programs read accents right. */
export function leadsCsv(db: Readonly<Db>): string {
  const rows = inboxLeads(db).map((l) => {
    const common = [leadKindLabels[l.kind], formatDateTime(l.createdAt), l.createdAt, l.read ? 'yes' : 'no', l.name, l.email, l.phone];
    const noListing = ['', '', '', ''];
    const specific =
      l.kind === 'contact'
        ? [subjectLabel(l.subject), l.message, '', '', '', '', '', '', '', '', '', '', ...noListing]
        : l.kind === 'showing'
          ? [
              'Showing request',
              l.message ?? '',
              ...Array<string>(10).fill(''),
              l.listing.title,
              l.listing.address,
              l.listing.path,
              l.preferredTimes.map(formatShowingWindow).join('; '),
            ]
          : ['', '', ...valuationFieldLabels.map(([key]) => l[key]), l.notes ?? '', ...noListing];
    return [...common, ...specific, emailCell(l.emails, 'agent-notification'), emailCell(l.emails, 'visitor-confirmation'), l.id];
  });
  return `\uFEFF${toCsv([CSV_HEADER, ...rows])}`;
}

export function csvFileName(now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
