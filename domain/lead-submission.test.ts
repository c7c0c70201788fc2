import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema, MIN_FILL_MS, spamVerdict, withoutSpamFields } from './lead-submission';
import { contactMessageSchema } from './contact-message';

const now = 1_800_000_000_000;

describe('spamVerdict', () => {
  it('lets a person through: empty honeypot, a realistic fill time, or no hidden fields at all', () => {
    expect(spamVerdict({}, now)).toEqual({ spam: false });
    expect(spamVerdict({ website: '', fillTimeMs: 45_000 }, now)).toEqual({ spam: false });
    expect(spamVerdict({ website: '   ', startedAt: now - 20_000 }, now)).toEqual({ spam: false });
  });

  it('drops a filled honeypot', () => {
    expect(spamVerdict({ website: 'https://cheap-pills.example' }, now)).toEqual({ spam: true, reason: 'honeypot' });
    expect(spamVerdict({ website: 1 }, now)).toEqual({ spam: true, reason: 'honeypot' });
  });

  it('drops a form filled faster than a person can', () => {
    expect(spamVerdict({ fillTimeMs: MIN_FILL_MS - 1 }, now)).toEqual({ spam: true, reason: 'too-fast' });
    expect(spamVerdict({ startedAt: now - 800 }, now)).toEqual({ spam: true, reason: 'too-fast' });
    expect(spamVerdict({ fillTimeMs: MIN_FILL_MS }, now)).toEqual({ spam: false });
  });

  it('does not hold a fast browser clock against the visitor', () => {
    expect(spamVerdict({ startedAt: now + 60_000 }, now)).toEqual({ spam: false });
  });

  it('can be switched off', () => {
    expect(spamVerdict({ fillTimeMs: 10 }, now, 0)).toEqual({ spam: false });
  });
});

describe('contactSubmissionSchema', () => {
  const lead = { name: 'Priya Raman', email: 'priya@example.com', phone: '3015550142', subject: 'buying', message: 'Hello' };

  it('accepts the lead with or without hidden fields and ignores malformed timings', () => {
    expect(contactSubmissionSchema.parse(lead)).toEqual(lead);
    expect(contactSubmissionSchema.parse({ ...lead, website: '', fillTimeMs: 'soon' })).toEqual({ ...lead, website: '', fillTimeMs: undefined });
  });

  it('strips the hidden fields before storing', () => {
    expect(withoutSpamFields(contactSubmissionSchema.parse({ ...lead, website: '', fillTimeMs: 9000, startedAt: 5 }))).toEqual(lead);
  });
});

describe('a visitor phone number', () => {
  const lead = { name: 'Priya Shah', email: 'priya@example.com', subject: 'buying', message: 'Looking in Columbia.' };
  const phoneError = (phone: string) => {
    const result = contactSubmissionSchema.safeParse({ ...lead, phone });
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it('needs at least 7 digits, so the agent can call back; words and extensions may stay', () => {
    expect(phoneError('abc')).toEqual(['Phone must be a valid phone number']);
    expect(phoneError('555 01')).toEqual(['Phone must be a valid phone number']);
    expect(phoneError('(301) 555-0142')).toBeNull();
    expect(phoneError('+44 20 7946 0958')).toBeNull();
    expect(phoneError('301-555-0142 ext. 4, mornings')).toBeNull();
  });

  it('does not count a US country code towards the 7 digits', () => {
    for (const phone of ['+1 (410) 555', '1-410-555', '001 410 555', '+1 410-55'])
      expect(phoneError(phone), phone).toEqual(['Phone must be a valid phone number']);
    for (const phone of ['+1 (410) 555-0187', '1-410-555-0187', '555-0187', '+14105550187']) expect(phoneError(phone), phone).toBeNull();
  });

  it('stays readable in messages stored before the rule', () => {
    expect(contactMessageSchema.safeParse({ ...lead, phone: 'abc', id: 'm1', createdAt: '2026-01-01T00:00:00.000Z' }).success).toBe(true);
  });
});
