// Turns a failed call into the words a toast shows: the server's own message when it sent
// one, the status and text of an answer that was not the server's own (a proxy's 502), the
// network message when nothing came back, the fallback otherwise.
import { TRPCClientError } from '@trpc/client';
import { HttpStatusError, refuseUnlessTRPC } from '../../lib/http-failure';
import { onFailedAnswer } from '../../lib/trpc';

export const NETWORK_ERROR = 'Network error. Please try again.';

// Failed answers that are not tRPC's reach this panel as HttpStatusError ("502: Bad Gateway").
onFailedAnswer(refuseUnlessTRPC);
const isHttpStatusError = (cause: unknown) => cause instanceof HttpStatusError;

/** A request that never produced a server answer (offline, DNS, refused connection...). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !error.shape && !error.data && !isHttpStatusError(error.cause);
  return error instanceof TypeError;
}

/** The message the server sent, if any. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TRPCClientError && error.shape && typeof error.message === 'string' && error.message.trim()) return error.message;
  if (error instanceof UploadError) return error.message;
  // An answer that was not tRPC's: "502: Bad Gateway".
  if (error instanceof TRPCClientError && isHttpStatusError(error.cause)) return error.message;
  return null;
}

/** Server message, else the network message, else the fallback. */
export function describeError(error: unknown, fallback: string): string {
  return serverMessage(error) ?? (isNetworkError(error) ? NETWORK_ERROR : fallback);
}

/** An upload the server refused, carrying its `{ message }`. */
export class UploadError extends Error {}

/** A 401: the session is over and the dashboard is already signing out. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
}
