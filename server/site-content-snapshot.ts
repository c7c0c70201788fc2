// GET /api/site-content is polled once a second by every open tab (ARCHITECTURE rule 10):
// serialize and compress once per change, answer with a strong ETag, 304 when unchanged.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Store } from './store/store';

type Variant = 'identity' | 'gzip' | 'br';
type Snapshot = { etag: string; headers: Record<Variant | 'notModified', Record<string, string | number>> } & Record<Variant, Buffer>;

export function siteContentSnapshot(store: Store) {
  let snapshot = build(store);
  store.onChange((changed) => {
    if (changed.has('siteContent')) snapshot = build(store);
  });

  return {
    current: () => snapshot,
    /** Answers the request; plain node:http so it can run before Express routing. */
    handle(req: IncomingMessage, res: ServerResponse) {
      const s = snapshot;
      const inm = req.headers['if-none-match'];
      if (inm && (inm === s.etag || inm.split(',').some((t) => t.trim() === s.etag || t.trim() === '*'))) {
        res.writeHead(304, s.headers.notModified);
        res.end();
        return;
      }
      const accept = req.headers['accept-encoding'] ?? '';
      const variant = accept.includes('br') && /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
      res.writeHead(200, s.headers[variant]);
      res.end(req.method === 'HEAD' ? undefined : s[variant]);
    },
  };
}

// Headers are built once per snapshot: per-request setHeader calls cost as much as the body.
const COMMON_HEADERS = {
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function build(store: Store): Snapshot {
  const identity = Buffer.from(JSON.stringify(store.read().siteContent));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const gzip = gzipSync(identity, { level: 9 });
  const br = brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  const body = (buffer: Buffer, encoding?: string) => ({
    ...COMMON_HEADERS,
    ETag: etag,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': buffer.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  return {
    etag,
    identity,
    gzip,
    br,
    headers: { identity: body(identity), gzip: body(gzip, 'gzip'), br: body(br, 'br'), notModified: { ...COMMON_HEADERS, ETag: etag } },
  };
}
