import { describe, expect, it } from 'vitest';
import { mailtoHref, phoneDigits, smsHref, telHref, whatsAppHref } from './phone';

describe('phone links', () => {
  it.each([
    ['(410) 555-0187', '14105550187'],
    ['410.555.0187', '14105550187'],
    ['1-410-555-0187', '14105550187'],
    ['+1 (410) 555-0187', '14105550187'],
    ['(410) 555-0187 ext. 12', '14105550187'],
    ['410-555-0187 x12', '14105550187'],
    ['410-555-0187x12', '14105550187'],
    ['(410) 555-0187 extension 7', '14105550187'],
    // Words around the number are not an extension ("text" holds an x).
    ['Call or text (410) 555-0187', '14105550187'],
    ['Text 410.555.0187', '14105550187'],
  ])('US number %s keeps the +1 rule', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
    expect(telHref(input)).toBe(`tel:+${digits}`);
  });

  it.each([
    ['+44 20 7946 0958', '442079460958'],
    ['+49 30 901820', '4930901820'],
    ['+52 55 1234 5678', '525512345678'],
    ['0044 20 7946 0958', '442079460958'],
    ['44 20 7946 0958', '442079460958'],
    ['+7 495 123-45-67', '74951234567'],
  ])('a number entered with another country code (%s) keeps it', (input, digits) => {
    expect(telHref(input)).toBe(`tel:+${digits}`);
    expect(smsHref(input)).toBe(`sms:+${digits}`);
    expect(whatsAppHref(input)).toBe(`https://wa.me/${digits}`);
  });
});

describe('mail links', () => {
  it('link an e-mail address', () => {
    expect(mailtoHref('angela@whitfieldhomegroup.com')).toBe('mailto:angela@whitfieldhomegroup.com');
    expect(mailtoHref('  angela@whitfieldhomegroup.com ')).toBe('mailto:angela@whitfieldhomegroup.com');
  });

  it.each([
    'XSS</script><script>alert(1)</script>',
    'call me',
    '',
    'a@b',
    'a b@example.com',
    'x@example.com?bcc=y@example.com',
    'a@exa\u202emple.com',
  ])('make no link of %j', (value) => {
    expect(mailtoHref(value)).toBeUndefined();
  });
});
