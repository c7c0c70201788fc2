import { TRPCClientError } from '@trpc/client';

/** A server answer that failed without a tRPC error in it; the message is the status and what the answer said. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
}

/**
 * A failed answer that did not come from tRPC (a proxy's 502 while the server restarts, an HTML
 * error page) becomes an error saying so: status, a colon and the body's text, or the status text
 * when the body is empty or a page. Without this the client cannot read it and calls it a network
 * error, telling the agent to check a connection that works.
 */
export async function refuseUnlessTRPC(response: Response): Promise<void> {
  const text = (
    await response
      .clone()
      .text()
      .catch(() => '')
  ).trim();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: not tRPC's.
  }
  if (Array.isArray(body) ? body.length > 0 && body.every(isTRPCAnswer) : isTRPCAnswer(body)) return;
  const said = (key: string) => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  // A JSON answer's own words ({ "message": ... } or { "error": "..." }), else its text.
  const message = said('message') ?? said('error') ?? text;
  const readable = message && message.length <= 300 && !/^<(!doctype|html)/i.test(message) ? message : response.statusText || 'Error';
  throw new HttpStatusError(`${response.status}: ${readable}`);
}

/** tRPC's own answer, one per call: `{ result: {...} }` or `{ error: {...} }`, the error an object (superjson's `{ json }` or the shape itself). */
function isTRPCAnswer(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { error, result } = item as { error?: unknown; result?: unknown };
  return (typeof error === 'object' && error !== null) || (typeof result === 'object' && result !== null);
}

/** The error data a tRPC procedure sends with a refusal (server/trpc's error formatter). */
type RefusalData = { code?: unknown; fieldErrors?: unknown } | null | undefined;
const refusalData = (error: unknown): RefusalData => (error instanceof TRPCClientError ? (error.data as RefusalData) : undefined);

/**
 * The server's per-field messages for a refused call, by the API's field path ("email",
 * "preferredTimes.1", "baseline.volume"); empty for any other failure.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = refusalData(error)?.fieldErrors;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The tRPC code of a refused call ("BAD_REQUEST", "TOO_MANY_REQUESTS"...), or undefined when there was no server answer. */
export function errorCode(error: unknown): string | undefined {
  const code = refusalData(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Refusals the server words for the visitor of a public form: too many requests from their
 * connection, or a site that cannot take new messages right now. Each says what to do (wait so
 * long, call the agent's phone); the form's own "please try again" would send them into a retry
 * that cannot succeed yet.
 */
const WORDED_FOR_VISITORS = new Set(['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

/** The server's own message for such a refusal, or null for any other failure (a form then says it in its own words). */
export function visitorRefusalMessage(error: unknown): string | null {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message.trim() : '';
  return code && WORDED_FOR_VISITORS.has(code) && message ? message : null;
}
