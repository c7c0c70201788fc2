// Password and code attempts share one per-IP budget (server/auth/throttle.ts): counted before
// the check, answered with 429 and Retry-After when spent.
import { TRPCError } from '@trpc/server';
import type { Context } from '../context';

export function throttle(ctx: Context) {
  const verdict = ctx.loginThrottle.hit(ctx.ip);
  if (!verdict.allowed) {
    ctx.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    });
  }
}
