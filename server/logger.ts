// Structured logs (pino): JSON lines on stdout in production, pretty in development.
// One line per request with method, path (never the query string), status, duration and a request
// id; never bodies, cookies or client addresses. Errors carry their stack here, never in responses.
// Lines are collected and written together, at least once a second (at once for warnings and
// errors): a burst of requests costs one write per few dozen lines instead of one each. What is
// collected is written when the process exits, a fatal start-up error included.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

/** Until the environment is read (and in unit tests) only warnings and errors are written. */
export let log: Logger = pino({ level: 'warn', base: undefined });
type LineSink = {
  /** pino's lines: warnings and errors are written at once. */
  write(line: string): void;
  /** Request lines (info or debug, never urgent): collected without looking at them. */
  append(line: string): void;
};
/** Where production lines go; request lines are written to it directly (see writeRequestLine). */
let lines: LineSink | null = null;

const FLUSH_EVERY_MS = 1000;
const BATCH_LINES = 64;
// pino lines start with {"level":NN; 40 and up are warnings, errors and fatal errors.
const URGENT = /^\{"level":[4-9]\d/;

function batchedStdout(): LineSink {
  const stdout = pino.destination({ dest: 1, sync: true });
  let batch: string[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const text = batch.join('');
    batch = [];
    stdout.write(text);
  };
  setInterval(flush, FLUSH_EVERY_MS).unref();
  process.on('exit', flush);
  return {
    write(line) {
      batch.push(line);
      if (batch.length >= BATCH_LINES || URGENT.test(line)) flush();
    },
    // The request line is a string built in pieces: a regular expression on it would first copy
    // it into one piece, on every request.
    append(line) {
      batch.push(line);
      if (batch.length >= BATCH_LINES) flush();
    },
  };
}

export function configureLogger(options: { level: string; pretty: boolean }): Logger {
  const base = { level: options.level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  // pino-pretty is a development dependency: production (`npm ci --omit=dev`) never loads it.
  if (options.pretty) {
    log = pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } });
    lines = null;
    return log;
  }
  lines = batchedStdout();
  log = pino(base, lines);
  return log;
}

const ID = Symbol('request id');
type WithId = IncomingMessage & { [ID]?: string };

// Request ids: this process's random UUID with its last 12 hex digits replaced by a counter, so
// every id is UUID-shaped, unique across restarts (the random part) and within the process (the
// counter), and costs a few string operations instead of a UUID's formatting per request.
const ID_PREFIX = randomUUID().slice(0, 24);
let idCounter = 0;

/** A fresh request id, for an answer that is given at once (nothing else asks for it later). */
export function newRequestId(): string {
  idCounter = idCounter >= 0xffffffffffff ? 1 : idCounter + 1;
  return ID_PREFIX + idCounter.toString(16).padStart(12, '0');
}

/**
 * The id of a request, as logged and sent back in X-Request-Id (so a user's report can be found),
 * kept on the request for the error handler; `id` adopts one made earlier. Only requests that go
 * on to Express carry it: a property added to Node's request object changes its shape, which
 * slows Node's own code for that object.
 */
export function requestId(req: IncomingMessage, id?: string): string {
  return ((req as WithId)[ID] ??= id ?? newRequestId());
}

/** The path part of a URL: query strings can hold form values and tokens, so they are never logged. */
function pathOnly(url: string | undefined): string {
  const raw = url ?? '/';
  const cut = raw.search(/[?#]/);
  return cut === -1 ? raw : raw.slice(0, cut);
}

/**
 * The request line, as pino would write it at info level (same fields, same order), built by hand:
 * it is written for every request, and pino's generic serialiser costs twice as much.
 * `done`: the whole response was handed over (a close event before that means the client left).
 */
function writeRequestLine(
  level: 'info' | 'debug',
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  started: number,
  done = res.writableFinished,
) {
  const durationMs = Math.round((performance.now() - started) * 100) / 100;
  if (!lines) {
    const line = { reqId: id, method: req.method, path: pathOnly(req.url), status: res.statusCode, durationMs, aborted: done ? undefined : true };
    log[level](line, 'request');
    return;
  }
  // Five pieces: the level and time (formatted once per millisecond), the id, the part made of
  // method, path and status (kept while requests repeat them), the duration, the end. Fewer pieces
  // make fewer intermediate strings per line.
  lines.append(`${linePrefix(level)}${id}${lineMiddle(req.method ?? '', req.url, res.statusCode)}${durationMs}${done ? LINE_END : LINE_END_ABORTED}`);
}

const LINE_END = ',"msg":"request"}\n';
const LINE_END_ABORTED = ',"aborted":true,"msg":"request"}\n';

// `{"level":30,"time":"<ISO 8601, as pino writes it>","reqId":"`, made once per millisecond and
// level: a busy second has tens of thousands of lines, most sharing their millisecond.
let prefixMs = -1;
const prefixes = { info: '', debug: '' };
function linePrefix(level: 'info' | 'debug'): string {
  const ms = Date.now();
  if (ms !== prefixMs) {
    prefixMs = ms;
    const time = new Date(ms).toISOString();
    prefixes.info = `{"level":30,"time":"${time}","reqId":"`;
    prefixes.debug = `{"level":20,"time":"${time}","reqId":"`;
  }
  return prefixes[level];
}

// `","method":"GET","path":"/","status":304,"durationMs":`, kept for the last method, URL and
// status. The id is hex and dashes, and Node's parser only accepts methods that are upper-case
// tokens: neither needs JSON escaping. The path can hold anything.
let last = { method: '', url: '' as string | undefined, status: 0, text: '' };
function lineMiddle(method: string, url: string | undefined, status: number): string {
  if (method !== last.method || url !== last.url || status !== last.status) {
    last = { method, url, status, text: `","method":"${method}","path":${JSON.stringify(pathOnly(url))},"status":${status},"durationMs":` };
  }
  return last.text;
}

/**
 * Logs one line when the response is done and returns the request's id, which the caller sends
 * as X-Request-Id. The 1 Hz content poll (`quiet`) is logged at debug so a day of visitors does
 * not bury everything else; when that level is off it gets no id at all (nothing could be found
 * with it).
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, quiet = false): string | undefined {
  if (!log.isLevelEnabled(quiet ? 'debug' : 'info')) return quiet ? undefined : requestId(req);
  const id = requestId(req);
  const started = performance.now();
  res.once('close', () => writeRequestLine(quiet ? 'debug' : 'info', req, res, id, started));
  return id;
}

/**
 * The line of a request answered in one go from a cache (the whole response already handed to
 * the socket): written at once, without waiting for the connection's close event.
 */
export function logAnswered(req: IncomingMessage, res: ServerResponse, id: string, started: number): void {
  if (log.isLevelEnabled('info')) writeRequestLine('info', req, res, id, started, true);
}
