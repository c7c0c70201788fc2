// One pre-compressed response, built once and sent many times: the body in brotli and gzip (and
// as is, if kept), a strong ETag, and every header of every variant computed up front. The 1 Hz
// site-content poll and the page cache both answer from these, before Express when they can:
// per-request setHeader calls or a compressor would cost more than sending the bytes.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export type PrecompressedEntry = {
  readonly etag: string;
  readonly status: number;
  br: Buffer;
  readonly gzip: Buffer;
  /** Null when only the compressed forms are kept: decoded from gzip for a client that takes neither. */
  readonly identity: Buffer | null;
  readonly identityLength: number;
  brotliQuality: number;
  readonly headers: Record<Encoding | 'notModified', OutgoingHttpHeaders>;
  /** The same headers as flat name, value lists: what writeHead takes with the least work. */
  readonly lists: Record<Encoding | 'notModified', HeaderList>;
};

type HeaderList = Array<string | number>;

export type PrecompressOptions = {
  contentType: string;
  status?: number;
  /** Sent with every variant and with 304s: security headers, Cache-Control, ... */
  headers?: OutgoingHttpHeaders;
  /** Headers only the full responses carry (not the 304s). */
  bodyHeaders?: OutgoingHttpHeaders;
  /** Part of the ETag besides the body, for state carried in a header (the data versions). */
  etagSalt?: string;
  /** 11 (smallest, ~0.8 ms per KB) when built off the request path; 5 (~70x faster) on a miss. */
  brotliQuality?: number;
  keepIdentity?: boolean;
};

export function precompress(body: Buffer | string, opts: PrecompressOptions): PrecompressedEntry {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha256').update(identity);
  if (opts.etagSalt) hash.update(`\0${opts.etagSalt}`);
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  const brotliQuality = opts.brotliQuality ?? 11;
  const br = brotliCompressSync(identity, brotliParams(brotliQuality, identity.length));
  const gzip = gzipSync(identity, { level: 9 });
  const common = { Vary: 'Accept-Encoding', ETag: etag };
  const full = (length: number, encoding?: string): OutgoingHttpHeaders => ({
    ...opts.headers,
    ...common,
    ...opts.bodyHeaders,
    'Content-Type': opts.contentType,
    'Content-Length': length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  const headers = {
    identity: full(identity.length),
    gzip: full(gzip.length, 'gzip'),
    br: full(br.length, 'br'),
    notModified: notModified(opts.headers, common),
  };
  return {
    etag,
    status: opts.status ?? 200,
    br,
    gzip,
    identity: opts.keepIdentity === false ? null : identity,
    identityLength: identity.length,
    brotliQuality,
    headers,
    lists: { identity: flat(headers.identity), gzip: flat(headers.gzip), br: flat(headers.br), notModified: flat(headers.notModified) },
  };
}

function flat(headers: OutgoingHttpHeaders): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else if (value !== undefined) list.push(name, value);
  }
  return list;
}

/**
 * A 304 carries what a 200 would have sent among Cache-Control, ETag and Vary (RFC 9110, 15.4.5):
 * the browser keeps the stored response's other headers (its security policy included), which
 * the matching ETag vouches for. A dozen security headers on every 304 would double its bytes.
 */
function notModified(headers: OutgoingHttpHeaders | undefined, common: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const cacheControl = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
  return cacheControl === undefined ? common : { 'Cache-Control': cacheControl, ...common };
}

/** Bytes the entry holds in memory. */
export const entryBytes = (e: PrecompressedEntry) => e.br.length + e.gzip.length + (e.identity?.length ?? 0);

const brotliAsync = promisify(brotliCompress);

/**
 * Recompresses the brotli variant at a higher quality in libuv's thread pool (the event loop keeps
 * answering meanwhile) and swaps it in. Same ETag: the decoded body is unchanged.
 */
export async function upgradeBrotli(entry: PrecompressedEntry, quality = 11): Promise<void> {
  if (entry.brotliQuality >= quality) return;
  const source = entry.identity ?? gunzipSync(entry.gzip);
  const better = await brotliAsync(source, brotliParams(quality, source.length));
  entry.brotliQuality = quality;
  if (better.length >= entry.br.length) return;
  // One synchronous step: no request sees the new bytes with the old Content-Length.
  entry.br = better;
  entry.headers.br = { ...entry.headers.br, 'Content-Length': better.length };
  entry.lists.br = flat(entry.headers.br);
}

function brotliParams(quality: number, size: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size } };
}

/** If-None-Match against a strong ETag, with the weak comparison the header calls for (a proxy may add W/). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === etag || tag === '*' || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  if (accept.includes('br') && /\bbr\b(?!;q=0(\.0*)?\b)/.test(accept)) return 'br';
  if (accept.includes('gzip') && /\bgzip\b(?!;q=0(\.0*)?\b)/.test(accept)) return 'gzip';
  return 'identity';
}

/**
 * Answers GET/HEAD from the entry: 304 without a body when the ETag matches, else the best
 * encoding. `requestId` goes out as X-Request-Id in the same writeHead.
 */
export function sendPrecompressed(req: IncomingMessage, res: ServerResponse, entry: PrecompressedEntry, requestId?: string): void {
  const inm = req.headers['if-none-match'];
  if (inm && entry.status === 200 && etagMatches(inm, entry.etag)) {
    writeHead(res, 304, entry.lists.notModified, requestId);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  writeHead(res, entry.status, entry.lists[encoding], requestId);
  if (req.method === 'HEAD') res.end();
  else if (encoding === 'identity') res.end(entry.identity ?? gunzipSync(entry.gzip));
  else res.end(entry[encoding]);
}

/**
 * The entry's prepared list, plus the request id for this one answer: pushed onto the shared list
 * and taken off again, because writeHead turns the list into bytes before it returns. A header
 * object built per request (or a setHeader call) costs more than the rest of a 304.
 */
function writeHead(res: ServerResponse, status: number, list: HeaderList, requestId: string | undefined) {
  if (!requestId) {
    res.writeHead(status, list);
    return;
  }
  list.push('X-Request-Id', requestId);
  try {
    res.writeHead(status, list);
  } finally {
    list.length -= 2;
  }
}
