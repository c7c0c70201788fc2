// One place that turns errors into client-safe messages and HTTP statuses.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';

/** "title: Title is required; price: Price must be a number" */
export function describeZodError(error: ZodError): string {
  const parts = error.issues.slice(0, 8).map((issue) => {
    const field = issue.path.map(String).join('.');
    return field && !issue.message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
  });
  return [...new Set(parts)].join('; ') || 'Invalid input';
}

/** The message a client may see. Internal errors never leak their details or stack. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return describeZodError(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong on our side. Please try again.';
  if (error.code === 'PARSE_ERROR') return 'The request body is not valid JSON';
  return error.message;
}

export function httpStatusOf(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error instanceof Error ? error : undefined });
}
