import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding, precompress, sendPrecompressed, upgradeBrotli } from './precompressed';

const body = `<p>${'A page with enough text to be worth compressing. '.repeat(200)}</p>`;

function fakeExchange(headers: Record<string, string>, method = 'GET') {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const req = { method, headers } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, h: Record<string, unknown> | unknown[]) {
      sent.status = status;
      // A flat name, value list is read at once (the server reuses it for the next answer).
      sent.headers = Array.isArray(h)
        ? Object.fromEntries(Array.from({ length: h.length / 2 }, (_, i): [string, unknown] => [String(h[2 * i]), h[2 * i + 1]]))
        : h;
    },
    end(chunk?: Buffer) {
      sent.body = chunk;
    },
  } as unknown as ServerResponse;
  return { req, res, sent };
}

describe('precompress', () => {
  it('builds brotli and gzip forms of the same body under one strong ETag', () => {
    const entry = precompress(body, { contentType: 'text/html; charset=utf-8' });
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(brotliDecompressSync(entry.br).toString()).toBe(body);
    expect(gunzipSync(entry.gzip).toString()).toBe(body);
    expect(entry.headers.br).toMatchObject({
      'Content-Encoding': 'br',
      'Content-Length': entry.br.length,
      Vary: 'Accept-Encoding',
      ETag: entry.etag,
    });
    expect(entry.headers.notModified).not.toHaveProperty('Content-Length');
  });

  it('gives the same ETag to the same body and another one to another body or salt', () => {
    const a = precompress(body, { contentType: 'text/html' });
    expect(precompress(body, { contentType: 'text/html', brotliQuality: 4 }).etag).toBe(a.etag);
    expect(precompress(`${body}.`, { contentType: 'text/html' }).etag).not.toBe(a.etag);
    expect(precompress(body, { contentType: 'text/html', etagSalt: 'properties=2' }).etag).not.toBe(a.etag);
  });

  it('upgrades brotli off the event loop without changing the decoded body or the ETag', async () => {
    const entry = precompress(body, { contentType: 'text/html', brotliQuality: 1, keepIdentity: false });
    const before = entry.br.length;
    await upgradeBrotli(entry, 11);
    expect(entry.brotliQuality).toBe(11);
    expect(entry.br.length).toBeLessThanOrEqual(before);
    expect(entry.headers.br['Content-Length']).toBe(entry.br.length);
    expect(brotliDecompressSync(entry.br).toString()).toBe(body);
  });
});

describe('sendPrecompressed', () => {
  const entry = precompress(body, { contentType: 'text/html', keepIdentity: false });

  it('answers a matching If-None-Match with 304 and no body, also in a list or weakened by a proxy', () => {
    for (const inm of [entry.etag, `"other", ${entry.etag}`, `W/${entry.etag}`, '*']) {
      const { req, res, sent } = fakeExchange({ 'if-none-match': inm, 'accept-encoding': 'br' });
      sendPrecompressed(req, res, entry);
      expect(sent.status).toBe(304);
      expect(sent.body).toBeUndefined();
    }
    const { req, res, sent } = fakeExchange({ 'if-none-match': '"stale"', 'accept-encoding': 'br' });
    sendPrecompressed(req, res, entry);
    expect(sent.status).toBe(200);
  });

  it('sends the encoding the client takes; identity is decoded, never compressed per request', () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const { req, res, sent } = fakeExchange({ 'accept-encoding': accept });
      sendPrecompressed(req, res, entry);
      expect(sent.headers?.['Content-Encoding']).toBe(encoding);
      const decoded = encoding === 'br' ? brotliDecompressSync(sent.body!) : encoding === 'gzip' ? gunzipSync(sent.body!) : sent.body!;
      expect(decoded.toString()).toBe(body);
      expect(sent.headers?.['Content-Length']).toBe(sent.body!.length);
    }
  });

  it('sends headers but no body to HEAD', () => {
    const { req, res, sent } = fakeExchange({ 'accept-encoding': 'br' }, 'HEAD');
    sendPrecompressed(req, res, entry);
    expect(sent.status).toBe(200);
    expect(sent.body).toBeUndefined();
  });

  it('sends a 304 only the validators and caching rules, and the request id with every answer', () => {
    const page = precompress(body, {
      contentType: 'text/html',
      headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' },
    });
    const notModified = fakeExchange({ 'if-none-match': page.etag });
    sendPrecompressed(notModified.req, notModified.res, page, 'req-1');
    expect(notModified.sent.headers).toEqual({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: page.etag, 'X-Request-Id': 'req-1' });
    const full = fakeExchange({ 'accept-encoding': 'gzip' });
    sendPrecompressed(full.req, full.res, page, 'req-2');
    expect(full.sent.headers).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
      'X-Request-Id': 'req-2',
      ETag: page.etag,
    });
    // The id belongs to that one answer: the next one, without an id, carries none.
    const next = fakeExchange({ 'if-none-match': page.etag });
    sendPrecompressed(next.req, next.res, page);
    expect(next.sent.headers).toEqual({ 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: page.etag });
  });

  it('never answers 304 for an error page', () => {
    const missing = precompress('gone', { contentType: 'text/html', status: 404 });
    const { req, res, sent } = fakeExchange({ 'if-none-match': missing.etag });
    sendPrecompressed(req, res, missing);
    expect(sent.status).toBe(404);
  });
});

describe('negotiation helpers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
  it('compares ETags exactly', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
  });
});
