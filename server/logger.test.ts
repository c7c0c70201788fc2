import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureLogger, log, newRequestId } from './logger';
import { projectRoot } from './env';
import { removeDir, startTestApp, tempDir, type TestApp } from './test/harness';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('gives every request its own UUID-shaped id, none the substring of another', () => {
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_SHAPE);
    // Finding a request's log line by its id must not also find another request's.
    expect(new Set(ids.map((id) => id.length)).size).toBe(1);
  });
});

// A server-render bundle that routes with the real React Router, which warns on the console
// about an address whose %-escapes do not decode.
const routerEntry = (reactRouter: string) => `
import * as reactRouter from ${JSON.stringify(reactRouter)};
const router = reactRouter.matchRoutes ? reactRouter : reactRouter.default;
export async function render(url) {
  const matches = router.matchRoutes([{ path: '/' }, { path: '/listings/:id' }], url.split(/[?#]/)[0]);
  return { html: '<main>' + (matches ? matches.length : 0) + '</main>', meta: { title: 'Stub page' } };
}
`;

describe('the production log (JSON lines)', () => {
  let root: string;
  let logFile: string;
  let fd: number;
  let app: TestApp;
  const consoleBefore = { warn: console.warn, error: console.error };

  beforeAll(async () => {
    root = await tempDir('agent-log-');
    logFile = path.join(root, 'server.log');
    fd = fs.openSync(logFile, 'w');
    configureLogger({ level: 'info', pretty: false, fd });
    const clientDir = path.join(root, 'client');
    fs.mkdirSync(clientDir);
    fs.mkdirSync(`${clientDir}-ssr`);
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
    );
    fs.writeFileSync(path.join(`${clientDir}-ssr`, 'package.json'), '{"type":"module"}');
    const reactRouter = pathToFileURL(createRequire(import.meta.url).resolve('react-router')).href;
    fs.writeFileSync(path.join(`${clientDir}-ssr`, 'entry-server.js'), routerEntry(reactRouter));
    app = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });

  afterAll(async () => {
    Object.assign(console, consoleBefore);
    await app?.close();
    fs.closeSync(fd);
    await removeDir(root);
  });

  /** Every line written so far, each parsed (a line that is not JSON fails the test here). */
  function logLines(): Record<string, unknown>[] {
    log.flush();
    return fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON line in the log: ${line}`);
        }
      });
  }

  // These answers are given inside a router mounted on /api (or /api/trpc), which rewrites
  // req.url to the part after its prefix: the lines used to say /valuation-requests, a path
  // that does not exist, and a search for the address the visitor used found nothing.
  it.each([
    ['POST', '/api/valuation-requests', 415],
    ['GET', '/api/does-not-exist', 404],
    ['PUT', '/api/admin/content/hero_title', 415],
    ['GET', '/api/trpc/nope.nope?input=%7B%22secret%22%3A1%7D', 404],
  ])('logs %s %s under the path the client sent, without its query string', async (method, url, status) => {
    const body = method === 'GET' ? undefined : 'x';
    const res = await app.api(url, { method, body, headers: { 'content-type': 'text/plain', origin: app.url } });
    expect(res.status).toBe(status);
    await res.text();
    const id = res.headers.get('x-request-id');
    // The line is written when the server's side of the response closes, just after the client has it.
    await expect.poll(() => logLines().find((l) => l.reqId === id)).toMatchObject({ msg: 'request', method, path: url.split('?')[0], status });
  });

  it('writes no line about an address with broken %-escapes, which any visitor can send (a Page Not Found)', async () => {
    const before = logLines().length;
    for (const url of ['/%FF', '/listings/%E0%A4%A', '/%E0%A4%A/x%']) {
      const res = await app.api(url);
      expect(res.status).toBe(404);
      await res.text();
    }
    const lines = logLines().slice(before);
    expect(lines.filter((l) => l.msg === 'request' && l.status === 404).length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.msg !== 'request')).toEqual([]);
  });

  it('writes what libraries print with console.error or console.warn as JSON lines, an error with its stack', () => {
    const error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    console.error('audit log write failed:', error);
    console.warn('The URL path "/%FF" could not be decoded');
    const lines = logLines().slice(-2);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'audit log write failed:', err: { message: error.message, code: 'ENOSPC' } });
    expect((lines[0]!.err as { stack: string }).stack).toContain('logger.test.ts');
    expect(lines[1]).toMatchObject({ level: 40, msg: 'The URL path "/%FF" could not be decoded' });
  });

  it('drops the lines its output refuses, keeps going, and says how many were lost once writing works again', () => {
    const refuse = vi.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      // Warnings are written at once: each one is a refused write.
      expect(() => {
        log.warn('lost one');
        log.warn('lost two');
        log.info('lost three');
        log.flush();
      }).not.toThrow();
    } finally {
      refuse.mockRestore();
    }
    log.warn('written after the disk had room again');
    const lines = logLines();
    expect(lines.map((l) => l.msg)).not.toContain('lost one');
    expect(lines.slice(-2)).toMatchObject([
      { level: 40, droppedLines: 3, code: 'ENOSPC', msg: '3 log line(s) were not written: the log output refused them (ENOSPC)' },
      { level: 40, msg: 'written after the disk had room again' },
    ]);
  });

  it('waits for a pipe that is full for a moment (EAGAIN) instead of losing the lines', () => {
    const before = logLines().length;
    const real = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    let refusals = 2;
    const busy = vi.spyOn(fs, 'writeSync').mockImplementation((...args: unknown[]) => {
      if (refusals-- > 0) throw Object.assign(new Error('EAGAIN: resource temporarily unavailable, write'), { code: 'EAGAIN' });
      return real(...args);
    });
    try {
      log.warn('written once the pipe had room');
    } finally {
      busy.mockRestore();
    }
    expect(logLines().slice(before)).toMatchObject([{ level: 40, msg: 'written once the pipe had room' }]);
  });
});

// A script that serves requests, logging each, while its standard output refuses every write.
const SERVE_WHILE_LOG_REFUSED = `
import http from 'node:http';
import { configureLogger, log, logRequest } from ${JSON.stringify(pathToFileURL(path.join(projectRoot, 'server', 'logger.ts')).href)};
configureLogger({ level: 'info', pretty: false });
const server = http.createServer((req, res) => {
  logRequest(req, res);
  log.warn('a warning, written at once');
  res.end('ok');
});
server.listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + '/';
  const statuses = [(await fetch(url)).status];
  // Past the once-a-second write of the collected request lines.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  statuses.push((await fetch(url)).status);
  process.stderr.write(JSON.stringify({ statuses }) + '\\n');
  server.close();
});
`;

describe('a log output that refuses writes', () => {
  let root: string;
  beforeAll(async () => {
    root = await tempDir('agent-log-out-');
    fs.writeFileSync(path.join(root, 'serve.ts'), SERVE_WHILE_LOG_REFUSED);
  });
  afterAll(() => removeDir(root));

  // Under `nohup npm run serve > site.log`, a full disk used to end the process at the first
  // refused write (an unhandled 'error' event), and with it the whole site. A closed pipe was
  // already survived (pino's own EPIPE handling); it stays that way.
  it.each([
    { what: 'a file on a full disk (ENOSPC, /dev/full)', skip: !fs.existsSync('/dev/full') },
    { what: 'a pipe nobody reads any more (EPIPE)', skip: false },
  ])('with stdout to $what, the server keeps answering', async ({ what, skip }) => {
    if (skip) return;
    const full = what.includes('ENOSPC');
    const stdout = full ? fs.openSync('/dev/full', 'w') : 'pipe';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'serve.ts')], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      stdio: ['ignore', stdout, 'pipe'],
    });
    if (typeof stdout === 'number') fs.closeSync(stdout);
    else child.stdout?.destroy();
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: `${JSON.stringify({ statuses: [200, 200] })}\n` });
  });
});
