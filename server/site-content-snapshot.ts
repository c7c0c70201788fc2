// GET /api/site-content is polled once a second by every open tab: its body is built and
// compressed once per change and answered with a strong ETag, 304 when unchanged. The response
// also carries the public data versions (X-Data-Versions), so the same poll tells an open page
// that a listing, testimonial or sold record changed; the ETag covers them, so any public write
// turns the next poll into one 200 and every other poll stays a 304.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DATA_VERSIONS_HEADER } from '../domain/data-versions';
import { precompress, sendPrecompressed, type PrecompressedEntry } from './precompressed';
import type { PublicData } from './public-data';
import type { Store } from './store/store';

export function siteContentSnapshot(store: Store, data: PublicData) {
  let snapshot = build(store, data);
  data.onChange(() => {
    snapshot = build(store, data);
  });

  return {
    current: () => snapshot,
    /** Answers the request; plain node:http so it can run before Express routing. */
    handle(req: IncomingMessage, res: ServerResponse, requestId?: string) {
      sendPrecompressed(req, res, snapshot, requestId);
    },
  };
}

// Headers are built once per snapshot: per-request setHeader calls cost as much as the body.
const COMMON_HEADERS = {
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function build(store: Store, data: PublicData): PrecompressedEntry {
  const versions = data.header();
  return precompress(JSON.stringify(store.read().siteContent), {
    contentType: 'application/json; charset=utf-8',
    headers: COMMON_HEADERS,
    // On a 304 the browser keeps the stored response's headers, which the matching ETag vouches for.
    bodyHeaders: { [DATA_VERSIONS_HEADER]: versions },
    etagSalt: versions,
  });
}
