// GET /api/site-content is polled once a second by every open tab (ARCHITECTURE rule 10):
// serialize and compress once per change, answer with a strong ETag, 304 when unchanged.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Store } from './store/store';

type Snapshot = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

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
      res.setHeader('ETag', s.etag);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === s.etag || t.trim() === '*')) {
        res.statusCode = 304;
        res.end();
        return;
      }
      const accept = String(req.headers['accept-encoding'] ?? '');
      const [body, encoding] = /\bbr\b/.test(accept) ? [s.br, 'br'] : /\bgzip\b/.test(accept) ? [s.gzip, 'gzip'] : [s.identity, null];
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

function build(store: Store): Snapshot {
  const identity = Buffer.from(JSON.stringify(store.read().siteContent));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return {
    etag,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}
