import { describe, expect, it } from 'vitest';
import { hashPassword, passwordPolicyProblem, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Patapsco-Valley-42');
    expect(await verifyPassword('Patapsco-Valley-42', hash)).toBe(true);
    expect(await verifyPassword('patapsco-valley-42', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores scrypt parameters and a random salt beside the hash, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('Patapsco-Valley-42'), hashPassword('Patapsco-Valley-42')]);
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const [, n, r] = a.split('$').map(Number) as [number, number, number];
    // Memory-hard: at least 16 MiB per hash.
    expect(128 * n * r).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Patapsco');
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', 'plaintext-password')).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});

describe('passwordPolicyProblem', () => {
  it.each(['Severn-River-Sunrise-7', 'correct horse battery staple', 'Chesapeake tides 1987'])('accepts the reasonable password %s', async (pw) => {
    expect(await passwordPolicyProblem(pw, 'admin')).toBeNull();
  });

  it('asks for at least 8 characters', async () => {
    expect(await passwordPolicyProblem('Ab1!xyz')).toBe('New password must be at least 8 characters long');
  });

  it('caps the length at 128 characters', async () => {
    expect(await passwordPolicyProblem('x'.repeat(129))).toBe('New password must be at most 128 characters long');
    expect(await passwordPolicyProblem('Quiet harbor at dawn, 42 boats! '.repeat(4))).toBeNull();
  });

  // From public breach lists (the ~49,000 most common) and our own list of the region and trade.
  it.each(['password123', 'PASSWORD123', 'qwerty123', 'realestate', 'qwerty12', 'abc123456', '123456789a', 'iloveyou2'])(
    'refuses the well-known password %s',
    async (pw) => {
      expect(await passwordPolicyProblem(pw)).toMatch(/too common/);
    },
  );

  it.each(['Password1!', 'Welcome1!', 'Summer2024', 'Admin@123', 'admin2026', '!!Baltimore2026'])(
    'refuses a common word with digits or symbols around it: %s',
    async (pw) => {
      expect(await passwordPolicyProblem(pw, 'admin')).toMatch(/too common/);
    },
  );

  it.each(['aaaaaaaa', '        ', 'abababab', '12121212', 'xyzxyzxyz'])(
    'refuses a password of fewer than four different characters: %j',
    async (pw) => {
      expect(await passwordPolicyProblem(pw)).toMatch(/too common/);
    },
  );

  it('refuses the username as the password, also with digits around it', async () => {
    expect(await passwordPolicyProblem('AngelaWhitfield', 'angelawhitfield')).toMatch(/too common/);
    expect(await passwordPolicyProblem('AngelaWhitfield2026!', 'angelawhitfield')).toMatch(/too common/);
  });
});
