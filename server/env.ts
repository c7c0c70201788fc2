// The only reader of process.env. Parsed once; a bad value stops the start with a message naming it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { z } from 'zod';
import { SERVER_MAX_PASSWORD, SERVER_MIN_PASSWORD } from '../domain/auth';
import { isEmailAddress, parseMailbox } from './mail/address';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    UPLOAD_DIR: z.string().min(1).default('./uploads'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
    ADMIN_PASSWORD: z.string().min(SERVER_MIN_PASSWORD, `must be at least ${SERVER_MIN_PASSWORD} characters`).max(SERVER_MAX_PASSWORD).optional(),
    /** Express "trust proxy": false, true, a hop count or a list of addresses. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .superRefine((value, ctx) => {
        const problem = trustProxyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** Force the Secure cookie flag; by default it follows the request protocol. */
    COOKIE_SECURE: bool.optional(),
    /** The public origin; kept as the URL's origin (no trailing slash, lower-case host, no default port). */
    SITE_URL: z
      .string()
      .transform((value, ctx) => {
        const origin = siteOrigin(value);
        if (origin === null) {
          ctx.addIssue({
            code: 'custom',
            message: `must be the site's public address: http:// or https://, the host name and an optional port, nothing after it (for example https://www.example-agent.com); got ${JSON.stringify(value)}`,
          });
          return z.NEVER;
        }
        return origin;
      })
      .optional(),
    LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
    /** Failed sign-ins an hour against the account from all addresses together (server/auth/throttle.ts). */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Where the built web app lives (default dist/client); lets parallel test runs keep separate builds. */
    CLIENT_DIR: z.string().min(1).default('dist/client'),
    LOGIN_WINDOW_MINUTES: z.coerce
      .number()
      .min(0.01)
      .max(24 * 60)
      .default(15),

    // Outgoing e-mail (server/mail). SMTP_HOST switches it on; without it the site sends nothing.
    SMTP_HOST: z.string().trim().min(1).max(255).optional(),
    /** Defaults to 465 with SMTP_SECURE=true, else 587. */
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** true: implicit TLS from the first byte (port 465); false: STARTTLS whenever the server offers it. */
    SMTP_SECURE: bool.optional(),
    SMTP_USER: z.string().max(500).optional(),
    SMTP_PASS: z.string().max(500).optional(),
    /** The From address: `agent@example.com` or `Angela Whitfield <agent@example.com>`. */
    MAIL_FROM: z
      .string()
      .max(500)
      .refine((v) => parseMailbox(v) !== null, 'must be an e-mail address, optionally with a name: Angela Whitfield <angela@example.com>')
      .optional(),
    /** Where lead notifications go; defaults to the Contact email in Site Content. */
    AGENT_NOTIFY_EMAIL: z.string().trim().max(254).refine(isEmailAddress, 'must be an e-mail address').optional(),

    // Public form submissions per client IP (contact and valuation counted separately).
    LEAD_MAX_SUBMISSIONS: z.coerce.number().int().min(1).max(100_000).default(10),
    LEAD_WINDOW_MINUTES: z.coerce
      .number()
      .min(0.01)
      .max(24 * 60)
      .default(10),
    /** A form sent sooner than this after it appeared is a bot's (0 turns the check off). */
    LEAD_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
    /**
     * Over this size (MB) of the data file, new public leads are refused with a 503 naming the
     * agent's phone: every write holds several copies of the data in memory, and past it the
     * 128 MB heap of the deployed service would run out (server/leads/storage-budget.ts).
     */
    DATA_FILE_MAX_MB: z.coerce.number().positive().max(4096).default(12),

    // Operations: snapshots of the data file and uploads (server/backup), logs (server/logger.ts).
    /** Where snapshots go; default DATA_DIR/backups. Keep it on the same machine's disk and copy it off-site. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** Hours between automatic snapshots (0 turns the timer off; snapshots before migrations and restores still run). */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .default(24),
    /** pino level: fatal, error, warn, info (one line per request), debug, trace or silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (!env.SMTP_HOST) return;
    // Without a sender the SMTP server would reject every message: say so at start, not per lead.
    if (!env.MAIL_FROM && !(env.SMTP_USER && isEmailAddress(env.SMTP_USER)))
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required when SMTP_HOST is set (for example: Angela Whitfield <angela@example.com>)',
      });
    if (env.SMTP_PASS && !env.SMTP_USER) ctx.addIssue({ code: 'custom', path: ['SMTP_USER'], message: 'is required when SMTP_PASS is set' });
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string; uploadDir: string; backupDir: string; projectRoot: string; clientDir: string };

/**
 * The folder holding package.json: server/ when run from source, a few levels above the compiled
 * bundle (dist/client-server/) in production. Seed data, the web app build and index.html are found from it.
 */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..');
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset" so `PORT= npm start` behaves like no PORT.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    projectRoot,
    dataDir: path.resolve(env.DATA_DIR),
    uploadDir: path.resolve(env.UPLOAD_DIR),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    clientDir: path.resolve(projectRoot, env.CLIENT_DIR),
  };
}

export class EnvError extends Error {}

/** TRUST_PROXY as Express understands it. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Why Express would refuse this TRUST_PROXY, or null. Express compiles the setting itself (with
 * proxy-addr): asking it here accepts exactly what the server accepts, and a typo such as
 * `lopback` stops the start with the variable's name instead of a library's stack trace, before
 * anything is written to the data folder.
 */
function trustProxyProblem(value: string): string | null {
  try {
    express().set('trust proxy', trustProxySetting(value));
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${reason}. Expected true, false, a number of proxies (1), loopback, linklocal, uniquelocal, or IP addresses and CIDR ranges (10.0.0.1, 10.0.0.0/8), separated by commas`;
  }
}

/**
 * The origin of an http(s) address with nothing after the host and port (a trailing slash
 * aside), or null. The site is served at the root of its host: a path would put every canonical
 * link and sitemap entry on pages that do not exist, and another scheme on links no browser follows.
 */
function siteOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#@\\\s]+\/?$/i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
