// Inputs of two-factor sign-in; the messages are what the admin panel shows.
import { textTypeError } from './fields';
import { z } from './zod';

const twoFactorCodeSchema = z.string(textTypeError('Code')).trim().min(1, 'Code is required').max(32, 'Code is too long');

const accountPasswordSchema = z.string(textTypeError('Password')).min(1, 'Password is required').max(1024, 'Password is too long');

/** What a wrong account password is answered with when a two-factor change asks for it. */
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';

// Turning it on changes what signing in needs, so a session alone (a panel left open, a copied
// token) must not be enough: the password is asked for, as for turning it off.
export const enableTwoFactorSchema = z.object({ password: accountPasswordSchema, code: twoFactorCodeSchema });
export const confirmWithPasswordSchema = z.object({ password: accountPasswordSchema, code: twoFactorCodeSchema });
export const loginTwoFactorSchema = z.object({
  challenge: z.string({ error: 'challenge is required' }).min(1, 'challenge is required').max(200, 'challenge is invalid'),
  code: twoFactorCodeSchema,
});

/** What POST /api/admin/login answers when a code is needed (no session yet). */
export type TwoFactorRequired = { twoFactorRequired: true; challenge: string };
