// Development only: Vite's dev server in middleware mode (hot reload). The compiled production
// server never imports this file, so Vite is not needed where the site runs.
import path from 'node:path';
import type { Env } from './env';

export async function devServer(env: Env) {
  const { createServer } = await import('vite');
  return createServer({ server: { middlewareMode: true, fs: devFileAccess(env.projectRoot) }, appType: 'custom', root: env.projectRoot });
}

/**
 * Vite's dev server would otherwise serve any file under the project root: package.json,
 * server/*.ts (transformed), data/db.json when DATA_DIR is the default ./data. A server started
 * without NODE_ENV runs in development, so only what the browser bundle needs is reachable.
 */
function devFileAccess(root: string) {
  return {
    strict: true,
    allow: ['index.html', 'src', 'domain', 'public', 'node_modules'].map((p) => path.join(root, p)),
    deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.package-lock.json'],
  };
}
