import { describe, expect, it } from 'vitest';
import { addressDomain, headerText, isEmailAddress, parseMailbox } from './address';

describe('parseMailbox', () => {
  it('reads a bare address, a named one and a quoted name', () => {
    expect(parseMailbox('leads@example.com')).toEqual({ name: '', address: 'leads@example.com' });
    expect(parseMailbox('Angela Whitfield <angela@example.com>')).toEqual({ name: 'Angela Whitfield', address: 'angela@example.com' });
    expect(parseMailbox('"Whitfield, Angela" <angela@example.com>')).toEqual({ name: 'Whitfield, Angela', address: 'angela@example.com' });
  });

  it('refuses anything that is not one mailbox', () => {
    for (const bad of [
      '',
      'angela',
      'Angela <not-an-address>',
      'a@example.com, b@example.com',
      'Angela\r\nBcc: x@y.com <a@example.com>',
      '<a@example.com',
    ])
      expect(parseMailbox(bad)).toBeNull();
  });
});

describe('headerText', () => {
  it('flattens line breaks and control characters so no header can be added', () => {
    expect(headerText('Hello\r\nBcc: victim@example.net')).toBe('Hello Bcc: victim@example.net');
    expect(headerText('a\u0000b\tc\u2028d')).toBe('a b c d');
  });

  it('caps the length', () => {
    const long = headerText('x'.repeat(500), 150);
    expect(long).toHaveLength(150);
    expect(long.endsWith('...')).toBe(true);
  });
});

describe('addresses', () => {
  it('checks addresses and takes the domain for Message-IDs', () => {
    expect(isEmailAddress('a@example.com')).toBe(true);
    expect(isEmailAddress('a@example.com\r\nBcc: b@example.com')).toBe(false);
    expect(addressDomain('leads@Whitfield.example')).toBe('whitfield.example');
    expect(addressDomain('odd')).toBe('localhost');
  });
});
