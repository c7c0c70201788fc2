// Starts the real server (node --import tsx server/index.ts) as a child process on a temp
// data dir and a free port, and talks to it over plain HTTP. Nothing here imports the app:
// what these tests see is what a browser or an attacker would see.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, promises as fs, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { z } from 'zod';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const ADMIN_PASSWORD = 'Hardening-Admin-Pass-2026';
/** On CI (.ci/run sets CI=1) a check this machine cannot make fails, where elsewhere it is skipped. */
export const inCI = !!process.env.CI && process.env.CI !== '0' && process.env.CI !== 'false';
const PROBE = path.join(projectRoot, 'tests', 'hardening', 'probe.mjs');
const WATCHDOG = path.join(projectRoot, 'tests', 'hardening', 'watchdog.mjs');

/** A port nobody listens on right now (the kernel picks it, we release it and use it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temp folder for one server: data, uploads, its own TMPDIR and a minimal web app build. */
export function makeSandbox(label: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), `hardening-${label}-`));
  const sandbox = {
    root,
    dataDir: path.join(root, 'data'),
    uploadDir: path.join(root, 'uploads'),
    tmpDir: path.join(root, 'tmp'),
    clientDir: path.join(root, 'client'),
    get dbFile() {
      return path.join(sandbox.dataDir, 'db.json');
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  mkdirSync(sandbox.tmpDir, { recursive: true });
  mkdirSync(sandbox.clientDir, { recursive: true });
  // A stand-in for the Vite build so HTML responses can be checked without building the client.
  writeFileSync(
    path.join(sandbox.clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hardening shell</title></head><body><div id="root"></div></body></html>',
  );
  return sandbox;
}
export type Sandbox = ReturnType<typeof makeSandbox>;

export type StartOptions = {
  sandbox: Sandbox;
  /** 'unset' removes NODE_ENV, which the env parser maps to development. */
  nodeEnv?: 'production' | 'unset';
  env?: Record<string, string | undefined>;
  /** Load probe.mjs so the test can ask the process whether Object.prototype was polluted. */
  probe?: boolean;
  /** Further test hooks loaded into the server with --import (e.g. hold-loop.mjs). */
  imports?: string[];
  readyTimeoutMs?: number;
  /**
   * Run a compiled server (scripts/server-build.mjs output: `<folder>/index.js`) with plain node,
   * as production does. Without it the suite runs server/index.ts through tsx (no build needed).
   */
  compiledServerDir?: string;
  /** A fixed port instead of a free one the kernel picks. */
  port?: number;
  /** Run the server as this user (the test process must be root), e.g. to meet folders it does not own. */
  user?: { uid: number; gid: number };
};

/** Environment for the child built from scratch: vitest's NODE_ENV=test and VITEST_* must not leak in. */
function childEnv(opts: StartOptions, port: number): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TZ', 'SHELL', 'USER'];
  const env: NodeJS.ProcessEnv = {};
  for (const key of keep) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.sandbox.dataDir,
    UPLOAD_DIR: opts.sandbox.uploadDir,
    CLIENT_DIR: opts.sandbox.clientDir,
    TMPDIR: opts.sandbox.tmpDir,
    HARDENING_PARENT_PID: String(process.pid),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    // Every test client comes from 127.0.0.1; the per-IP limit on public form submissions would
    // otherwise stop the load tests after ten leads (throttle.test.ts checks that limit itself).
    LEAD_MAX_SUBMISSIONS: '100000',
  });
  if (opts.nodeEnv === 'unset') delete env.NODE_ENV;
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

