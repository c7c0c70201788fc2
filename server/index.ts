// Process entry: env, store, admin account, app, listen, graceful shutdown.
import http from 'node:http';
import path from 'node:path';
import { EnvError, parseEnv } from './env';
import { ensureAdminAccount } from './auth/admin-account';
import { loadSessionSecret } from './auth/session-secret';
import { createApp } from './app';
import { describeMailConfig, mailConfigFromEnv } from './mail/mailer';
import { createOutboxWorker } from './mail/outbox';
import { DataFileError } from './store/durable-json-file';
import { openStore } from './store/store';

async function main() {
  const env = parseEnv();
  const store = await openStore({ dataDir: env.dataDir, seedDir: path.join(env.projectRoot, 'data', 'seed') });
  await ensureAdminAccount(store, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  const sessionSecret = await loadSessionSecret(env.dataDir, env.SESSION_SECRET);
  const vite =
    env.NODE_ENV === 'development'
      ? await (await import('vite')).createServer({ server: { middlewareMode: true, fs: devFileAccess(env.projectRoot) }, appType: 'custom', root: env.projectRoot })
      : undefined;
  const { handler } = await createApp({ env, store, sessionSecret, vite });
  const server = http.createServer(handler);
  // Lead e-mails: the worker reads the outbox in the store, so mail queued before a restart goes out after it.
  console.log(describeMailConfig(env));
  const mailConfig = mailConfigFromEnv(env);
  const outbox = mailConfig ? createOutboxWorker({ store, config: mailConfig }) : null;
  await outbox?.start();
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
    // An e-mail in the middle of its SMTP conversation gets a few seconds to finish; one cut
    // short stays marked `sending` and is retried with the same Message-ID on the next start.
    const mailDone = outbox?.stop(4000) ?? Promise.resolve();
    server.close(() => void mailDone.finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
    void vite?.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataFileError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
