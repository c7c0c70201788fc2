import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../domain/format';
import { canResend, emailStatusColor, emailStatusDetail, emailStatusTitle, pollIntervalFor } from './email-status';
import type { LeadEmail } from '../../../domain/lead-inbox';

const base: LeadEmail = {
  id: 'e1',
  email: 'agent-notification',
  to: 'agent@example.com',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  updatedAt: '2026-03-02T15:00:00.000Z',
};

describe('email status wording', () => {
  it('names every state and says what happened', () => {
    expect(emailStatusTitle('sent')).toBe('Sent');
    expect(emailStatusDetail({ ...base, status: 'sent', sentAt: '2026-03-02T15:00:05.000Z' })).toBe(
      `on ${formatDateTime('2026-03-02T15:00:05.000Z')}`,
    );
    expect(emailStatusTitle('sending')).toBe('Sending');
    expect(emailStatusDetail({ ...base, status: 'sending' })).toBeNull();
    expect(emailStatusTitle('pending')).toBe('Pending');
    expect(emailStatusDetail(base)).toBe('waiting to be sent');
  });

  it('gives the attempt, the next try and the last error of a retrying e-mail', () => {
    const next = '2026-03-02T15:05:00.000Z';
    expect(emailStatusTitle('retrying')).toBe('Retrying');
    expect(emailStatusDetail({ ...base, status: 'retrying', attempts: 2, nextAttemptAt: next, lastError: 'Connection refused' })).toBe(
      `attempt 2, next try at ${formatDateTime(next)}. Last error: Connection refused`,
    );
  });

  it('shows the server reason of a failed e-mail, or a plain one when there is none', () => {
    expect(emailStatusTitle('failed')).toBe('Failed');
    expect(emailStatusDetail({ ...base, status: 'failed', lastError: '550 Mailbox unavailable' })).toBe('550 Mailbox unavailable');
    expect(emailStatusDetail({ ...base, status: 'failed', lastError: '  ' })).toBe('the mail server did not accept the e-mail');
    expect(emailStatusColor('failed')).toBe('red');
    expect(emailStatusColor('sent')).toBe('green');
  });

  it('offers Resend only for e-mails that are no longer on their way', () => {
    expect(canResend({ ...base, status: 'sent' })).toBe(true);
    expect(canResend({ ...base, status: 'failed' })).toBe(true);
    expect(canResend({ ...base, status: 'pending' })).toBe(false);
    expect(canResend({ ...base, status: 'sending' })).toBe(false);
    expect(canResend({ ...base, status: 'retrying' })).toBe(false);
  });

  it('follows e-mails on their way quickly, retries slowly, and stops when all are settled', () => {
    expect(pollIntervalFor([{ ...base, status: 'sent' }, base])).toBe(2000);
    expect(pollIntervalFor([{ ...base, status: 'retrying' }])).toBe(30_000);
    expect(
      pollIntervalFor([
        { ...base, status: 'sent' },
        { ...base, status: 'failed' },
      ]),
    ).toBe(false);
    expect(pollIntervalFor([])).toBe(false);
  });
});
