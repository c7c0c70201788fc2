// Shared helpers for server tests: temp directories, a store opened from the real seed,
// in-process services for createCaller, and a real HTTP app on a random port.
import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TRPCError } from '@trpc/server';
import type { ContactMessageInput } from '../../domain/contact-message';
import type { PropertyInput } from '../../domain/property';
import type { SoldRecordInput } from '../../domain/sold-record';
import type { TestimonialInput } from '../../domain/testimonial';
import type { ValuationFormValues } from '../../domain/valuation-request';
import { ensureAdminAccount } from '../auth/admin-account';
import { AccountLock, LoginThrottle, SIGN_IN_ACCOUNT_WINDOW_MS } from '../auth/throttle';
import { createBackupService } from '../backup/service';
import { createApp } from '../app';
import { parseEnv, projectRoot, type Env } from '../env';
import { openStore, type Store } from '../store/store';
import { createInternalContext, type Auth, type Services } from '../trpc/context';
import { publicMessage } from '../trpc/errors';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import { validContactMessage, validValuationRequest } from '../../test-support/lead-payloads';

export const SEED_DIR = path.join(projectRoot, 'data', 'seed');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'Harbor-Light-Test-2031';
export const SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** A fresh directory under os.tmpdir(); remove it with removeDir. */
export async function tempDir(prefix = 'agent-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string) {
  await fs.rm(dir, { recursive: true, force: true });
}

/** An env as server/index.ts would parse it, pointing at the given directories. */
function testEnv(root: string, extra: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(root, 'data'),
    UPLOAD_DIR: path.join(root, 'uploads'),
    // No built client on purpose: API tests never reach the SPA fallback.
    CLIENT_DIR: path.join(root, 'no-client'),
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SESSION_SECRET,
    // Tests post many leads from one address; the per-IP lead limit has its own tests.
    LEAD_MAX_SUBMISSIONS: '10000',
    ...extra,
  });
}

export type TestServices = Services & { root: string; cleanup(): Promise<void> };

/**
 * Store opened from data/seed in a temp DATA_DIR, plus the services a context needs.
 * withAdmin creates the admin account (one scrypt hash).
 */
export async function createTestServices(opts: { withAdmin?: boolean; env?: Record<string, string> } = {}): Promise<TestServices> {
  const root = await tempDir();
  const env = testEnv(root, opts.env);
  const store = await openStore({ dataDir: env.dataDir, seedDir: SEED_DIR });
  if (opts.withAdmin) await ensureAdminAccount(store, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, log: () => {} });
  return {
    env,
    store,
    sessionSecret: SESSION_SECRET,
    loginThrottle: new LoginThrottle(env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_MINUTES * 60_000),
    signInLock: new AccountLock(env.LOGIN_ACCOUNT_MAX_FAILURES, SIGN_IN_ACCOUNT_WINDOW_MS),
    root,
    cleanup: () => removeDir(root),
  };
}

const createCaller = createCallerFactory(appRouter);

/** A caller without credentials, as an anonymous visitor. */
export const publicCaller = (services: Services) => createCaller(createInternalContext(services));

/** A caller authenticated as the admin (the session id need not exist for adminProcedure). */
export const adminCaller = (services: Services, auth: Auth = { sessionId: 'test-session', via: 'bearer' }) =>
  createCaller(createInternalContext(services, auth));

export type TestApp = {
  url: string;
  env: Env;
  store: Store;
  services: Services;
  server: Server;
  root: string;
  /** fetch against the app; `token` adds a bearer header, `json` sends a JSON body. */
  api(pathname: string, init?: RequestInit & { token?: string; json?: unknown; cookie?: string }): Promise<Response>;
  /** POST /api/admin/login; returns the token and the session cookie (name=value). */
  login(password?: string): Promise<{ token: string; cookie: string; response: Response }>;
  close(): Promise<void>;
};

