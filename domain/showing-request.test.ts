import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact-message';
import {
  REPEATED_PREFERRED_TIME,
  showingAsContactMessage,
  showingDateRange,
  showingRequestFormSchema,
  showingRequestInputSchema,
  showingRequestSchema,
} from './showing-request';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const base = { name: 'Dana', email: 'dana@example.com', phone: '301 555 0142', message: '', consent: true as const };

describe('showing request schemas', () => {
  it('the form turns filled windows into preferredTimes and skips empty rows', () => {
    const out = showingRequestFormSchema.parse({
      ...base,
      windows: [
        { date: future(2), part: 'evening' },
        { date: '', part: '' },
        { date: future(3), part: 'morning' },
      ],
    });
    expect(out.preferredTimes).toEqual([`${future(2)} evening`, `${future(3)} morning`]);
    expect(showingRequestInputSchema.safeParse({ ...out, propertyId: 'abc' }).success).toBe(true);
  });

  it('the form names what is missing in each window, and needs one window', () => {
    const r = showingRequestFormSchema.safeParse({
      ...base,
      name: '',
      windows: [
        { date: '', part: '' },
        { date: future(2), part: '' },
      ],
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('windows.1.part: Choose morning, afternoon or evening');
    expect(messages).toContain('name: Name is required');
    const none = showingRequestFormSchema.safeParse({ ...base, windows: [{ date: '', part: '' }] });
    expect(none.success ? [] : none.error.issues.map((i) => i.message)).toEqual(['Choose at least one preferred time']);
  });

  it('refuses past days and malformed windows', () => {
    expect(showingRequestInputSchema.safeParse({ ...base, propertyId: 'a', preferredTimes: ['2020-01-01 morning'] }).success).toBe(false);
    expect(showingRequestInputSchema.safeParse({ ...base, propertyId: 'a', preferredTimes: [`${future(1)} midnight`] }).success).toBe(false);
    expect(showingRequestInputSchema.safeParse({ ...base, propertyId: 'a', preferredTimes: ['2030-02-30 morning'] }).success).toBe(false);
  });
});

describe('stored showing requests', () => {
  it('still read once their days have passed (the data file must load next month)', () => {
    const stored = {
      ...base,
      propertyId: 'a',
      preferredTimes: ['2020-01-01 morning', '2020-01-02 evening'],
      id: 'r1',
      createdAt: '2019-12-30T15:00:00.000Z',
      propertyTitle: 'Rowhouse in Federal Hill',
      propertyAddress: '101 E Cross St, Baltimore, MD 21230',
    };
    expect(showingRequestSchema.safeParse(stored).success).toBe(true);
    expect(showingRequestSchema.safeParse({ ...stored, preferredTimes: ['2020-01-01 midnight'] }).success).toBe(false);
  });
});

describe('how far ahead a showing may be asked for', () => {
  const times = (preferredTimes: string[]) => showingRequestInputSchema.safeParse({ ...base, propertyId: 'a', preferredTimes });
  const messages = (r: ReturnType<typeof times>) => (r.success ? [] : r.error.issues.map((i) => i.message));

  it('takes dates up to a year ahead and refuses later ones with a message about the preferred time', () => {
    const { min, max } = showingDateRange(Date.now());
    expect(times([`${min} morning`, `${max} evening`]).success).toBe(true);
    for (const far of ['9999-12-31', '2999-01-01', future(400)])
      expect(messages(times([`${far} morning`])), far).toEqual(['Each preferred time must be within a year from today']);
    expect(messages(times(['2020-01-01 morning']))).toEqual(['Each preferred time must be today or later']);
  });

  it('the form puts the message on the date of the choice that is too far ahead', () => {
    const r = showingRequestFormSchema.safeParse({
      ...base,
      windows: [
        { date: future(2), part: 'morning' },
        { date: '9999-12-31', part: 'evening' },
      ],
    });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'windows.1.date: Each preferred time must be within a year from today',
    ]);
  });

  it("the range runs from today in the agent's zone to the same day a year later", () => {
    // 02:00 UTC on March 1 is still February 28 in Maryland.
    expect(showingDateRange(Date.parse('2027-03-01T02:00:00Z'))).toEqual({ min: '2027-02-28', max: '2028-02-28' });
    expect(showingDateRange(Date.parse('2028-02-29T17:00:00Z'))).toEqual({ min: '2028-02-29', max: '2029-03-01' });
  });
});

describe('showingAsContactMessage', () => {
  it('turns a request for a home that just sold into a valid contact message that keeps everything the visitor wrote', () => {
    const message = showingAsContactMessage('14 Juniper Lane, Towson, MD 21204', {
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
      phone: '(410) 555-0107',
      preferredTimes: ['2026-12-05 afternoon', '2026-12-06 morning'],
      message: 'We need a fenced yard for our dog.',
    });
    expect(message).toEqual({
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
      phone: '(410) 555-0107',
      subject: 'buying',
      message:
        'I asked for a showing of 14 Juniper Lane, Towson, MD 21204, which sold while I was filling in the request. Please tell me about similar homes.\n\nTimes that suit me: 2026-12-05 afternoon, 2026-12-06 morning.\n\nWe need a fenced yard for our dog.',
    });
    expect(contactMessageInputSchema.safeParse(message).success).toBe(true);
  });
});

describe('a preferred time chosen twice', () => {
  const windows = [
    { date: future(5), part: 'afternoon' as const },
    { date: future(5), part: 'afternoon' as const },
  ];

  it('the form refuses it at the date of the later choice, with the one message', () => {
    const r = showingRequestFormSchema.safeParse({ ...base, windows });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`windows.1.date: ${REPEATED_PREFERRED_TIME}`]);
    expect(REPEATED_PREFERRED_TIME).toBe('Each preferred time may be chosen once');
    expect(showingRequestFormSchema.safeParse({ ...base, windows: [windows[0], { date: future(5), part: 'evening' }] }).success).toBe(true);
  });

  it('the API refuses it at the repeated entry, with the same message', () => {
    const r = showingRequestInputSchema.safeParse({
      ...base,
      propertyId: 'a',
      preferredTimes: [`${future(5)} afternoon`, `${future(6)} morning`, `${future(5)} afternoon`],
    });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`preferredTimes.2: ${REPEATED_PREFERRED_TIME}`]);
  });
});
