import { textTypeError } from './fields';
import { z } from './zod';

export const loginInputSchema = z.object({
  username: z.string(textTypeError('Username')).trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string(textTypeError('Password')).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** What the panel checks before sending (its messages: docs/product.md, "Admin panel"). */
const CLIENT_MIN_PASSWORD = 6;
export function checkPasswordForm(v: { currentPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return 'Please fill in all password fields';
  if (v.newPassword !== v.confirmPassword) return 'New password and confirmation do not match';
  if (v.newPassword.length < CLIENT_MIN_PASSWORD) return 'New password must be at least 6 characters long';
  return null;
}

/** The server is stricter (OWASP ASVS level 1; docs/product.md, "Security rules"). */
export const SERVER_MIN_PASSWORD = 8;
export const SERVER_MAX_PASSWORD = 128;
export const changePasswordInputSchema = z.object({
  currentPassword: z.string(textTypeError('Current password')).min(1, 'Current password is required').max(1024),
  newPassword: z
    .string(textTypeError('New password'))
    .min(SERVER_MIN_PASSWORD, `New password must be at least ${SERVER_MIN_PASSWORD} characters long`)
    .max(SERVER_MAX_PASSWORD, `New password must be at most ${SERVER_MAX_PASSWORD} characters long`),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export type AdminUser = { username: string; displayName: string };
