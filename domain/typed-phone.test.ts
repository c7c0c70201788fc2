import { describe, expect, it } from 'vitest';
import { leadTelHref, phoneNumberError } from './typed-phone';

describe('phoneNumberError', () => {
  it.each([
    '(410) 555-0187',
    '410.555.0187',
    '1-410-555-0187',
    '+1 (410) 555-0187',
    '(410) 555-0187 ext. 12',
    '410-555-0187 x12',
    '410/555-0187 #3',
    '+44 20 7946 0958',
    '0044 20 7946 0958',
    '+49 30 901820',
  ])('accepts %s', (phone) => {
    expect(phoneNumberError('Contact phone', phone)).toBeUndefined();
  });

  it.each([
    [
      'XSS</script><script>alert(1)</script> 123',
      'Contact phone may only contain digits, spaces and + ( ) - . /, then an extension such as "ext. 12"',
    ],
    ['1-800-FLOWERS', 'Contact phone may only contain digits, spaces and + ( ) - . /, then an extension such as "ext. 12"'],
    ['410\n555 0187', 'Contact phone may only contain digits, spaces and + ( ) - . /, then an extension such as "ext. 12"'],
    ['555-0187', 'Contact phone must have at least 10 digits, including the area code'],
    ['555-0187 ext. 1234', 'Contact phone must have at least 10 digits, including the area code'],
    ['+1 410 555 0187 0000 0000', 'Contact phone must have at most 15 digits'],
  ])('refuses %j', (phone, message) => {
    expect(phoneNumberError('Contact phone', phone)).toBe(message);
  });
});

describe('leadTelHref: the link beside a phone number a visitor typed', () => {
  it.each([
    ['410-555-1234', 'tel:+14105551234'],
    ['(410) 555-1234 ext. 12', 'tel:+14105551234'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    // Words or a second number around it: the first number, never all the digits run together.
    ['410-555-1234 after 5pm', 'tel:+14105551234'],
    ['(410) 555-1234 best after 6', 'tel:+14105551234'],
    ['410-555-1234 or 443-555-9876', 'tel:+14105551234'],
    ['cell: 443.555.9876, work 410-555-1234', 'tel:+14435559876'],
    // A number with its country code, then words: that number, abroad.
    ['+44 207 946 0958 evenings', 'tel:+442079460958'],
    ['+49 301 234 5678 ab 18 Uhr', 'tel:+493012345678'],
    ['+1 (410) 555-1234 or 443-555-9876', 'tel:+14105551234'],
    ['0044 20 7946 0958', 'tel:+442079460958'],
    // A number and more digits after a slash: the number, not all the digits together.
    ['410 555 1234 / 9876', 'tel:+14105551234'],
    // Office hours after the number: not part of it.
    ['+44 20 7946 0958 (9-5)', 'tel:+442079460958'],
    ['+1 410-555-1234 - 2pm onwards', 'tel:+14105551234'],
    ['410.555.1234 9-5', 'tel:+14105551234'],
    ['(410) 555-1234 9am-5pm', 'tel:+14105551234'],
    ['410 555 1234 9-5', 'tel:+14105551234'],
    ['410.555.1234 8:30 to 17:00', 'tel:+14105551234'],
    ['+1 410 555 1234 9-5', 'tel:+14105551234'],
    // Numbers of varying length (Germany, Austria): the hours' digits are not added to them.
    ['+49 30 12345678 9-5', 'tel:+493012345678'],
    ['+43 1 234567 9-5', 'tel:+431234567'],
    ['+49 30 1234567 8-5', 'tel:+49301234567'],
  ])('%s -> %s', (typed, href) => {
    expect(leadTelHref(typed)).toBe(href);
  });

  it.each(['555-1234', '555-1234 mornings', '12345678 9012345 678', '+44 20 7946 0958 443 555 9876', '+1 410 555 123'])(
    'gives no link for %s (no number it could dial for sure)',
    (typed) => {
      expect(leadTelHref(typed)).toBeUndefined();
    },
  );
});
