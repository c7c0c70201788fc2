// Process entry: env, store, admin account, app, listen, graceful shutdown.
import http from 'node:http';
import path from 'node:path';
import { parseEnv } from './env';
import { ensureAdminAccount, forgetUnusedAdminAccount } from './auth/admin-account';
import { loadSessionSecret } from './auth/session-secret';
import { createApp } from './app';
import { describeMailConfig, mailConfigFromEnv } from './mail/mailer';
import { createOutboxWorker } from './mail/outbox-worker';
import { openDataStore } from './store/open-data-store';
import { checkDataFolders } from './store/data-folder';
import { backfillPhotoVariants } from './photos/listing-photos';
import { photoDirs } from './trpc/routers/uploads';
import { photoQueue } from './uploads/queue';
import { ImageRejected } from './uploads/image';
import { createBackupService } from './backup/service';
import { claimPidFile } from './backup/server-lock';
import { EXIT_NEEDS_OPERATOR, startupFailureMessage } from './startup-failure';
import { sweepRestoreLeftovers } from './backup/restore';
import { configureLogger, log } from './logger';
import { flushThrottledSignIns } from './audit/audit-log';
import { scheduleSpamPurge } from './leads/spam-folder';
import { collectGarbageWhenIdle } from './idle-memory';
import { scheduleUploadSweep } from './photos/uploads-in-use';
import { drainServer } from './shutdown';

/** Set by the production build (scripts/build.mjs); the compiled server never loads Vite. */
declare const __COMPILED_SERVER__: boolean | undefined;
const compiled = typeof __COMPILED_SERVER__ !== 'undefined' && __COMPILED_SERVER__;

/** The longest a shutdown waits for requests in progress before exiting anyway. */
const SHUTDOWN_GRACE_MS = 12_000;
/** The answer to an upload waiting for the photo queue, or being made, when the server stops. */
const PHOTO_NOT_SAVED_AT_SHUTDOWN = 'The server is restarting, so this photo was not saved. Please upload it again in a minute.';

async function main() {
  const env = parseEnv();
  configureLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' && !compiled });
  // Before the store is opened (a migration writes db.json): one server per data folder.
  claimPidFile(env.dataDir, (message) => log.warn(message));
  // Work folders of a restore that was killed part-way (a copy of every lead and the uploads).
  await sweepRestoreLeftovers({ dataDir: env.dataDir, dataFile: path.join(env.dataDir, 'db.json'), uploadDir: env.uploadDir });
  // Folders this user cannot write and a damaged history.json stop the start here, before a
  // migration touches db.json, instead of failing uploads and edits later.
  await checkDataFolders(env);
  const store = await openDataStore(env);
  const adminCreatedNow = await ensureAdminAccount(store, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  // Photos uploaded before the pipeline existed get their variants, in the background.
  void backfillPhotoVariants(store, photoDirs(env))
    .then((count) => count > 0 && log.info({ count }, 'made the size variants of earlier photos'))
    .catch((error) => log.error({ err: error }, 'making the size variants of earlier photos failed'));
  const sessionSecret = await loadSessionSecret(env.dataDir, env.SESSION_SECRET);
  // The typeof test comes first so esbuild folds it to false and drops the import from the bundle.
  const vite =
    typeof __COMPILED_SERVER__ === 'undefined' && env.NODE_ENV === 'development' ? await (await import('./dev-server')).devServer(env) : undefined;
  const backups = createBackupService({
    store,
    uploadDir: env.uploadDir,
    backupDir: env.backupDir,
    intervalHours: env.BACKUP_INTERVAL_HOURS,
    onError: (error) => log.error({ err: error }, 'backup failed'),
  });
  await backups.start();
  const stopSpamPurge = scheduleSpamPurge(store, (count) => log.info({ count }, 'purged spam older than 30 days'));
  const stopUploadSweep = scheduleUploadSweep(store, photoDirs(env), (result) =>
    result instanceof Error
      ? log.error({ err: result }, 'sweeping unused uploads failed')
      : log.info({ count: result }, 'removed unused uploaded photos'),
  );
  const { handler, pageViews } = createApp({ env, store, sessionSecret, vite, backups });
  const idle = collectGarbageWhenIdle();
  let closing = false;
  const server = http.createServer((req, res) => {
    idle.touch();
    // Shutting down: this answer is the connection's last, so keep-alive clients do not hold the exit.
    if (closing) res.setHeader('Connection', 'close');
    handler(req, res);
  });
  // Lead e-mails: the worker reads the outbox in the store, so mail queued before a restart goes out after it.
  log.info(describeMailConfig(env));
  if (env.NODE_ENV === 'production' && !env.SITE_URL) {
    log.warn(
      'SITE_URL is not set: canonical links, the sitemap and link previews use the address each request names; set it to the public address (docs/deploy.md)',
    );
  }
  const mailConfig = mailConfigFromEnv(env);
  const outbox = mailConfig ? createOutboxWorker({ store, config: mailConfig }) : null;
  await outbox?.start();
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log.info(
      { port, nodeEnv: env.NODE_ENV, dataDir: env.dataDir, startupMs: Math.round(performance.now()) },
      `Site running at http://localhost:${port}`,
    );
  });
  server.on('error', (error) => {
    log.fatal(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    // A password generated by this start was shown for a server that never ran (and, under a
    // restart loop, scrolls away): take the account back so the next start makes and shows one.
    const forget = adminCreatedNow && !server.listening ? forgetUnusedAdminAccount(store) : Promise.resolve();
    void forget.finally(() => process.exit(1));
  });
  server.keepAliveTimeout = 65_000;

  const shutdown = (signal: string) => {
    // A second signal (Ctrl-C twice) must not close the server again: that would end the drain early.
    if (closing) return;
    log.info(`${signal} received, closing`);
    backups.stop();
    idle.stop();
    stopSpamPurge();
    stopUploadSweep();
    // An e-mail in the middle of its SMTP conversation gets a few seconds to finish; one cut
    // short stays marked `sending` and is retried with the same Message-ID on the next start.
    const mailDone = outbox?.stop(4000) ?? Promise.resolve();
    // Page views buffered since the last flush are written before the process ends.
    const viewsDone = pageViews.stop().catch((error) => log.error({ err: error }, 'could not write page views'));
    // Throttled sign-ins counted since their window's first entry get their summary line now.
    const auditDone = flushThrottledSignIns(store).catch((error) => log.error({ err: error }, 'could not write the audit log'));
    // Every answer from now on closes its connection, so keep-alive clients do not hold the exit.
    closing = true;
    // Photos not yet started are answered 503 at once; the one being made stops at its next step.
    photoQueue.close(() => new ImageRejected(PHOTO_NOT_SAVED_AT_SHUTDOWN, 503));
    // Still accepting until connections stop arriving, so a form post already sent is answered,
    // not reset (server/shutdown.ts).
    void drainServer(server).then(
      () =>
        void Promise.all([mailDone, viewsDone, auditDone]).finally(() => {
          log.info('closed: every connection has finished');
          process.exit(0);
        }),
    );
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    void vite?.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const known = startupFailureMessage(error);
  if (known) log.fatal(known);
  else log.fatal({ err: error }, `Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  // A cause that needs the operator (configuration, the data file, permissions) exits with
  // EX_CONFIG, which the systemd unit does not restart: a loop every few seconds would bury the
  // message under its own repeats.
  process.exit(known ? EXIT_NEEDS_OPERATOR : 1);
});
