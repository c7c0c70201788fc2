import { describe, expect, it } from 'vitest';
import { valuationSubmissionSchema } from './lead-submission';
import { validValuationRequest } from '../test-support/lead-payloads';
import { valuationFieldLabels, valuationRequestInputSchema, valuationRequestSchema } from './valuation-request';

const valid = { ...validValuationRequest, notes: 'Finished basement' };
type Field = keyof typeof valid;

/** The messages for `field` when the request is otherwise valid. */
function messages(field: Field, value: unknown, schema = valuationRequestInputSchema): string[] {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('valuation request schema', () => {
  it('takes a complete request', () => {
    expect(messages('name', valid.name)).toEqual([]);
  });

  it('says an over-long e-mail address is too long, as the contact form does, not that it is not text', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(messages('email', email)).toEqual(['email: Email must be at most 254 characters']);
  });

  const maxLengths: [Field, string, number][] = [
    ['name', 'Name', 120],
    ['phone', 'Phone number', 40],
    ['address', 'Property address', 300],
    ['city', 'City', 120],
    ['state', 'State', 60],
    ['zipCode', 'ZIP code', 10],
    ['propertyType', 'Property type', 60],
    ['bedrooms', 'Number of bedrooms', 20],
    ['bathrooms', 'Number of bathrooms', 20],
    ['squareFeet', 'Square footage', 20],
    ['yearBuilt', 'Year built', 10],
    ['notes', 'Notes', 5000],
  ];

  it.each(maxLengths)('names the limit of %s (%s, %i characters) for a value over it', (field, label, max) => {
    expect(messages(field, '5'.repeat(max + 1))).toEqual([`${field}: ${label} must be at most ${max} characters`]);
    expect(messages(field, '5'.repeat(max))).toEqual([]);
  });

  it.each(maxLengths)('says %s must be text only when it is not text', (field, label) => {
    expect(messages(field, 42)).toEqual([`${field}: ${label} must be text`]);
  });

  it('says an e-mail address must be text only when it is not text', () => {
    expect(messages('email', 42)).toEqual(['email: Email must be text']);
    expect(messages('email', '')).toEqual(['email: Please enter a valid email address']);
  });

  it.each(['abcdefghijk', 'call me please', '555-01 ext. 2', '+1 (410) 555'])(
    'refuses the phone %j: fewer than 7 digits cannot be called back',
    (phone) => {
      expect(messages('phone', phone)).toEqual(['phone: Please enter a valid phone number']);
    },
  );

  it.each(['(410) 555-0142', '410.555.0142 ext. 12', '555-0142 evenings'])('takes the phone %j', (phone) => {
    expect(messages('phone', phone)).toEqual([]);
  });

  it('keeps the ten-character minimum for a phone', () => {
    expect(messages('phone', '5550142')).toEqual(['phone: Please enter a valid phone number']);
  });

  it('the REST and tRPC submission refuse the same values, naming the field', () => {
    expect(messages('phone', 'abcdefghijk', valuationSubmissionSchema)).toEqual(['phone: Please enter a valid phone number']);
    expect(messages('email', `${'a'.repeat(250)}@example.com`, valuationSubmissionSchema)).toEqual(['email: Email must be at most 254 characters']);
  });

  it('requests stored before the digit rule stay readable', () => {
    const stored = { ...valid, phone: 'abcdefghijk', id: 'v1', createdAt: '2026-01-01T00:00:00.000Z' };
    expect(valuationRequestSchema.safeParse(stored).success).toBe(true);
  });
});

describe('valuation field labels', () => {
  it('label every field that describes the home, once, so the e-mail, the inbox and the CSV show it', () => {
    const described = Object.keys(valuationRequestInputSchema.shape).filter((key) => !['name', 'email', 'phone', 'notes'].includes(key));
    expect(valuationFieldLabels.map(([key]) => key)).toEqual(described);
  });
});
