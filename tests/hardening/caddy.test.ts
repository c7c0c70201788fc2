// The deployment guide's Caddyfile in front of the compiled server, as on the VPS: HTTPS from
// Caddy's internal CA on local ports. Checks what the proxy must not break: the admin cookie is
// Secure, login throttling counts the address Caddy saw (a forged X-Forwarded-For sent to Caddy
// gives no fresh budget), http:// redirects to https://, compression and caching headers survive.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, freePort, inCI, makeSandbox, projectRoot, ServerProcess, type Sandbox } from './harness';

const caddyBin =
  ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => existsSync(p)) ?? (spawnSync('which', ['caddy']).stdout?.toString().trim() || null);

if (!caddyBin && inCI) {
  describe('behind Caddy', () => {
    it('needs caddy installed (.ci/run installs the Debian package)', () => {
      throw new Error('caddy is not installed: CI must run the proxy test (apt-get install caddy)');
    });
  });
} else if (!caddyBin) {
  describe.skip('behind Caddy (skipped: caddy is not installed here; `apt-get install caddy` to run it)', () => {
    it('skipped', () => {});
  });
} else {
  const MAX_ATTEMPTS = 3;
  let sandbox: Sandbox;
  let server: ServerProcess;
  let caddy: ChildProcess;
  let caddyLog = '';
  let httpPort: number;
  let httpsPort: number;
  let ca: Buffer;
  let serverDir: string;

  type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
  const viaCaddy = (p: string, opts: { method?: string; headers?: Record<string, string>; json?: unknown } = {}): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: 'localhost',
          path: p,
          method: opts.method ?? (body ? 'POST' : 'GET'),
          ca,
          headers: {
            host: `localhost:${httpsPort}`,
            ...(body ? { 'content-type': 'application/json', origin: `https://localhost:${httpsPort}` } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  /** The guide's Caddyfile with the domain and upstream swapped for local test values. */
  function templatedCaddyfile(appPort: number, logFile: string): string {
    const guide = readFileSync(path.join(projectRoot, 'deploy', 'Caddyfile'), 'utf8');
    expect(guide).toContain('example.com, www.example.com {');
    expect(guide).toContain('reverse_proxy 127.0.0.1:3000');
    const site = guide
      .replace('example.com, www.example.com {', `localhost {\n\ttls internal`)
      .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${appPort}`)
      .replace('/var/log/caddy/agent-site.log', logFile);
    return `{\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tadmin off\n\tskip_install_trust\n}\n\n${site}`;
  }

  beforeAll(async () => {
    sandbox = makeSandbox('caddy');
    // Inside the project, so the bundle's package imports resolve from node_modules as in production.
    serverDir = path.join(projectRoot, 'dist', `caddy-test-${process.pid}-server`);
    const { buildServer } = (await import(path.join(projectRoot, 'scripts', 'server-build.mjs'))) as { buildServer: (dir: string) => Promise<void> };
    await buildServer(serverDir);
    mkdirSync(sandbox.uploadDir, { recursive: true });
    writeFileSync(path.join(sandbox.uploadDir, 'hello.txt'), 'x'.repeat(4000));

    // As the guide's env file has it (COOKIE_SECURE left unset: the Secure flag must come from the proxy).
    server = await ServerProcess.start({
      sandbox,
      compiledServerDir: serverDir,
      env: { TRUST_PROXY: 'loopback', LOGIN_MAX_ATTEMPTS: String(MAX_ATTEMPTS) },
    });
    httpPort = await freePort();
    httpsPort = await freePort();
    const home = path.join(sandbox.root, 'caddy-home');
    mkdirSync(home, { recursive: true });
    const config = path.join(sandbox.root, 'Caddyfile');
    writeFileSync(config, templatedCaddyfile(server.port, path.join(home, 'access.log')));
    caddy = spawn(caddyBin, ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: path.join(home, 'data'), XDG_CONFIG_HOME: path.join(home, 'config') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (c) => (caddyLog += c));
    caddy.stderr?.on('data', (c) => (caddyLog += c));
    const root = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
      if (Date.now() > deadline) throw new Error(`caddy was not ready:\n${caddyLog}`);
      if (existsSync(root)) {
        ca = readFileSync(root);
        try {
          if ((await viaCaddy('/healthz')).status === 200) break;
        } catch {
          // certificate not issued yet
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await server?.stop();
    sandbox?.remove();
    if (serverDir) rmSync(serverDir, { recursive: true, force: true });
  });

  describe("behind Caddy, with the guide's Caddyfile", () => {
    it('redirects http:// to https://', async () => {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: httpPort, path: '/admin?x=1', headers: { host: 'localhost' } }, resolve).on('error', reject),
      );
      res.resume();
      expect(res.statusCode).toBe(308);
      // Same host and path, on https (Caddy 2.6 leaves a non-standard https port out of the Location).
      expect(res.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/admin\?x=1$/);
    });

    it('marks the admin cookie Secure (the app learns https from the proxy)', async () => {
      const res = await viaCaddy('/api/admin/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(res.status).toBe(200);
      const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('agent_admin='));
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    });

    it('keeps compression and caching headers', async () => {
      const api = await viaCaddy('/api/site-content', { headers: { 'accept-encoding': 'gzip' } });
      expect(api.status).toBe(200);
      expect(api.headers['content-encoding']).toBe('gzip');
      expect(api.headers['cache-control']).toBe('no-cache');
      expect(api.headers.etag).toBeTruthy();
      const upload = await viaCaddy('/uploads/hello.txt', { headers: { 'accept-encoding': 'gzip' } });
      expect(upload.status).toBe(200);
      expect(upload.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      expect(upload.headers['content-encoding']).toBe('gzip');
      const admin = await viaCaddy('/api/admin/me');
      expect(admin.headers['cache-control']).toBe('no-store');
    });

    it('counts login attempts per address Caddy saw: a forged X-Forwarded-For gets no fresh budget', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_ATTEMPTS; i++) {
        const res = await viaCaddy('/api/admin/login', {
          json: { username: 'admin', password: `wrong-guess-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i + 10}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, MAX_ATTEMPTS).every((s) => s === 401)).toBe(true);
      expect(statuses[MAX_ATTEMPTS]).toBe(429);
      // Even the right password waits now, whatever address the client claims.
      const blocked = await viaCaddy('/api/admin/login', {
        json: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      expect(blocked.status).toBe(429);
    });
  });
}
