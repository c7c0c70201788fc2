// Structured logs (pino): JSON lines on stdout in production, pretty in development.
// One line per request with method, path (never the query string), status, duration and a request
// id; never bodies, cookies or client addresses. Errors carry their stack here, never in responses.
// Lines are collected and written together, at least once a second (at once for warnings and
// errors): a burst of requests costs one write per few dozen lines instead of one each. What is
// collected is written when the process exits, a fatal start-up error included.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:util';
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

/**
 * Lines collected and written to `fd` with plain synchronous writes. A write the output refuses
 * (a log file on a full disk: ENOSPC; a closed pipe: EPIPE; a non-blocking pipe that is full:
 * EAGAIN) drops those lines and nothing else: the site keeps serving, and once writes work again
 * one warning says how many lines were lost. (pino.destination's SonicBoom instead emits an
 * 'error' event nobody can usefully handle: unheard, it ends the process; heard, it keeps the
 * refused lines in memory and retries them behind every later line.)
 */
const EAGAIN_WAIT_MS = 10;
const MAX_EAGAIN_WAIT_MS = 200;
const pause = new Int32Array(new SharedArrayBuffer(4));

function batchedLines(fd: number): LineSink & { flush(done?: () => void): void } {
  let batch: string[] = [];
  let dropped = 0;
  let droppedCode = '';
  // A write refused part-way leaves half a line: the next write starts a new line first.
  let cutMidLine = false;
  /** Writes all of `text`, or as much as the output takes; false when it refused the rest. */
  const writeAll = (text: string): boolean => {
    const bytes = Buffer.from(text);
    let offset = 0;
    let waited = 0;
    for (;;) {
      try {
        while (offset < bytes.length) offset += fs.writeSync(fd, bytes, offset);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        // A pipe that is only full for now (the journal reading slowly): wait a little, as
        // pino's own destination does, rather than lose the lines.
        if (code === 'EAGAIN' && waited < MAX_EAGAIN_WAIT_MS) {
          Atomics.wait(pause, 0, 0, EAGAIN_WAIT_MS);
          waited += EAGAIN_WAIT_MS;
          continue;
        }
        if (offset > 0) cutMidLine = true;
        droppedCode = code;
        return false;
      }
    }
  };
  const flush = () => {
    if (batch.length === 0) return;
    const count = batch.length;
    let text = batch.join('');
    batch = [];
    if (dropped > 0) text = droppedNotice(dropped, droppedCode) + text;
    if (cutMidLine) text = `\n${text}`;
    const wasCut = cutMidLine;
    if (writeAll(text)) {
      dropped = 0;
      if (wasCut) cutMidLine = false;
    } else dropped += count;
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
    // pino's logger.flush() calls this.
    flush(done) {
      flush();
      done?.();
    },
  };
}

function droppedNotice(count: number, code: string): string {
  const msg = `${count} log line(s) were not written: the log output refused them (${code})`;
  return `${JSON.stringify({ level: 40, time: new Date().toISOString(), droppedLines: count, code, msg })}\n`;
}

/**
 * `fd`: where the JSON lines go, standard output unless a test names a file. In that mode
 * console.warn and console.error (what libraries use, React Router's warning about an address
 * with broken %-escapes among them) are written as JSON lines too: a free-text line, let alone a
 * multi-line stack, breaks every tool that reads the log line by line.
 */
export function configureLogger(options: { level: string; pretty: boolean; fd?: number }): Logger {
  const base = { level: options.level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  // pino-pretty is a development dependency: production (`npm ci --omit=dev`) never loads it.
  if (options.pretty) {
    log = pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } });
    lines = null;
    return log;
  }
  lines = batchedLines(options.fd ?? 1);
  log = pino(base, lines);
  console.error = consoleTo('error');
  console.warn = consoleTo('warn');
  return log;
}

/** A console method that writes through the JSON log; the first Error among its arguments becomes `err`, with its stack. */
function consoleTo(level: 'error' | 'warn') {
  return (...args: unknown[]) => {
    const at = args.findIndex((a) => a instanceof Error);
    if (at === -1) {
      log[level](format(...args));
      return;
    }
    const err = args[at] as Error;
    const rest = args.filter((_, i) => i !== at);
    log[level]({ err }, rest.length > 0 ? format(...rest) : err.message);
  };
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
 * `url`: the address as the client sent it, taken before routing (see logRequest).
 * `done`: the whole response was handed over (a close event before that means the client left).
 */
function writeRequestLine(
  level: 'info' | 'debug',
  req: IncomingMessage,
  url: string | undefined,
  res: ServerResponse,
  id: string,
  started: number,
  done = res.writableFinished,
) {
  const durationMs = Math.round((performance.now() - started) * 100) / 100;
  if (!lines) {
    const line = { reqId: id, method: req.method, path: pathOnly(url), status: res.statusCode, durationMs, aborted: done ? undefined : true };
    log[level](line, 'request');
    return;
  }
  // Five pieces: the level and time (formatted once per millisecond), the id, the part made of
  // method, path and status (kept while requests repeat them), the duration, the end. Fewer pieces
  // make fewer intermediate strings per line.
  lines.append(`${linePrefix(level)}${id}${lineMiddle(req.method ?? '', url, res.statusCode)}${durationMs}${done ? LINE_END : LINE_END_ABORTED}`);
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
  // Taken now: a router mounted on a prefix (app.use('/api', ...)) rewrites req.url to the part
  // after it, and a line for `/valuation-requests` would not be found by searching for the
  // address the visitor used.
  const url = req.url;
  res.once('close', () => writeRequestLine(quiet ? 'debug' : 'info', req, url, res, id, started));
  return id;
}

/**
 * The line of a request answered in one go from a cache (the whole response already handed to
 * the socket), before any routing: written at once, without waiting for the connection's close event.
 */
export function logAnswered(req: IncomingMessage, res: ServerResponse, id: string, started: number): void {
  if (log.isLevelEnabled('info')) writeRequestLine('info', req, req.url, res, id, started, true);
}
