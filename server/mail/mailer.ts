// SMTP configuration from the environment and the nodemailer transport built from it.
import type { SendMailOptions, SMTPTransportOptions, Transporter } from 'nodemailer';
import type { Env } from '../env';
import { isEmailAddress, parseMailbox, type Mailbox } from './address';

export type MailConfig = {
  host: string;
  port: number;
  /** Implicit TLS; otherwise STARTTLS is used whenever the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: Mailbox;
  /** AGENT_NOTIFY_EMAIL; when null, the Contact email from Site Content is used. */
  agentNotifyEmail: string | null;
  /** SITE_URL without a trailing slash, for the admin-panel link in notifications. */
  siteUrl: string | null;
};

type MailEnv = Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'MAIL_FROM' | 'AGENT_NOTIFY_EMAIL'> &
  Partial<Pick<Env, 'SITE_URL'>>;

const cache = new WeakMap<object, MailConfig | null>();

/** null when SMTP_HOST is unset: e-mail notifications are off and nothing is queued. */
export function mailConfigFromEnv(env: MailEnv): MailConfig | null {
  const cached = cache.get(env);
  if (cached !== undefined) return cached;
  const config = buildConfig(env);
  cache.set(env, config);
  return config;
}

function buildConfig(env: MailEnv): MailConfig | null {
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE ?? false;
  const from =
    (env.MAIL_FROM ? parseMailbox(env.MAIL_FROM) : null) ??
    (env.SMTP_USER && isEmailAddress(env.SMTP_USER) ? { name: '', address: env.SMTP_USER } : null);
  // parseEnv refuses this combination; the check keeps hand-built envs honest too.
  if (!from) throw new Error('MAIL_FROM is required when SMTP_HOST is set');
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : null,
    from,
    agentNotifyEmail: env.AGENT_NOTIFY_EMAIL ?? null,
    siteUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, '') : null,
  };
}

/** One line for the start-up log: where mail goes, or why it is off. Never prints the password. */
export function describeMailConfig(env: MailEnv & Record<string, unknown>): string {
  const config = mailConfigFromEnv(env);
  if (!config) {
    const stray = ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'MAIL_FROM', 'AGENT_NOTIFY_EMAIL'].filter((k) => env[k] !== undefined);
    return stray.length
      ? `E-mail notifications are off: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but SMTP_HOST is not`
      : 'E-mail notifications are off (SMTP_HOST is not set)';
  }
  const tls = config.secure ? 'implicit TLS' : 'STARTTLS when offered';
  const auth = config.auth ? `as ${config.auth.user}` : 'without authentication';
  const to = config.agentNotifyEmail ?? 'the Contact email in Site Content';
  return `E-mail notifications on: SMTP ${config.host}:${config.port} (${tls}) ${auth}; lead alerts to ${to}`;
}

export type OutgoingMail = Pick<SendMailOptions, 'from' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'messageId' | 'headers'>;
export type SendResult = { messageId: string; response: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
};

/** extra: transport options for tests (for example tls.rejectUnauthorized against a self-signed loopback server). */
export function createMailer(config: MailConfig, extra: Partial<SMTPTransportOptions> = {}): Mailer {
  // nodemailer is loaded with the first message, not with the server.
  let transport: Promise<Transporter> | null = null;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: config.auth ?? undefined,
      // A stalled server must not hold the outbox for minutes; the item is simply retried later.
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      // Never read local files or fetch URLs on behalf of message content.
      disableFileAccess: true,
      disableUrlAccess: true,
      ...extra,
    });
  };
  return {
    async send(mail) {
      // nodemailer types the delivery info loosely; only these two fields are read.
      const info = (await (await (transport ??= connect())).sendMail(mail)) as { messageId?: string; response?: string };
      return { messageId: String(info.messageId ?? ''), response: String(info.response ?? '') };
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
