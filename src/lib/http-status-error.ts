/** A server answer that failed without a tRPC error in it; the message is the status and what the answer said. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
}
