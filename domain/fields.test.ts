import { describe, expect, it } from 'vitest';
import { emailAddress, numberFromText, parseNumberText, requiredText, singleLineText } from './fields';
import { listingFactsInputShape } from './listing-facts';
import { showingRequestInputSchema } from './showing-request';
import { CONTENT_VALUE_MAX } from './site-content';
import { contentUpdateSchema } from './site-content-schema';
import { valuationRequestInputSchema } from './valuation-request';
import { statFigures } from './stats';
import { statsFormSchema } from './stats-schema';

const price = numberFromText('Price', { min: 0, max: 1_000_000_000, integer: true });
const baths = numberFromText('Baths', { min: 0, max: 100, step: 0.5 });
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('numberFromText', () => {
  it.each([
    ['450000', 450000],
    ['$450,000', 450000],
    ['$ 1,250,000', 1250000],
    ['  450000  ', 450000],
    ['1,234,567', 1234567],
    ['007', 7],
    [450000, 450000],
  ])('reads %j as a price', (input, value) => {
    expect(price.parse(input)).toBe(value);
  });

  it.each([
    ['2.5', 2.5],
    ['2.', 2],
    ['.5', 0.5],
    [3, 3],
  ])('reads %j as baths', (input, value) => {
    expect(baths.parse(input)).toBe(value);
  });

  it.each([
    '0x10',
    '1e5',
    '1E5',
    '0b11',
    '0o7',
    '1,2',
    '12,34',
    '1,2345',
    ',100',
    '100,',
    '1.2.3',
    'Infinity',
    '$',
    '.',
    '4 5',
    '450 000',
    '+5',
    '--5',
    '$-5',
    '٤٥٠',
  ])('refuses %j with "Price must be a number"', (input) => {
    expect(messageOf(price.safeParse(input))).toBe('Price must be a number');
  });

  it('keeps its other messages', () => {
    expect(messageOf(price.safeParse(''))).toBe('Price is required');
    expect(messageOf(price.safeParse(undefined))).toBe('Price is required');
    expect(messageOf(price.safeParse('-10'))).toBe('Price must be between 0 and 1000000000');
    expect(messageOf(price.safeParse('2.5'))).toBe('Price must be a whole number');
    expect(messageOf(baths.safeParse('2.25'))).toBe('Baths must be in steps of 0.5');
    expect(messageOf(price.safeParse(Number.NaN))).toBe('Price must be a number');
  });

  it('parseNumberText gives NaN for anything but a plain amount', () => {
    expect(parseNumberText('$12,500,000.50')).toBe(12500000.5);
    expect(parseNumberText('0x10')).toBeNaN();
  });
});

describe('the other typed amounts follow the same rule', () => {
  it('listing facts', () => {
    const yearBuilt = listingFactsInputShape.yearBuilt;
    expect(yearBuilt.parse('1998')).toBe(1998);
    expect(messageOf(yearBuilt.safeParse('0x7CE'))).toBe('Year built (yearBuilt) must be a number');
    expect(listingFactsInputShape.hoaMonthly.parse('$1,250')).toBe(1250);
    expect(messageOf(listingFactsInputShape.lotSize.safeParse('2e3'))).toBe('Lot size (lotSize) must be a number');
  });

  it('the statistics form', () => {
    const overrides = Object.fromEntries(statFigures.map((f) => [`override_${f}`, '']));
    const form = (transactions: string) => statsFormSchema.safeParse({ transactions, volume: '', yearLicensed: '', ...overrides });
    expect(form('1,250').data?.baseline.transactions).toBe(1250);
    expect(messageOf(form('1e3'))).toBe('Transactions before the first record must be a number of 0 or more, or blank');
  });
});

describe('singleLineText', () => {
  const title = singleLineText('Title');

  it.each([
    'Casa Bonita 🏡',
    'Family 👨‍👩‍👧‍👦 home',
    'Flag 🇺🇸 and skin tone 👍🏽',
    'José Álvarez',
    'שלום home',
    'بيت جميل',
    'Dana \u200fכהן\u200e (Tel Aviv)',
  ])('keeps %j', (value) => {
    expect(title.parse(value)).toBe(value);
  });

  it('still refuses line breaks and control characters', () => {
    expect(messageOf(title.safeParse('a\nb'))).toBe('Title must be on one line (no line breaks or control characters)');
  });

  it.each(['\u202e', '\u202a', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069'])('drops the text-direction control %j', (control) => {
    // "Invoice\u202Efdp.exe" displays as "Invoiceexe.pdf"; stored without the control it reads as typed.
    expect(title.parse(`Invoice${control}fdp.exe`)).toBe('Invoicefdp.exe');
  });

  it('takes a phone number pasted with the invisible embedding a search result wraps it in', () => {
    expect(singleLineText('Phone', 40).parse('\u202a(410) 555-0187\u202c')).toBe('(410) 555-0187');
  });

  it('takes an e-mail address pasted the same way, and keeps the e-mail messages', () => {
    expect(emailAddress().parse('\u202a dana@example.com\u202c ')).toBe('dana@example.com');
    expect(messageOf(emailAddress().safeParse('\u202a\u202c'))).toBe('Email is required');
    expect(messageOf(emailAddress().safeParse('dana at example'))).toBe('Email must be a valid email address');
    expect(messageOf(emailAddress().safeParse(undefined))).toBe('Email is required');
  });

  it('keeps its own messages for a missing or empty value', () => {
    expect(messageOf(title.safeParse(undefined))).toBe('Title is required');
    expect(messageOf(title.safeParse('\u2068 \u2069'))).toBe('Title is required');
    expect(messageOf(title.safeParse(42))).toBe('Title must be text');
  });
});

describe('the shared wording of field messages', () => {
  const messageFor = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
    messageOf(schema.safeParse(value));

  it('a value that is too long, not text or missing reads the same in every form', () => {
    const valuation = { name: 'Ann', email: 'a@b.co', phone: '4105550187', address: '1 Main St', city: 'Town', state: 'MD' };
    expect(messageFor(valuationRequestInputSchema.shape.notes, 'x'.repeat(5001))).toBe('Notes must be at most 5000 characters');
    expect(messageFor(valuationRequestInputSchema, { ...valuation, email: `${'a'.repeat(250)}@b.co` })).toBe('Email must be at most 254 characters');
    expect(messageFor(showingRequestInputSchema.shape.message, 'x'.repeat(2001))).toBe('Message must be at most 2000 characters');
    expect(messageFor(showingRequestInputSchema.shape.message, 42)).toBe('Message must be text');
    expect(messageFor(contentUpdateSchema, { key: 'hero_title', value: 'x'.repeat(CONTENT_VALUE_MAX + 1) })).toBe(
      `Headline must be at most ${CONTENT_VALUE_MAX} characters`,
    );
    expect(messageFor(listingFactsInputShape.parking, 'x'.repeat(201))).toBe('Parking (parking) must be at most 200 characters');
    expect(messageFor(listingFactsInputShape.parking, 7)).toBe('Parking (parking) must be text');
    expect(messageFor(requiredText('Description', 10), undefined)).toBe('Description is required');
    expect(messageFor(requiredText('Description', 10), ['a'])).toBe('Description must be text');
  });

  it('an optional listing fact left blank, as spaces or as null is not given', () => {
    for (const blank of ['', '   ', null]) expect(listingFactsInputShape.parking.parse(blank)).toBeNull();
    expect(listingFactsInputShape.parking.parse(' Garage ')).toBe('Garage');
  });
});
