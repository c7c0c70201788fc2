// Security headers on every kind of response, no stack trace in any error body (production and
// NODE_ENV unset, which runs the Vite dev middleware), and no file contents at tempting paths.
import { mkdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Findings } from './findings';
import { leaksInternals, login, makeSandbox, multipart, projectRoot, request, type Reply, ServerProcess, textAt } from './harness';

const findings = new Findings('headers');
const prodBox = makeSandbox('headers-prod');
const devBox = makeSandbox('headers-dev');
// The default DATA_DIR is ./data inside the project; put the dev server's data there too, so a
// dev server that serves project files would serve its database (data/runtime/ is git-ignored).
const devDataDir = path.join(projectRoot, 'data', 'runtime', `hardening-${process.pid}`);
let prod: ServerProcess;
let dev: ServerProcess;
let token: string;

beforeAll(async () => {
  mkdirSync(path.dirname(devDataDir), { recursive: true });
  [prod, dev] = await Promise.all([
    ServerProcess.start({ sandbox: prodBox }),
    ServerProcess.start({ sandbox: devBox, nodeEnv: 'unset', env: { DATA_DIR: devDataDir }, readyTimeoutMs: 90_000 }),
  ]);
  token = (await login(prod.url)).token;
});
afterAll(async () => {
  await Promise.all([prod?.stop(), dev?.stop()]);
  prodBox.remove();
  devBox.remove();
  rmSync(devDataDir, { recursive: true, force: true });
  try {
    rmdirSync(path.dirname(devDataDir)); // only when empty: data/runtime may be someone's
  } catch {
    // not empty or already gone
  }
});

function headerProblems(res: Reply, opts: { noStore?: boolean } = {}): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  if (!csp) problems.push('no CSP');
  if (!/frame-ancestors 'none'/.test(csp) && !/^(deny|sameorigin)$/i.test(String(h['x-frame-options'] ?? ''))) problems.push('framable');
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!h['referrer-policy']) problems.push('no Referrer-Policy');
  if (h['x-powered-by']) problems.push(`X-Powered-By: ${String(h['x-powered-by'])}`);
  if (opts.noStore && !/no-store/.test(String(h['cache-control'] ?? ''))) problems.push(`Cache-Control: ${h['cache-control'] ?? '(none)'}`);
  return problems;
}

/** Stack frames only; dev error pages may name paths (see the note), but never show a stack. */
const stackFrame = (text: string) => text.match(/\n\s+at\s+\S+|\bat\s+[^\s]+\s+\([^)]*:\d+:\d+\)|"stack"\s*:/)?.[0] ?? null;

/** Requests that make the server produce an error. */
const errorRequests: { name: string; path: string; method?: string; body?: string; headers?: Record<string, string> }[] = [
  { name: 'REST malformed JSON', path: '/api/contact/formcarry', body: '{"name":', headers: { 'content-type': 'application/json' } },
  { name: 'REST validation error', path: '/api/contact/formcarry', body: '{"email":"x"}', headers: { 'content-type': 'application/json' } },
  {
    name: 'REST 413',
    path: '/api/contact/formcarry',
    body: JSON.stringify({ message: 'x'.repeat(200_000) }),
    headers: { 'content-type': 'application/json' },
  },
  { name: 'REST 415', path: '/api/contact/formcarry', body: 'a=b', headers: { 'content-type': 'text/plain' } },
  { name: 'REST unknown API path', path: '/api/does-not-exist' },
  { name: 'REST bad percent-escape in an id', path: '/api/properties/%E0%A4%A' },
  { name: 'REST unknown id', path: '/api/properties/no-such-id' },
  { name: 'REST admin without credentials', path: '/api/admin/content' },
  { name: 'REST wrong method', path: '/api/properties', method: 'DELETE' },
  { name: 'tRPC malformed JSON', path: '/api/trpc/contactMessages.create', body: '{"a":', headers: { 'content-type': 'application/json' } },
  { name: 'tRPC malformed input query', path: '/api/trpc/properties.get?input=%7B' },
  { name: 'tRPC unknown procedure', path: '/api/trpc/nope.nothing' },
  { name: 'tRPC mutation over GET', path: '/api/trpc/contactMessages.create' },
  { name: 'tRPC validation error', path: '/api/trpc/properties.get?input=%7B%22id%22%3A%22..%2F..%22%7D' },
  {
    name: 'tRPC 413',
    path: '/api/trpc/contactMessages.create',
    body: JSON.stringify({ message: 'x'.repeat(1_200_000) }),
    headers: { 'content-type': 'application/json' },
  },
  { name: 'tRPC bad batch', path: '/api/trpc/a,b,c?batch=1', body: '[1,2', headers: { 'content-type': 'application/json' } },
  { name: 'page with a bad percent-escape', path: '/%' },
  { name: 'upload path with NUL', path: '/uploads/%00' },
  { name: 'upload path traversal', path: '/uploads/..%2f..%2fpackage.json' },
  { name: 'Vite-style module that does not exist', path: '/src/does-not-exist.tsx' },
  { name: 'Vite /@id of nothing', path: '/@id/__x00__nothing' },
  { name: 'Vite /@fs outside the project', path: '/@fs/etc/passwd' },
];

