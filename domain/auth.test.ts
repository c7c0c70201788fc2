import { describe, expect, it } from 'vitest';
import { changePasswordInputSchema, checkPasswordForm } from './auth';

const newPasswordMessage = (newPassword: string) =>
  changePasswordInputSchema.safeParse({ currentPassword: 'old one', newPassword }).error?.issues.map((i) => i.message) ?? [];

describe('the new-password length rule', () => {
  it('refuses under 8 and over 128 characters with one message naming the limit', () => {
    expect(newPasswordMessage('x'.repeat(7))).toEqual(['New password must be at least 8 characters long']);
    expect(newPasswordMessage('x'.repeat(129))).toEqual(['New password must be at most 128 characters long']);
    expect(newPasswordMessage('x'.repeat(8))).toEqual([]);
    expect(newPasswordMessage('x'.repeat(128))).toEqual([]);
  });

  it('the panel only stops what is shorter than 6 before sending', () => {
    const form = (pw: string) => checkPasswordForm({ currentPassword: 'old one', newPassword: pw, confirmPassword: pw });
    expect(form('abcde')).toBe('New password must be at least 6 characters long');
    expect(form('abcdef')).toBeNull();
  });
});
