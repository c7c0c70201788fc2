// Process entry: env, store, admin account, app, listen, graceful shutdown.
import http from 'node:http';
import path from 'node:path';
import { EnvError, parseEnv } from './env';
import { ensureAdminAccount } from './auth/admin-account';
import { loadSessionSecret } from './auth/session-secret';
import { createApp } from './app';
import { DataFileError } from './store/durable-json-file';
import { openStore } from './store/store';

async function main() {
  const env = parseEnv();
  const store = await openStore({ dataDir: env.dataDir, seedDir: path.join(env.projectRoot, 'data', 'seed') });
  await ensureAdminAccount(store, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  const sessionSecret = await loadSessionSecret(env.dataDir, env.SESSION_SECRET);
  const vite =
    env.NODE_ENV === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom', root: env.projectRoot })
      : undefined;
  const { handler } = await createApp({ env, store, sessionSecret, vite });
  const server = http.createServer(handler);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(`Site running at http://localhost:${port} (${env.NODE_ENV}); data in ${env.dataDir}`);
  });
  server.on('error', (error) => {
    console.error(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.keepAliveTimeout = 65_000;

  const shutdown = (signal: string) => {
    console.log(`${signal} received, closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
    void vite?.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataFileError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
