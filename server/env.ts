// The only reader of process.env. Parsed once; a bad value stops the start with a message naming it.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).default('./uploads'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  /** Express "trust proxy": false, true, a hop count or a list of addresses. */
  TRUST_PROXY: z.string().default('false'),
  /** Force the Secure cookie flag; by default it follows the request protocol. */
  COOKIE_SECURE: bool.optional(),
  SITE_URL: z.url().optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Where the built web app lives (default dist/client); lets parallel test runs keep separate builds. */
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  LOGIN_WINDOW_MINUTES: z.coerce.number().min(0.01).max(24 * 60).default(15),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; uploadDir: string; projectRoot: string; clientDir: string };

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

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
