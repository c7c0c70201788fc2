import { textTypeError } from './fields';
import { z } from './zod';

export const loginInputSchema = z.object({
  username: z.string(textTypeError('Username')).trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string(textTypeError('Password')).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The server's length rule (OWASP ASVS level 1; docs/product.md, "Security rules"). */
export const SERVER_MIN_PASSWORD = 8;
export const SERVER_MAX_PASSWORD = 128;
/**
 * The panel's own first check is laxer on purpose (its messages: docs/product.md, "Admin panel"):
 * it only catches a slip before sending, and the server's answer then names the real rule.
 */
export const CLIENT_MIN_PASSWORD = 6;

const tooShort = (min: number) => `New password must be at least ${min} characters long`;

/** null when a new password's length is within the server's rule, else the message naming the limit. */
export function newPasswordLengthProblem(password: string): string | null {
  if (password.length < SERVER_MIN_PASSWORD) return tooShort(SERVER_MIN_PASSWORD);
  if (password.length > SERVER_MAX_PASSWORD) return `New password must be at most ${SERVER_MAX_PASSWORD} characters long`;
  return null;
}

/** What the panel checks before sending. */
export function checkPasswordForm(v: { currentPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return 'Please fill in all password fields';
  if (v.newPassword !== v.confirmPassword) return 'New password and confirmation do not match';
  if (v.newPassword.length < CLIENT_MIN_PASSWORD) return tooShort(CLIENT_MIN_PASSWORD);
  return null;
}

/** The API's answer to a password change, and what the panel tells the agent then. */
export const PASSWORD_CHANGED_MESSAGE = 'Your admin password has been successfully changed';

export const changePasswordInputSchema = z.object({
  currentPassword: z.string(textTypeError('Current password')).min(1, 'Current password is required').max(1024),
  newPassword: z.string(textTypeError('New password')).superRefine((password, ctx) => {
    const problem = newPasswordLengthProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
