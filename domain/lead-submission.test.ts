import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema, MIN_FILL_MS, spamVerdict, withoutSpamFields } from './lead-submission';

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