export class ServerProcess {
  readonly output: string[] = [];
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;
  private readonly exited: Promise<void>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly options: StartOptions,
  ) {
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        resolve();
      });
    });
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get log() {
    return this.output.join('');
  }

  get running() {
    return this.exitCode === null && this.exitSignal === null;
  }

  /** Spawns the server without waiting for it (used to watch a start that must fail). */
  static async spawn(options: StartOptions): Promise<ServerProcess> {
    const port = options.port ?? (await freePort());
    const entry = options.compiledServerDir ? [path.join(options.compiledServerDir, 'index.js')] : ['--import', 'tsx', 'server/index.ts'];
    const hooks = [...(options.probe ? [PROBE] : []), ...(options.imports ?? [])];
    const args = ['--import', WATCHDOG, ...hooks.flatMap((hook) => ['--import', hook]), ...entry];
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: childEnv(options, port),
      ...(options.user ?? {}),
      stdio: options.probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    return new ServerProcess(child, port, options);
  }

  /** Spawns the server and resolves once GET /api/site-content answers 200. */
  static async start(options: StartOptions): Promise<ServerProcess> {
    const server = await ServerProcess.spawn(options);
    await server.waitReady(options.readyTimeoutMs ?? 60_000);
    return server;
  }

  async waitReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`server exited (code ${this.exitCode}, signal ${this.exitSignal}) before it was ready:\n${this.log}`);
      try {
        const res = await request(this.url, '/api/site-content', { timeoutMs: 2000 });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(40);
    }
    await this.kill9();
    throw new Error(`server was not ready within ${timeoutMs} ms:\n${this.log}`);
  }

  /** Resolves with the exit code (waits at most timeoutMs). */
  async waitExit(timeoutMs = 30_000): Promise<number | null> {
    await Promise.race([this.exited, sleep(timeoutMs)]);
    return this.exitCode;
  }

  /** kill -9: no shutdown handler runs, exactly like a crash or an OOM kill. */
  async kill9() {
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    if (this.running) this.child.kill('SIGTERM');
    await Promise.race([this.exited, sleep(8000)]);
    await this.kill9();
  }

  /** Another process on the same data; this one is stopped first if it is still running. */
  async restart(overrides: Partial<StartOptions> = {}) {
    await this.stop();
    return ServerProcess.start({ ...this.options, ...overrides });
  }

  /** Asks probe.mjs (loaded with --import) what the process's built-in prototypes look like now. */
  async probe(): Promise<{ polluted: string[] }> {
    if (!this.child.send) throw new Error('started without probe: true');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('probe did not answer')), 5000);
      this.child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as { polluted: string[] });
      });
      this.child.send('probe');
    });
  }
}

export type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body parsed as JSON (throws when it is not); read it through a schema or valueAt. */
  json: () => unknown;
};

/** The value at a path of object keys in parsed JSON, undefined where the path leaves the objects. */
export function valueAt(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The text at a path of object keys in parsed JSON; undefined when it is missing or not text. */
export function textAt(value: unknown, ...keys: string[]): string | undefined {
  const at = valueAt(value, ...keys);
  return typeof at === 'string' ? at : undefined;
}

/**
 * The message of an error answer in any of the server's shapes: REST's `{ message }`, tRPC's
 * `{ error: { json: { message } } }` (superjson) or `{ error: { message } }`; undefined without one.
 */
export const errorMessageOf = (body: unknown): string | undefined =>
  textAt(body, 'message') ?? textAt(body, 'error', 'json', 'message') ?? textAt(body, 'error', 'message');

/** Answers the probes read fields of, checked so that a changed answer fails loudly. */
export const answers = {
  /** A stored record as answered (its other fields kept). */
  record: z.looseObject({ id: z.string() }),
  /** A list of stored records. */
  records: z.array(z.looseObject({ id: z.string() })),
  /** GET /api/site-content: key → text. */
  siteContent: z.record(z.string(), z.string()),
};

/**
 * The data file as JSON, checked only as far as the probes read or damage it; every other field is
 * kept as it was, so the edited object can be written back.
 */
export const rawDbFile = z.looseObject({
  version: z.number().optional(),
  siteContent: z.record(z.string(), z.unknown()),
  properties: z.array(z.looseObject({ id: z.string() })),
  contactMessages: z.array(z.looseObject({ id: z.string() })),
  admin: z.looseObject({ passwordHash: z.string().optional(), sessions: z.array(z.looseObject({})).optional() }),
});

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string | Buffer;
  /** An object is sent as JSON with the JSON content type (unless headers say otherwise). */
  json?: unknown;
  timeoutMs?: number;
  /** Called once the whole request, body included, has been handed to the operating system. */
  onSent?: () => void;
};