/** createApp on a temp DATA_DIR/UPLOAD_DIR, listening on a random local port. */
export async function startTestApp(opts: { env?: Record<string, string>; backups?: boolean } = {}): Promise<TestApp> {
  const services = await createTestServices({ withAdmin: true, env: opts.env });
  // Snapshots into DATA_DIR/backups, as the server makes them (no timer).
  const backups = opts.backups
    ? createBackupService({ store: services.store, uploadDir: services.env.uploadDir, backupDir: services.env.backupDir, intervalHours: 0 })
    : undefined;
  services.backups = backups;
  const created = createApp({ env: services.env, store: services.store, sessionSecret: SESSION_SECRET, backups });
  // Served the way server/index.ts serves it: through its request handler, not the bare app.
  const server = createServer(created.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: TestApp['api'] = (pathname, init = {}) => {
    const { token, json, cookie, headers, ...rest } = init;
    const h = new Headers(headers);
    if (token !== undefined) h.set('authorization', `Bearer ${token}`);
    if (cookie !== undefined) h.set('cookie', cookie);
    if (json !== undefined) h.set('content-type', 'application/json');
    return fetch(`${url}${pathname}`, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  const login: TestApp['login'] = async (password = ADMIN_PASSWORD) => {
    const response = await api('/api/admin/login', { method: 'POST', json: { username: ADMIN_USERNAME, password } });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
    const body = (await response.clone().json()) as { token: string };
    return { token: body.token, cookie: sessionCookie(response) ?? '', response };
  };

  return {
    url,
    env: services.env,
    store: services.store,
    services,
    server,
    root: services.root,
    api,
    login,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.cleanup();
    },
  };
}

/** startTestApp, signed in as the admin: for test files that call the admin API throughout. */
export async function startSignedInTestApp(opts: Parameters<typeof startTestApp>[0] = {}): Promise<{ app: TestApp; token: string; cookie: string }> {
  const app = await startTestApp(opts);
  const { token, cookie } = await app.login();
  return { app, token, cookie };
}

/** The admin session cookie from a response, as "name=value" ready for a Cookie header. */
export function sessionCookie(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('agent_admin='));
  return header?.split(';')[0] ?? null;
}

/** A real image made with sharp (a small gradient-ish block of colour). */
export async function makeImage(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 80 }).toBuffer();
}

// Valid bodies as the forms send them; overrides may be invalid on purpose, hence the casts.

/** A complete, valid property body as the admin panel sends it (price and baths as text). */
export function propertyBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Renovated Colonial in Ellicott City',
    address: '8123 Frederick Road, Ellicott City, MD 21043',
    location: 'Ellicott City, Maryland',
    price: '450000',
    beds: 4,
    baths: '2.5',
    sqft: 2380,
    description: 'Four-bedroom colonial on a quiet cul-de-sac with a new kitchen and a finished lower level.',
    imageUrl: '/uploads/example.webp',
    status: 'Under Contract',
    ...overrides,
  } as PropertyInput;
}

export function testimonialBody(overrides: Record<string, unknown> = {}) {
  return {
    client: 'Marcus and Dana Ellison',
    location: 'Silver Spring, MD',
    quote: 'Angela priced our townhouse perfectly and we had three offers in the first weekend.',
    rating: '4.5',
    ...overrides,
  } as TestimonialInput;
}

export function soldRecordBody(overrides: Record<string, unknown> = {}) {
  return {
    property: '2210 Eutaw Place, Baltimore, MD 21217',
    salePrice: '385000',
    saleDate: '2018-05-14',
    role: 'Buyer Agent',
    ...overrides,
  } as SoldRecordInput;
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  return { ...validContactMessage, ...overrides } as ContactMessageInput;
}

export function valuationBody(overrides: Record<string, unknown> = {}) {
  return { ...validValuationRequest, notes: 'New roof in 2021.', ...overrides } as ValuationFormValues;
}

/** Waits until check() is true (for work the server finishes just after answering, like temp-file removal). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 2000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The code and the client-visible message of a procedure call that must fail. */
export async function callError(promise: Promise<unknown>): Promise<{ code: TRPCError['code']; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { code: error.code, message: publicMessage(error) };
  }
  throw new Error('expected the call to fail');
}