/** Paths that must never return the file's contents, with a string only the real file contains. */
function exposurePaths(dataUrl: string, dataDir: string) {
  const secret = (() => {
    try {
      return readFileSync(path.join(dataDir, '.session-secret'), 'utf8').trim();
    } catch {
      return 'no-secret-file';
    }
  })();
  return [
    { path: '/.env', marker: /^[A-Z_]+=/m },
    { path: `${dataUrl}/db.json`, marker: /passwordHash/ },
    { path: `${dataUrl}/.session-secret`, marker: new RegExp(secret) },
    { path: `${dataUrl}/.db.json.tmp`, marker: /passwordHash/ },
    { path: '/data/seed/properties.json', marker: /"imageUrl"/ },
    { path: '/.git/HEAD', marker: /ref: refs\// },
    { path: '/.git/config', marker: /\[core\]/ },
    { path: '/package.json', marker: /"devDependencies"/ },
    { path: '/package-lock.json', marker: /lockfileVersion/ },
    { path: '/node_modules/.package-lock.json', marker: /lockfileVersion/ },
    { path: '/tsconfig.json', marker: /compilerOptions/ },
    { path: '/vite.config.ts', marker: /defineConfig/ },
    { path: '/server/app.ts', marker: /createApp|express/ },
    { path: '/server/index.ts', marker: /parseEnv/ },
    { path: '/server/env.ts', marker: /ADMIN_PASSWORD/ },
    { path: '/server/app.ts?raw', marker: /createApp|express/ },
    { path: '/package.json?import&raw', marker: /devDependencies/ },
    { path: '/@fs/etc/passwd', marker: /root:.*:0:0:/ },
    { path: `/@fs${projectRoot}/package.json`, marker: /"devDependencies"/ },
    { path: '/uploads/../data/db.json', marker: /passwordHash/ },
    { path: '/uploads/../package.json', marker: /"devDependencies"/ },
    { path: '/uploads/..%2f..%2fpackage.json', marker: /"devDependencies"/ },
    { path: '/uploads/%2e%2e/%2e%2e/package.json', marker: /"devDependencies"/ },
    { path: '/%2e%2e/', marker: /root:.*:0:0:|"devDependencies"/ },
    { path: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', marker: /root:.*:0:0:/ },
    { path: '/..%2f..%2f..%2fetc%2fpasswd', marker: /root:.*:0:0:/ },
    { path: '/src/../package.json', marker: /"devDependencies"/ },
    { path: '/assets/../../package.json', marker: /"devDependencies"/ },
    { path: '/api/../package.json', marker: /"devDependencies"/ },
  ];
}

describe('security headers (production)', () => {
  it('HTML, API, admin API and upload responses carry the headers; admin answers are no-store', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { body, contentType } = multipart([{ name: 'image', filename: 'a.png', type: 'image/png', data: png }]);
    const upload = await request(prod.url, '/api/admin/upload', { body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
    const uploadUrl = String(textAt(upload.json(), 'url'));
    const auth = { authorization: `Bearer ${token}` };
    const targets: { name: string; path: string; method?: string; json?: unknown; headers?: Record<string, string>; noStore?: boolean }[] = [
      { name: 'HTML home', path: '/' },
      { name: 'HTML unknown page (404)', path: '/no-such-page' },
      { name: 'HTML admin login', path: '/admin/login' },
      { name: 'robots.txt', path: '/robots.txt' },
      { name: 'API site-content poll', path: '/api/site-content' },
      { name: 'API properties', path: '/api/properties' },
      { name: 'API validation error', path: '/api/contact/formcarry', method: 'POST', json: {} },
      { name: 'API unknown path', path: '/api/nope' },
      { name: 'tRPC query', path: '/api/trpc/properties.list' },
      {
        name: 'admin login answer (carries the token)',
        path: '/api/admin/login',
        method: 'POST',
        json: { username: 'admin', password: 'wrong-password' },
        noStore: true,
      },
      { name: 'admin content', path: '/api/admin/content', headers: auth, noStore: true },
      { name: 'admin contact messages', path: '/api/admin/contact-messages', headers: auth, noStore: true },
      { name: 'admin 401', path: '/api/admin/contact-messages', noStore: true },
      { name: 'admin tRPC query', path: '/api/trpc/contactMessages.list', headers: auth, noStore: true },
      { name: 'uploaded image', path: uploadUrl },
      { name: 'missing upload (404)', path: '/uploads/missing.webp' },
    ];
    let ok = upload.status === 200 || upload.status === 201;
    for (const t of targets) {
      const res = await request(prod.url, t.path, { method: t.method, json: t.json, headers: t.headers });
      const problems = headerProblems(res, { noStore: t.noStore });
      ok &&= problems.length === 0;
      findings.check(
        `headers: ${t.name}`,
        `${t.method ?? 'GET'} ${t.path}`,
        `${res.status}; ${problems.length ? problems.join(', ') : `CSP, ${res.headers['x-frame-options'] ? 'X-Frame-Options' : 'frame-ancestors'}, nosniff, Referrer-Policy ${String(res.headers['referrer-policy'])}, no X-Powered-By${t.noStore ? `, Cache-Control ${res.headers['cache-control']}` : ''}`}`,
        problems.length === 0,
      );
    }
    expect(ok).toBe(true);
  });
});

describe('error bodies', () => {
  it('never carry a stack trace, in production or with NODE_ENV unset (development)', async () => {
    let ok = true;
    for (const [label, server, strict] of [
      ['NODE_ENV=production', prod, true],
      ['NODE_ENV unset (development, Vite middleware)', dev, false],
    ] as const) {
      const rows: string[] = [];
      let clean = 0;
      for (const r of errorRequests) {
        const res = await request(server.url, r.path, { method: r.method ?? (r.body ? 'POST' : 'GET'), body: r.body, headers: r.headers });
        // In production nothing may even name a source path; in development Vite's 403 page names the refused file.
        const leak = strict ? leaksInternals(res.text) : stackFrame(res.text);
        if (leak || res.status >= 500) rows.push(`${r.name} -> ${res.status} ${leak ? `leaks "${leak}"` : ''}`);
        else clean += 1;
      }
      ok &&= rows.length === 0;
      findings.check(
        `no stack traces (${label})`,
        `${errorRequests.length} error-provoking requests (${errorRequests.map((r) => r.name).join('; ')})`,
        rows.length ? rows.join(' / ') : `${clean} error answers, none with a stack trace or 5xx`,
        rows.length === 0,
      );
    }
    const vite403 = await request(dev.url, '/package.json');
    if (vite403.text.includes(projectRoot))
      findings.note(
        `With NODE_ENV unset the Vite dev middleware refuses project files with a 403 page that names the absolute path of the refused file (e.g. ${projectRoot}/package.json). No contents, no stack; start production servers with NODE_ENV=production.`,
      );
    expect(ok).toBe(true);
  });
});

describe('file exposure', () => {
  it('tempting paths never return file contents (production and NODE_ENV unset)', async () => {
    let ok = true;
    for (const [label, server, list] of [
      ['NODE_ENV=production', prod, exposurePaths('/data', prodBox.dataDir)],
      ['NODE_ENV unset, DATA_DIR inside the project', dev, exposurePaths(`/data/runtime/${path.basename(devDataDir)}`, devDataDir)],
    ] as const) {
      const served: string[] = [];
      const statuses = new Map<number, number>();
      for (const p of list) {
        const res = await request(server.url, p.path);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (p.marker.test(res.text)) served.push(`${p.path} -> ${res.status}`);
      }
      ok &&= served.length === 0;
      findings.check(
        `no file contents (${label})`,
        `${list.length} paths: ${list.map((p) => p.path).join(' ')}`,
        served.length ? `SERVED: ${served.join(', ')}` : `no contents (${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')})`,
        served.length === 0,
      );
    }
    expect(ok).toBe(true);
  });
});
