// How the inbox words one lead e-mail's delivery state. Pure, so it is tested without a browser.
import { emailKindLabels, type EmailKind, type EmailStatusValue, type LeadEmail } from '../../../domain/lead-inbox';
import { formatDateTime } from '../../../domain/format';

type BadgeColor = 'green' | 'blue' | 'amber' | 'red' | 'gray';

/** The short state shown in the badge: Sent, Sending, Retrying, Failed, Pending. */
export function emailStatusTitle(status: EmailStatusValue): string {
  switch (status) {
    case 'sent':
      return 'Sent';
    case 'sending':
      return 'Sending';
    case 'retrying':
      return 'Retrying';
    case 'failed':
      return 'Failed';
    case 'pending':
      return 'Pending';
  }
}

export function emailStatusColor(status: EmailStatusValue): BadgeColor {
  return ({ sent: 'green', sending: 'blue', retrying: 'amber', failed: 'red', pending: 'gray' } as const)[status];
}

/** What follows the badge: when it went, or what went wrong and what happens next. */
export function emailStatusDetail(e: LeadEmail): string | null {
  switch (e.status) {
    case 'sent':
      return e.sentAt ? `on ${formatDateTime(e.sentAt)}` : null;
    case 'sending':
      return null;
    case 'retrying': {
      const next = e.nextAttemptAt ? `, next try at ${formatDateTime(e.nextAttemptAt)}` : '';
      const reason = e.lastError?.trim() ? `. Last error: ${e.lastError}` : '';
      return `attempt ${e.attempts}${next}${reason}`;
    }
    case 'failed':
      return e.lastError?.trim() ? e.lastError : 'the mail server did not accept the e-mail';
    case 'pending':
      return 'waiting to be sent';
  }
}

/** Whether the agent may queue the e-mail again (never while it is still on its way). */
export function canResend(e: LeadEmail): boolean {
  return e.status === 'failed' || e.status === 'sent';
}

/** Whether the list should be polled to follow an e-mail still on its way, and how often. */
export function pollIntervalFor(emails: readonly LeadEmail[]): number | false {
  if (emails.some((e) => e.status === 'pending' || e.status === 'sending')) return 2000;
  if (emails.some((e) => e.status === 'retrying')) return 30_000;
  return false;
}

export function emailKindLabel(kind: EmailKind): string {
  return emailKindLabels[kind];
}
