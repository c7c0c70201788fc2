// Test helper for the outbox tests: services with SMTP pointed at a loopback server, a worker
// with short backoffs, lead bodies, and cleanups each test file runs after every test.
import { createTestServices, type TestServices } from './harness';
import type { Store } from '../store/store';
import { createMailer, mailConfigFromEnv } from '../mail/mailer';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-server';

export const AGENT_INBOX = 'angela.leads@example.com';
const FROM = 'Whitfield Home Group <notifications@whitfieldhomegroup.com>';

/** What to close or remove after the current test, newest first (see runCleanups). */
export const cleanups: (() => unknown)[] = [];
export async function runCleanups() {
  while (cleanups.length) await cleanups.pop()!();
}

export async function services(port: number, extra: Record<string, string> = {}): Promise<TestServices> {
  const s = await createTestServices({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: FROM, AGENT_NOTIFY_EMAIL: AGENT_INBOX, LEAD_MIN_FILL_SECONDS: '0', ...extra },
  });
  cleanups.push(() => s.cleanup());
  return s;
}

export async function smtp(opts: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(opts);
  cleanups.push(() => server.close());
  return server;
}

export function worker(
  store: Store,
  s: TestServices,
  opts: { backoffMs?: number[]; maxAttempts?: number; log?: (l: string) => void; selfSignedTls?: boolean } = {},
): OutboxWorker {
  const config = mailConfigFromEnv(s.env);
  if (!config) throw new Error('mail is not configured');
  // The loopback server's certificate is self-signed; production keeps certificate checks on.
  const mailer = opts.selfSignedTls ? createMailer(config, { tls: { rejectUnauthorized: false } }) : undefined;
  const w = createOutboxWorker({
    store,
    config,
    mailer,
    backoffMs: opts.backoffMs ?? [40, 80],
    maxAttempts: opts.maxAttempts,
    log: opts.log ?? (() => {}),
  });
  cleanups.push(() => w.stop());
  return w;
}

// The lead bodies every server test sends, under the names the outbox tests use.
export { contactBody as contact, valuationBody as valuation } from './harness';

export const allSent = (store: Store, n: number) => () => store.read().outbox.length === n && store.read().outbox.every((i) => i.status === 'sent');
export const byRecipient = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.envelopeTo.includes(address));
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
