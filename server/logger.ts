// Structured logs (pino): JSON lines on stdout in production, pretty in development.
// One line per request with method, path (never the query string), status, duration and a request
// id; never bodies, cookies or client addresses. Errors carry their stack here, never in responses.
// Lines go out asynchronously (lines logged while a write is in flight leave in one write, so a
// burst of requests does not cost a system call each); what is pending is written on exit.
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
    : pino(base, pino.destination({ dest: 1, sync: false }));
  return log;
}

const ID = Symbol('request id');
type WithId = IncomingMessage & { [ID]?: string };

/** The id of a request, as logged and sent back in X-Request-Id (so a user's report can be found). */
export function requestId(req: IncomingMessage): string {
  return ((req as WithId)[ID] ??= randomUUID());
}

/** The path part of a URL: query strings can hold form values and tokens, so they are never logged. */
function pathOnly(url: string | undefined): string {
  const raw = url ?? '/';
  const cut = raw.search(/[?#]/);
  return cut === -1 ? raw : raw.slice(0, cut);
}

/**
 * Logs one line when the response is done and returns the request's id, which the caller sends
 * as X-Request-Id (the fast paths put it in their one writeHead: a setHeader call first would make
 * Node validate every header of the response one by one). The 1 Hz content poll (`quiet`) is
 * logged at debug so a day of visitors does not bury everything else.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, quiet = false): string {
  const id = requestId(req);
  if (!log.isLevelEnabled(quiet ? 'debug' : 'info')) return id;
  const started = performance.now();
  res.once('close', () => {
    const line = {
      reqId: id,
      method: req.method,
      path: pathOnly(req.url),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      aborted: !res.writableFinished || undefined,
    };
    if (quiet) log.debug(line, 'request');
    else log.info(line, 'request');
  });
  return id;
}
