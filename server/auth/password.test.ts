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
  it('accepts a reasonable password', () => {
    expect(passwordPolicyProblem('Severn-River-Sunrise-7', 'admin')).toBeNull();
  });

  it('asks for at least 8 characters', () => {
    expect(passwordPolicyProblem('Ab1!xyz')).toBe('New password must be at least 8 characters long');
  });

  it('caps the length at 128 characters', () => {
    expect(passwordPolicyProblem('x'.repeat(129))).toBe('New password must be at most 128 characters long');
    expect(passwordPolicyProblem('Qz'.repeat(64))).toBeNull();
  });

  it.each(['password123', 'PASSWORD123', 'qwerty123', 'realestate'])('refuses the well-known password %s', (pw) => {
    expect(passwordPolicyProblem(pw)).toMatch(/too common/);
  });

  it('refuses the username as the password', () => {
    expect(passwordPolicyProblem('AngelaWhitfield', 'angelawhitfield')).toMatch(/too common/);
  });
});
