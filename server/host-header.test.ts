import { describe, expect, it } from 'vitest';
import { isValidHostHeader } from './host-header';

describe('isValidHostHeader', () => {
  it('takes host names, addresses and ports', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'www.agent-site.com',
      'agent-site.com.',
      '127.0.0.1:4173',
      '[::1]:3000',
      '[2001:db8::1]',
      undefined,
    ]) {
      expect(isValidHostHeader(host), String(host)).toBe(true);
    }
  });

  it('refuses paths, queries, credentials, spaces and empty names', () => {
    for (const host of [
      'evil.example/x?',
      'evil.example?a=1',
      'user@evil.example',
      'a b',
      '',
      ':3000',
      'evil.example:port',
      '-bad.example',
      'a..b',
      `${'a'.repeat(64)}.example`,
      '[::1',
      'x'.repeat(300),
      // No URL can hold these: the origin built from them would not parse.
      'localhost:99999',
      '[1.2.3.4]',
      '[::::]',
      '[...]',
    ]) {
      expect(isValidHostHeader(host), host).toBe(false);
    }
  });
});

describe('isValidHostHeader after a valid host', () => {
  it('still refuses a bad host that follows a good one, and takes the good one again', () => {
    expect(isValidHostHeader('www.agent-site.com')).toBe(true);
    expect(isValidHostHeader('www.agent-site.com/x?')).toBe(false);
    expect(isValidHostHeader('www.agent-site.com')).toBe(true);
    expect(isValidHostHeader('a b')).toBe(false);
  });
});
