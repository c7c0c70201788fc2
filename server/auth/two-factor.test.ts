// TOTP against RFC 6238 (appendix B test vectors) and an independent HMAC-SHA-1 reference.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  checkChallenge,
  createChallenge,
  endChallenge,
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  stepAt,
} from './two-factor';
import { totpCode } from '../test/totp';
import type { Store } from '../store/store';

// RFC 6238's SHA-1 seed is the ASCII string "12345678901234567890"; this is it in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
// Appendix B, SHA-1 column (8 digits). A 6-digit code is the same value modulo 10^6.
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

/** RFC 4226 HOTP written out from the RFC, to check the library against something independent. */
function referenceTotp(secretAscii: string, unixSeconds: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', Buffer.from(secretAscii, 'ascii')).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it.each(RFC_VECTORS)('at T=%i gives the last six digits of %s', (t, eight) => {
    expect(referenceTotp('12345678901234567890', t, 8)).toBe(eight);
    expect(totpCode(RFC_SECRET, t * 1000)).toBe(eight.slice(-6));
  });

  it('agrees with the reference on random times', () => {
    for (let i = 0; i < 50; i++) {
      const t = Math.floor(Math.random() * 4_000_000_000);
      expect(totpCode(RFC_SECRET, t * 1000)).toBe(referenceTotp('12345678901234567890', t));
    }
  });

  it('accepts a code one step early or late, not two, and tells which step it matched', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '12345', now)).toBeNull();
  });

  it('makes base32 secrets of 160 bits and an otpauth URL any authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'admin'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, hashed the same way whatever the case or dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(` ${codes[0]!.toUpperCase().replace('-', '')} `));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});

describe('sign-in challenges', () => {
  const account = {
    passwordHash: 'scrypt$a',
    passwordChangedAt: '2026-11-20T15:00:00.000Z',
    twoFactor: { secret: 'JBSWY3DPEHPK3PXP', enabledAt: 'x' },
  };
  const store = { read: () => ({ admin: account }) } as unknown as Store;
  it('expire after five minutes', () => {
    const t0 = 1_000_000;
    const token = createChallenge(store, t0);
    expect(checkChallenge(store, token, t0 + CHALLENGE_TTL_MS - 1)).toBe('ok');
    expect(checkChallenge(store, token, t0 + CHALLENGE_TTL_MS)).toBe('expired');
    expect(checkChallenge(store, token, t0)).toBe('unknown');
  });

  it('allow a few wrong codes, then are void; a used one is gone', () => {
    const token = createChallenge(store);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) expect(checkChallenge(store, token)).toBe('ok');
    expect(checkChallenge(store, token)).toBe('expired');
    const other = createChallenge(store);
    endChallenge(store, other);
    expect(checkChallenge(store, other)).toBe('unknown');
    expect(checkChallenge(store, 'made-up')).toBe('unknown');
  });
});
