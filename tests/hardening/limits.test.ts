// Body limits, malformed bodies and wrong content types, on the REST adapters and on /api/trpc.
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Findings } from './findings';
import { errorMessageOf, leaksInternals, login, makeSandbox, request, type Reply, ServerProcess } from './harness';

const findings = new Findings('limits');
const sandbox = makeSandbox('limits');
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await ServerProcess.start({ sandbox });
  token = (await login(server.url)).token;
});
afterAll(async () => {
  await server?.stop();
  sandbox.remove();
});

const contact = { name: 'Limit Tester', email: 'limits@example.com', phone: '410-555-0100', subject: 'other' };
const big = (bytes: number) => JSON.stringify({ ...contact, message: 'x'.repeat(bytes) });

/** Sends a body in chunks without Content-Length, so a limit must hold while streaming. */
function chunked(base: string, path: string, total: number, headers: Record<string, string>): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString(), json: (): unknown => JSON.parse(body.toString()) });
      });
    });
    req.on('error', (error) => reject(error));
    const piece = Buffer.alloc(64 * 1024, 'x');
    req.write('{"message":"');
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    req.on('response', () => {
      sent = total;
    });
    pump();
  });
}

type Case = { name: string; run: () => Promise<Reply>; expect: number[] };

describe('body limits and content types', () => {
  it('answers oversized, malformed and mistyped bodies with 413/400/415 and a JSON message', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };
    const cases: Case[] = [
      {
        name: 'REST: 200 KB JSON contact message (limit 100 KB)',
        run: () => request(server.url, '/api/contact/formcarry', { body: big(200_000), headers: json }),
        expect: [413],
      },
      {
        name: 'REST admin: 150 KB content value',
        run: () =>
          request(server.url, '/api/admin/content/hero_title', {
            method: 'PUT',
            body: JSON.stringify({ value: 'x'.repeat(150_000) }),
            headers: { ...json, ...admin },
          }),
        expect: [413],
      },
      {
        name: 'REST: 5 MB streamed without Content-Length',
        run: () => chunked(server.url, '/api/contact/formcarry', 5_000_000, json),
        expect: [413],
      },
      {
        name: 'REST: gzip bomb (10 KB on the wire, 10 MB inflated)',
        run: () =>
          request(server.url, '/api/contact/formcarry', { body: gzipSync(big(10_000_000)), headers: { ...json, 'content-encoding': 'gzip' } }),
        expect: [413],
      },
      {
        name: 'REST: malformed JSON',
        run: () => request(server.url, '/api/contact/formcarry', { body: '{"name": "x",', headers: json }),
        expect: [400],
      },
      {
        name: 'REST admin: malformed JSON',
        run: () => request(server.url, '/api/admin/properties', { body: "{'single': 'quotes'}", headers: { ...json, ...admin } }),
        expect: [400],
      },
      {
        name: 'REST: text/plain body',
        run: () => request(server.url, '/api/contact/formcarry', { body: JSON.stringify(contact), headers: { 'content-type': 'text/plain' } }),
        expect: [415],
      },
      {
        name: 'REST: form-urlencoded body',
        run: () =>
          request(server.url, '/api/contact/formcarry', { body: 'name=a&email=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        expect: [415],
      },
      {
        name: 'REST: multipart body to a JSON endpoint',
        run: () =>
          request(server.url, '/api/contact/formcarry', { body: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
        expect: [415],
      },
      {
        name: 'REST: body without a content type',
        run: () => request(server.url, '/api/contact/formcarry', { body: JSON.stringify(contact) }),
        expect: [415],
      },
      {
        name: 'REST: JSON declared as UTF-16',
        run: () =>
          request(server.url, '/api/contact/formcarry', {
            body: JSON.stringify(contact),
            headers: { 'content-type': 'application/json; charset=utf-16' },
          }),
        expect: [400, 415],
      },
      {
        name: 'REST: JSON declared as ISO-8859-1',
        run: () =>
          request(server.url, '/api/contact/formcarry', {
            body: JSON.stringify(contact),
            headers: { 'content-type': 'application/json; charset=iso-8859-1' },
          }),
        expect: [415],
      },
      {
        name: 'REST: unknown Content-Encoding',
        run: () =>
          request(server.url, '/api/contact/formcarry', { body: JSON.stringify(contact), headers: { ...json, 'content-encoding': 'zstd-unknown' } }),
        expect: [415],
      },
      {
        name: 'REST: gzip header on a plain body',
        run: () => request(server.url, '/api/contact/formcarry', { body: JSON.stringify(contact), headers: { ...json, 'content-encoding': 'gzip' } }),
        expect: [400],
      },
      {
        name: 'tRPC: 2 MB JSON (limit 1 MB)',
        run: () => request(server.url, '/api/trpc/contactMessages.create', { body: big(2_000_000), headers: json }),
        expect: [413],
      },
      {
        name: 'tRPC: 5 MB streamed without Content-Length',
        run: () => chunked(server.url, '/api/trpc/contactMessages.create', 5_000_000, json),
        expect: [413],
      },
      {
        name: 'tRPC: malformed JSON',
        run: () => request(server.url, '/api/trpc/contactMessages.create', { body: '{"name":', headers: json }),
        expect: [400],
      },
      {
        name: 'tRPC: text/plain body',
        run: () =>
          request(server.url, '/api/trpc/contactMessages.create', { body: JSON.stringify(contact), headers: { 'content-type': 'text/plain' } }),
        expect: [415],
      },
      {
        name: 'tRPC: form-urlencoded body',
        run: () =>
          request(server.url, '/api/trpc/contactMessages.create', {
            body: 'name=a',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        expect: [415],
      },
      { name: 'tRPC: malformed ?input= on a query', run: () => request(server.url, '/api/trpc/properties.get?input=%7B%22id'), expect: [400] },
    ];
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const c of cases) {
      let res: Reply;
      try {
        res = await c.run();
      } catch (error) {
        wrong.push(`${c.name}: no answer (${(error as Error).message})`);
        findings.check(c.name, c.name, `no answer: ${(error as Error).message}`, false);
        continue;
      }
      let message = '';
      try {
        message = errorMessageOf(res.json()) ?? '';
      } catch {
        message = '';
      }
      const leak = leaksInternals(res.text);
      const held = c.expect.includes(res.status) && message.length > 0 && !leak;
      if (!held) wrong.push(`${c.name}: ${res.status} ${res.text.slice(0, 100)}`);
      rows.push(`${c.name}: ${res.status}`);
      findings.check(
        c.name,
        `expect ${c.expect.join('/')} with a JSON message`,
        `${res.status} "${message.slice(0, 90)}"${leak ? ` LEAK ${leak}` : ''}`,
        held,
      );
    }
    const alive = (await request(server.url, '/api/site-content')).status;
    findings.check('server keeps answering', 'GET /api/site-content after all of the above', String(alive), alive === 200);
    expect(wrong).toEqual([]);
    expect(alive).toBe(200);
  });
});