/**
 * One HTTP request with the path sent exactly as given (no URL normalisation, so
 * /uploads/../data/db.json reaches the server as written). Rejects on network errors.
 */
export function request(base: string, rawPath: string, opts: RequestOptions = {}): Promise<Reply> {
  const { hostname, port } = new URL(base);
  let body = opts.body;
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined) headers[k.toLowerCase()] = v;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] ??= 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: rawPath, method: opts.method ?? (body === undefined ? 'GET' : 'POST'), headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          const text = buf.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buf,
            text,
            json: (): unknown => JSON.parse(text),
          });
        });
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error(`timeout ${opts.method ?? 'GET'} ${rawPath}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end(opts.onSent);
  });
}

/** A client bound to one server with optional credentials. */
export function client(base: string, defaults: { token?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  const auth = (): Record<string, string> => ({
    ...(defaults.token ? { authorization: `Bearer ${defaults.token}` } : {}),
    ...(defaults.cookie ? { cookie: defaults.cookie } : {}),
    ...defaults.headers,
  });
  const call = (method: string, p: string, json?: unknown, headers: Record<string, string> = {}) =>
    request(base, p, { method, json, headers: { ...auth(), ...headers } });
  return {
    get: (p: string, headers?: Record<string, string>) => call('GET', p, undefined, headers),
    post: (p: string, json?: unknown, headers?: Record<string, string>) => call('POST', p, json ?? {}, headers),
    put: (p: string, json?: unknown, headers?: Record<string, string>) => call('PUT', p, json ?? {}, headers),
    del: (p: string, headers?: Record<string, string>) => call('DELETE', p, undefined, headers),
    /**
     * tRPC httpLink wire format with the superjson transformer: query = GET ?input=<{ json }>,
     * mutation = POST with { json: input }; answers are { result: { data: { json } } }.
     */
    trpc: (procedure: string, type: 'query' | 'mutation', input?: unknown, headers?: Record<string, string>) =>
      type === 'query'
        ? call(
            'GET',
            `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`,
            undefined,
            headers,
          )
        : call('POST', `/api/trpc/${procedure}`, superjson.serialize(input ?? null), headers),
  };
}

export type Session = { token: string; cookie: string };

/** POST /api/admin/login; returns the bearer token and the agent_admin cookie pair. */
export async function login(base: string, password = ADMIN_PASSWORD, headers: Record<string, string> = {}): Promise<Session> {
  const res = await request(base, '/api/admin/login', { json: { username: 'admin', password }, headers });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { token: z.object({ token: z.string() }).parse(res.json()).token, cookie: sessionCookie(res) };
}

export function sessionCookie(res: Reply): string {
  const setCookie = res.headers['set-cookie'] ?? [];
  const pair = setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('agent_admin='));
  if (!pair) throw new Error(`no agent_admin cookie in ${JSON.stringify(setCookie)}`);
  return pair;
}

/** A multipart/form-data body built by hand, so file names and parts can be hostile. */
export function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----hardening${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** A JSON file, parsed but unchecked until a schema reads it. */
export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
export async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { recursive: true })).map(String);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Lines that look like a stack frame or leak where the code lives. */
export function leaksInternals(text: string): string | null {
  const patterns = [
    /\n\s+at\s+\S+/,
    /\bat\s+[^\s]+\s+\([^)]*:\d+:\d+\)/,
    /node_modules\//,
    new RegExp(escapeRegExp(projectRoot)),
    /\/server\/[\w/-]+\.ts/,
    /"stack"\s*:/,
  ];
  for (const p of patterns) {
    const m = text.match(p);
    if (m) return m[0];
  }
  return null;
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Route = { method: string; path: string };

/** Every /api route the REST adapters register, read from server/rest so a new route is covered without editing the tests. */
export function restRoutes(): Route[] {
  const dir = path.join(projectRoot, 'server', 'rest');
  const routes: Route[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const m of source.matchAll(/\.(get|post|put|delete|patch)\(\s*['"`](\/api\/[^'"`]+)['"`]/g))
      routes.push({ method: m[1]!.toUpperCase(), path: m[2]! });
  }
  return routes;
}
