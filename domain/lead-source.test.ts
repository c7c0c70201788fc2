import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './lead-submission';
import { attributeLead, leadSourceSchema, sourceLabel } from './lead-source';

describe('lead source attribution', () => {
  it('takes the listing from the page the form was sent from', () => {
    expect(attributeLead({ sourcePage: '/listings/abc-123', utmSource: 'google' })).toEqual({
      sourcePage: '/listings/abc-123',
      sourceListingId: 'abc-123',
      utmSource: 'google',
    });
    expect(attributeLead({ sourcePage: '/contact' })).toEqual({ sourcePage: '/contact' });
    expect(attributeLead({ sourcePage: '/contact', sourceListingId: 'x1' }).sourceListingId).toBe('x1');
  });

  it('labels campaigns, and visits without one as direct', () => {
    expect(sourceLabel({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' })).toBe('newsletter / email / spring');
    expect(sourceLabel({ sourcePage: '/' })).toBe('direct');
  });

  it('a malformed source field never costs a lead a validation error: it is dropped', () => {
    const parsed = leadSourceSchema.parse({
      sourcePage: 'https://evil.example/x',
      sourceListingId: '../etc',
      utmSource: 'x'.repeat(500),
      utmCampaign: 'ok',
    });
    expect(parsed).toEqual({ sourcePage: undefined, sourceListingId: undefined, utmSource: undefined, utmMedium: undefined, utmCampaign: 'ok' });
    const lead = contactSubmissionSchema.safeParse({
      name: 'A',
      email: 'a@example.com',
      phone: '410-555-0100',
      subject: 'other',
      message: 'm',
      utmSource: 42,
    });
    expect(lead.success).toBe(true);
  });
});
