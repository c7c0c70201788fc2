import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact-message';
import { showingAsContactMessage, showingRequestFormSchema, showingRequestInputSchema } from './showing-request';

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
