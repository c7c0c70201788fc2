import { TRPCError } from '@trpc/server';

export function found<T>(value: T | null | undefined | false, what: string): T {
  if (value === null || value === undefined || value === false) throw new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
  return value;
}
