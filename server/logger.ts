// Structured logs (pino): JSON lines on stdout in production, pretty in development.
// One line per request with method, path (never the query string), status, duration and a request
// id; never bodies, cookies or client addresses. Errors carry their stack here, never in responses.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

/** Until the environment is read (and in unit tests) only warnings and errors are written. */
export let log: Logger = pino({ level: 'warn', base: undefined });

export function configureLogger(options: { level: string; pretty: boolean }): Logger {
  const base = { level: options.level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  // pino-pretty is a development dependency: production (`npm ci --omit=dev`) never loads it.
  log = options.pretty
    ? pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } })
    : pino(base);
  return log;
}

const ids = new WeakMap<IncomingMessage, string>();

/** The id of a request, as logged and sent back in X-Request-Id (so a user's report can be found). */
export function requestId(req: IncomingMessage): string {
  let id = ids.get(req);
  if (!id) {
    id = randomUUID();
    ids.set(req, id);
  }
  return id;
}

/** The path part of a URL: query strings can hold form values and tokens, so they are never logged. */
function pathOnly(url: string | undefined): string {
  const raw = url ?? '/';
  const cut = raw.search(/[?#]/);
  return cut === -1 ? raw : raw.slice(0, cut);
}

/**
 * Logs one line when the response is done. The 1 Hz content poll (`quiet`) is logged at debug
 * so a day of visitors does not bury everything else.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, quiet = false) {
  const started = process.hrtime.bigint();
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  res.once('close', () => {
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const line = {
      reqId: id,
      method: req.method,
      path: pathOnly(req.url),
      status: res.statusCode,
      durationMs,
      aborted: !res.writableFinished || undefined,
    };
    if (quiet) log.debug(line, 'request');
    else log.info(line, 'request');
  });
}
