// One place that turns errors into client-safe messages and HTTP statuses.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import type { ConflictDetails } from '../../domain/versioning';
import { RestoreRejectedError, VersionConflictError } from '../store/collection';
import { DataFileError } from '../store/durable-json-file';

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "Title is required; Price must be a number; phone: Please enter a valid phone number" */
function describeZodError(error: ZodError): string {
  // One message per field (a list sent as the address is "Address must be text", not also
  // "Address is required"); enough to name every field of the largest form (the valuation request has 13).
  const seen = new Set<string>();
  const parts = error.issues.slice(0, 40).flatMap((issue) => {
    // The field the person filled in: updates nest the record under `data`, which is no field of theirs.
    const field = issue.path
      .filter((p, i) => !(i === 0 && p === 'data' && issue.path.length > 1))
      .map(String)
      .join('.');
    if (field && seen.has(field)) return [];
    seen.add(field);
    const last = String(issue.path.at(-1) ?? '');
    // "Sale date must be..." already names saleDate; "Please enter a valid phone number" needs "phone: ".
    return [field && !squash(issue.message).startsWith(squash(last)) ? `${field}: ${issue.message}` : issue.message];
  });
  return [...new Set(parts)].slice(0, 20).join('; ') || 'Invalid input';
}

/**
 * The first message per field a person filled in, for forms that show them next to the fields:
 * { email: 'Email must be a valid email address' }. Null when the error is not about input.
 */
export function fieldErrorsOf(error: TRPCError): Record<string, string> | null {
  if (!(error.cause instanceof ZodError)) return null;
  const fields: Record<string, string> = {};
  for (const issue of error.cause.issues) {
    const field = issue.path
      .filter((p, i) => !(i === 0 && p === 'data' && issue.path.length > 1))
      .map(String)
      .join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length ? fields : null;
}

// Also the Express error handler's answers (server/app.ts), so a client reads the same words
// whichever layer refused the request.
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_JSON_BODY_MESSAGE = 'The request body is not valid JSON';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

/**
 * The message a client may see. Internal errors never leak their details or stack. `method` is
 * the HTTP method when there was a request: a GET carries its input in the address (`?input=`),
 * not in a body, so a parse error there names the input.
 */
export function publicMessage(error: TRPCError, method?: string): string {
  if (error.cause instanceof ZodError) return describeZodError(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_ERROR_MESSAGE;
  if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError)
    return method === 'GET' || method === 'HEAD' ? 'The request input is not valid JSON' : INVALID_JSON_BODY_MESSAGE;
  // tRPC's own size check says only its code; an upload's own message ("Image must be ...") stays.
  if (error.code === 'PAYLOAD_TOO_LARGE' && error.message === 'PAYLOAD_TOO_LARGE') return BODY_TOO_LARGE_MESSAGE;
  return error.message;
}

export function httpStatusOf(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error instanceof Error ? error : undefined });
}

/** File-system errors of a disk that cannot take a write: full, over quota, read-only, not ours. */
const DISK_UNWRITABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** The write could not reach the disk; nothing was stored. */
export const NOT_STORED_MESSAGE =
  'Nothing was saved: the server cannot write its data right now (its disk is full or read-only). Please try again later.';

/**
 * While the server runs, the only data file read from disk is the revision history (db.json is
 * read once, at start), and it is read before anything is written.
 */
const DATA_FILE_UNREADABLE_MESSAGE =
  "The history of changes cannot be read right now: a file in the site's data folder is damaged (the server log names it). Nothing was changed; whoever runs the site can put it back from a backup.";

/**
 * Store errors with a meaning for the client: a stale version is a CONFLICT, an unrestorable
 * revision a BAD_REQUEST, a disk that refuses the write or a data file that cannot be read
 * SERVICE_UNAVAILABLE (503: the request was fine and may succeed later; a 500 would blame the
 * site's code).
 */
export function storeErrorToTRPC(cause: unknown): TRPCError | null {
  if (cause instanceof VersionConflictError) return new TRPCError({ code: 'CONFLICT', message: cause.message, cause });
  if (cause instanceof RestoreRejectedError) return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  if (cause instanceof DataFileError) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATA_FILE_UNREADABLE_MESSAGE, cause });
  const code = (cause as NodeJS.ErrnoException | null)?.code;
  if (cause instanceof Error && code && DISK_UNWRITABLE.has(code))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: NOT_STORED_MESSAGE, cause });
  return null;
}

/**
 * Why a public lead was refused while the data file is over its size budget
 * (server/leads/storage-budget.ts). That refusal logs its own one line, so request loggers skip it.
 */
export class DataFileOverBudget extends Error {
  constructor() {
    super('the data file is over DATA_FILE_MAX_MB');
    this.name = 'DataFileOverBudget';
  }
}

/** A 5xx whose cause has already been logged once, where it was found. */
export const loggedWhereFound = (error: unknown): boolean => error instanceof TRPCError && error.cause instanceof DataFileOverBudget;

/** For a CONFLICT: the current record and when it changed (null otherwise). */
export function conflictDetails(error: TRPCError): ConflictDetails | null {
  const cause = error.cause;
  return cause instanceof VersionConflictError ? { current: cause.current ?? null, changedAt: cause.changedAt } : null;
}
