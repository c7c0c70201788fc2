// The outbox against a real SMTP server on loopback: what arrives, and that nothing is lost or
// sent twice when the SMTP server or this server goes down.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, eventually, publicCaller, adminCaller, SEED_DIR, type TestServices } from '../test/harness';
import { openStore, type Store } from '../store/store';
import type { OutboxItem } from '../store/schema';
import { createMailer, mailConfigFromEnv } from './mailer';
import { createOutboxWorker, type OutboxWorker } from './outbox';
import { startTestSmtpServer, unusedPort, type ReceivedMail, type TestSmtpServer } from '../test/smtp-server';

const AGENT_INBOX = 'angela.leads@example.com';
const FROM = 'Whitfield Home Group <notifications@whitfieldhomegroup.com>';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function services(port: number, extra: Record<string, string> = {}): Promise<TestServices> {
  const s = await createTestServices({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: FROM, AGENT_NOTIFY_EMAIL: AGENT_INBOX, LEAD_MIN_FILL_SECONDS: '0', ...extra },
  });
  cleanups.push(() => s.cleanup());
  return s;
}

async function smtp(opts: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(opts);
  cleanups.push(() => server.close());
  return server;
}

function worker(
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

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '(301) 555-0142',
  subject: 'buying' as const,
  message: 'We are relocating to Bethesda in the spring and would like to see townhouses under $900K.',
  ...overrides,
});

const valuation = (overrides: Record<string, unknown> = {}) => ({
  name: 'George Whitaker',
  email: 'g.whitaker@example.com',
  phone: '4105550199',
  address: '14 Tidewater Court',
  city: 'Annapolis',
  state: 'MD',
  zipCode: '21401',
  propertyType: 'Single-family home',
  bedrooms: '4',
  bathrooms: '3',
  squareFeet: '2600',
  yearBuilt: '1998',
  notes: 'New roof in 2021.',
  ...overrides,
});

const allSent = (store: Store, n: number) => () => store.read().outbox.length === n && store.read().outbox.every((i) => i.status === 'sent');
const byRecipient = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.envelopeTo.includes(address));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('lead e-mails through SMTP', () => {
  it('sends the agent every field with reply-to the visitor, and the visitor a confirmation in the agent name', async () => {
    const server = await smtp();
    const s = await services(server.port);
    await publicCaller(s).contactMessages.create(contact());
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 2))).toBe(true);

    expect(server.received).toHaveLength(2);
    const agent = byRecipient(server.received, AGENT_INBOX)[0]!;
    expect(agent.envelopeTo).toEqual([AGENT_INBOX]);
    expect(agent.envelopeFrom).toBe('notifications@whitfieldhomegroup.com');
    expect(agent.header('from')).toBe('Whitfield Home Group <notifications@whitfieldhomegroup.com>');
    expect(agent.header('reply-to')).toBe('Priya Raman <priya.raman@example.com>');
    expect(agent.header('subject')).toBe('New contact message from Priya Raman: Buying a home');
    expect(agent.header('auto-submitted')).toBe('auto-generated');
    for (const value of ['Priya Raman', 'priya.raman@example.com', '(301) 555-0142', 'Buying a home', 'townhouses under $900K']) {
      expect(agent.text).toContain(value);
      expect(agent.html).toContain(value);
    }

    const visitor = byRecipient(server.received, 'priya.raman@example.com')[0]!;
    expect(visitor.envelopeTo).toEqual(['priya.raman@example.com']);
    expect(visitor.header('from')).toBe('Angela Whitfield <notifications@whitfieldhomegroup.com>');
    expect(visitor.header('to')).toBe('Priya Raman <priya.raman@example.com>');
    expect(visitor.header('reply-to')).toBe('Angela Whitfield <angela@whitfieldhomegroup.com>');
    expect(visitor.header('subject')).toBe('Thank you for your message');
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('Hello Priya Raman,');
      expect(part).toContain('within 24 hours');
      expect(part).toContain('(410) 555-0187');
      expect(part).toContain('Maryland Real Estate Commission License #0654218');
      expect(part).toContain('Virginia Real Estate Board License #0225261473');
      // The visitor's own words are never mailed back to an address nobody verified.
      expect(part).not.toContain('townhouses under');
    }
    // No tracking: no images, no web links at all, only tel: and mailto:.
    expect(visitor.html).not.toMatch(/<img|https?:\/\//i);
    expect(visitor.html).toContain('href="tel:+14105550187"');
    // Distinct, stable Message-IDs recorded in the store.
    const ids = s.store.read().outbox.map((i) => i.messageId);
    expect(new Set(server.received.map((m) => m.header('message-id')))).toEqual(new Set(ids));
  });

  it('sends every valuation field, and the visitor the valuation promise', async () => {
    const server = await smtp();
    const s = await services(server.port);
    await publicCaller(s).valuationRequests.create(valuation());
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 2))).toBe(true);
    const agent = byRecipient(server.received, AGENT_INBOX)[0]!;
    expect(agent.header('subject')).toBe('New home valuation request from George Whitaker: 14 Tidewater Court, Annapolis, MD');
    expect(agent.header('reply-to')).toBe('George Whitaker <g.whitaker@example.com>');
    for (const [label, value] of [
      ['Property address', '14 Tidewater Court'],
      ['City', 'Annapolis'],
      ['State', 'MD'],
      ['ZIP code', '21401'],
      ['Property type', 'Single-family home'],
      ['Bedrooms', '4'],
      ['Bathrooms', '3'],
      ['Square feet', '2600'],
      ['Year built', '1998'],
      ['Phone', '4105550199'],
    ])
      expect(agent.text).toContain(`${label}: ${value}`);
    expect(agent.text).toContain('Notes:\nNew roof in 2021.');
    const visitor = byRecipient(server.received, 'g.whitaker@example.com')[0]!;
    expect(visitor.header('subject')).toBe('Thank you for your home valuation request');
    expect(visitor.text).toContain('You will receive your valuation within 24 hours.');
  });

  it('keeps markup and header injection attempts harmless', async () => {
    const server = await smtp();
    const s = await services(server.port);
    // Line breaks in one-line fields are refused at the door, so a header cannot be smuggled in...
    await expect(publicCaller(s).contactMessages.create(contact({ name: 'Mallory\r\nBcc: victim@example.net' }))).rejects.toThrow(
      /Name must be on one line/,
    );
    await expect(
      publicCaller(s).valuationRequests.create(valuation({ name: 'Eve', address: '1 Main St\r\nBcc: victim@example.net\r\nX-Injected: yes' })),
    ).rejects.toThrow(/address must be on one line/);
    // ...and what does get in (markup, header-like text on one line) stays text in every e-mail.
    const evilName = 'Mallory <script>alert("x")</script> Bcc: victim@example.net';
    await publicCaller(s).contactMessages.create(contact({ name: evilName, message: '<img src=x onerror=alert(1)> & "quotes"' }));
    await publicCaller(s).valuationRequests.create(valuation({ name: 'Eve', address: '1 Main St Bcc: victim@example.net X-Injected: yes' }));
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 4))).toBe(true);
    expect(server.received).toHaveLength(4);

    for (const mail of server.received) {
      // Nobody but the intended recipient received anything, and no header was added.
      expect(mail.envelopeTo.some((a) => a.includes('victim'))).toBe(false);
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('x-injected')).toBe(false);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      for (const [, values] of mail.headers) for (const v of values) expect(v).not.toMatch(/[\r\n]/);
    }
    const agentMails = byRecipient(server.received, AGENT_INBOX);
    const contactAlert = agentMails.find((m) => m.header('subject')!.startsWith('New contact message'))!;
    expect(contactAlert.header('subject')).toBe(
      'New contact message from Mallory <script>alert("x")</script> Bcc: victim@example.net: Buying a home',
    );
    expect(contactAlert.html).toContain('Mallory &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(contactAlert.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(contactAlert.header('reply-to')).toContain('<priya.raman@example.com>');
    const valuationAlert = agentMails.find((m) => m.header('subject')!.startsWith('New home valuation'))!;
    expect(valuationAlert.header('subject')).toBe(
      'New home valuation request from Eve: 1 Main St Bcc: victim@example.net X-Injected: yes, Annapolis, MD',
    );
    // A "name" that is not a name is not used to greet anyone.
    const confirmation = byRecipient(server.received, 'priya.raman@example.com')[0]!;
    expect(confirmation.text.startsWith('Hello,\n')).toBe(true);
  });

  it('leaves a "name" holding a link or an advert out of the confirmation\'s To header', async () => {
    const server = await smtp();
    const s = await services(server.port);
    await publicCaller(s).contactMessages.create(
      contact({ name: 'WIN $5000 NOW at https://prizes.evil.example/claim', email: 'victim@example.org' }),
    );
    await publicCaller(s).valuationRequests.create(valuation({ name: 'José Álvarez' }));
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 4))).toBe(true);
    const spam = byRecipient(server.received, 'victim@example.org')[0]!;
    expect(spam.header('to')).toBe('victim@example.org');
    for (const [, values] of spam.headers) for (const v of values) expect(v).not.toMatch(/evil|\$5000/);
    expect(spam.text.startsWith('Hello,\n')).toBe(true);
    // A real name still addresses the visitor by name.
    expect(byRecipient(server.received, 'g.whitaker@example.com')[0]!.header('to')).toBe('José Álvarez <g.whitaker@example.com>');
  });

  it('loses nothing and sends nothing twice when this server restarts while SMTP is down', async () => {
    const port = await unusedPort();
    const s = await services(port);
    const caller = publicCaller(s);
    await caller.contactMessages.create(contact());
    await caller.valuationRequests.create(valuation());
    const first = worker(s.store, s, { backoffMs: [60, 120, 240] });
    await first.start();
    // SMTP is down: every e-mail fails its first attempt and waits for a retry.
    expect(await eventually(() => s.store.read().outbox.every((i) => i.status === 'retrying' && i.attempts >= 1))).toBe(true);
    const failed = s.store.read().outbox[0]!;
    expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    await first.stop();

    // "Restart": a fresh store read from the same DATA_DIR, a fresh worker, and SMTP back up.
    const reopened = await openStore({ dataDir: s.env.dataDir, seedDir: SEED_DIR });
    expect(reopened.read().contactMessages).toHaveLength(1);
    expect(reopened.read().valuationRequests).toHaveLength(1);
    expect(reopened.read().outbox).toHaveLength(4);
    const server = await smtp({ port });
    await worker(reopened, s, { backoffMs: [60, 120, 240] }).start();
    expect(await eventually(allSent(reopened, 4), 5000)).toBe(true);
    await pause(400); // several backoff periods: nothing more may arrive
    expect(server.received).toHaveLength(4);
    expect(new Set(server.received.map((m) => m.header('message-id'))).size).toBe(4);
    expect(byRecipient(server.received, AGENT_INBOX)).toHaveLength(2);
    expect(byRecipient(server.received, 'priya.raman@example.com')).toHaveLength(1);
    expect(byRecipient(server.received, 'g.whitaker@example.com')).toHaveLength(1);
  });

  it('retries an e-mail interrupted mid-send under the same Message-ID', async () => {
    const server = await smtp();
    const s = await services(server.port);
    await publicCaller(s).contactMessages.create(contact());
    // As if the process died after marking the notification `sending`.
    const target = s.store.read().outbox.find((i) => i.email === 'agent-notification')!;
    await s.store.mutate((db) => {
      const item = db.outbox.find((i) => i.id === target.id)!;
      item.status = 'sending';
      item.attempts = 1;
    });
    const lines: string[] = [];
    await worker(s.store, s, { log: (l) => lines.push(l) }).start();
    expect(await eventually(allSent(s.store, 2))).toBe(true);
    const agent = byRecipient(server.received, AGENT_INBOX);
    expect(agent).toHaveLength(1);
    expect(agent[0]!.header('message-id')).toBe(target.messageId);
    expect(s.store.read().outbox.find((i) => i.id === target.id)!.attempts).toBe(2);
    expect(lines.join('\n')).toMatch(/interrupted by a restart/);
  });

  it('marks an e-mail failed after the last attempt, and the agent can resend it', async () => {
    const port = await unusedPort();
    const s = await services(port);
    const { id } = await publicCaller(s).contactMessages.create(contact());
    const w = worker(s.store, s, { backoffMs: [10], maxAttempts: 3 });
    await w.start();
    expect(await eventually(() => s.store.read().outbox.every((i) => i.status === 'failed'))).toBe(true);
    for (const item of s.store.read().outbox) {
      expect(item.attempts).toBe(3);
      expect(item.lastError).toBeTruthy();
    }
    const inbox = await adminCaller(s).contactMessages.list();
    expect(inbox[0]!.emails.map((e) => e.status)).toEqual(['failed', 'failed']);

    const server = await smtp({ port });
    const status = await adminCaller(s).leads.resend({ kind: 'contact', id });
    expect(status.status).toBe('pending');
    expect(status.attempts).toBe(0);
    expect(await eventually(() => s.store.read().outbox.find((i) => i.email === 'agent-notification')!.status === 'sent')).toBe(true);
    await pause(100);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.envelopeTo).toEqual([AGENT_INBOX]);
    expect(s.store.read().outbox.find((i) => i.email === 'visitor-confirmation')!.status).toBe('failed');
  });

  it('sends a sent notification again on request, under a new Message-ID', async () => {
    const server = await smtp();
    const s = await services(server.port);
    const { id } = await publicCaller(s).valuationRequests.create(valuation());
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 2))).toBe(true);
    await adminCaller(s).leads.resend({ kind: 'valuation', id, email: 'visitor-confirmation' });
    expect(await eventually(() => byRecipient(server.received, 'g.whitaker@example.com').length === 2)).toBe(true);
    const [a, b] = byRecipient(server.received, 'g.whitaker@example.com') as [ReceivedMail, ReceivedMail];
    expect(a.header('message-id')).not.toBe(b.header('message-id'));
    expect(s.store.read().outbox).toHaveLength(2);
  });

  it('refuses a recipient the server rejects without retrying it', async () => {
    const server = await smtp({
      options: {
        onRcptTo(address, _session, callback) {
          if (address.address === 'nobody@example.com') callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          else callback();
        },
      },
    });
    const s = await services(server.port);
    await publicCaller(s).contactMessages.create(contact({ email: 'nobody@example.com' }));
    await worker(s.store, s).start();
    const confirmation = () => s.store.read().outbox.find((i) => i.email === 'visitor-confirmation')!;
    expect(await eventually(() => confirmation().status === 'failed')).toBe(true);
    expect(confirmation().attempts).toBe(1);
    expect(confirmation().lastError).toMatch(/Mailbox unavailable/);
    expect(await eventually(() => s.store.read().outbox.find((i) => i.email === 'agent-notification')!.status === 'sent')).toBe(true);
  });

  it('logs in with SMTP_USER and SMTP_PASS, and keeps retrying when they are wrong', async () => {
    const server = await smtp({ auth: { user: 'angela', pass: 'right-password' } });
    const good = await services(server.port, { SMTP_USER: 'angela', SMTP_PASS: 'right-password' });
    await publicCaller(good).contactMessages.create(contact());
    await worker(good.store, good).start();
    expect(await eventually(allSent(good.store, 2))).toBe(true);

    const bad = await services(server.port, { SMTP_USER: 'angela', SMTP_PASS: 'wrong-password' });
    await publicCaller(bad).contactMessages.create(contact());
    await worker(bad.store, bad, { backoffMs: [5000] }).start();
    expect(await eventually(() => bad.store.read().outbox.every((i) => i.status === 'retrying'))).toBe(true);
    expect(bad.store.read().outbox[0]!.lastError).toMatch(/Invalid username or password|EAUTH/);
    expect(server.received).toHaveLength(2);
  });

  it('encrypts with implicit TLS when SMTP_SECURE=true, and with STARTTLS when the server offers it', async () => {
    const implicit = await smtp({ tls: 'implicit' });
    const a = await services(implicit.port, { SMTP_SECURE: 'true' });
    await publicCaller(a).contactMessages.create(contact());
    await worker(a.store, a, { selfSignedTls: true }).start();
    expect(await eventually(allSent(a.store, 2))).toBe(true);
    expect(implicit.received.map((m) => m.secure)).toEqual([true, true]);

    const starttls = await smtp({ tls: 'starttls' });
    const b = await services(starttls.port, { SMTP_SECURE: 'false' });
    await publicCaller(b).contactMessages.create(contact());
    await worker(b.store, b, { selfSignedTls: true }).start();
    expect(await eventually(allSent(b.store, 2))).toBe(true);
    expect(starttls.received.map((m) => m.secure)).toEqual([true, true]);
  });

  it('sends lead alerts to the Contact email in Site Content when AGENT_NOTIFY_EMAIL is not set', async () => {
    const server = await smtp();
    const s = await createTestServices({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(server.port), MAIL_FROM: 'notifications@whitfieldhomegroup.com', LEAD_MIN_FILL_SECONDS: '0' },
    });
    cleanups.push(() => s.cleanup());
    await s.store.mutate((db) => {
      db.siteContent.contact_email = 'office@whitfieldhomegroup.com';
    });
    await publicCaller(s).contactMessages.create(contact());
    await worker(s.store, s).start();
    expect(await eventually(allSent(s.store, 2))).toBe(true);
    expect(byRecipient(server.received, 'office@whitfieldhomegroup.com')).toHaveLength(1);
    // With no name in MAIL_FROM, the alert comes from "<agent name> website".
    expect(byRecipient(server.received, 'office@whitfieldhomegroup.com')[0]!.header('from')).toBe(
      'Angela Whitfield website <notifications@whitfieldhomegroup.com>',
    );
    expect((await adminCaller(s).leads.mailStatus()).enabled).toBe(true);
  });

  it('answers the visitor while the SMTP server is stuck', async () => {
    // An SMTP server that accepts the connection and then never says a word.
    const server = await smtp({ options: { onConnect: () => {}, closeTimeout: 50 } });
    const s = await services(server.port);
    await publicCaller(s).contactMessages.create(contact());
    await worker(s.store, s).start();
    expect(await eventually(() => s.store.read().outbox.some((i: OutboxItem) => i.status === 'sending'))).toBe(true);
    // The worker is waiting on SMTP; a new lead is stored and acknowledged all the same.
    const answer = await publicCaller(s).valuationRequests.create(valuation());
    expect(answer.id).toBeTruthy();
    expect(s.store.read().valuationRequests.map((r) => r.id)).toContain(answer.id);
    expect(
      s.store
        .read()
        .outbox.filter((i) => i.leadId === answer.id)
        .map((i) => i.status),
    ).toEqual(['pending', 'pending']);
    await server.close(); // cuts the stuck connection so the worker can stop
  });
});

describe('without SMTP', () => {
  it('stores leads as before, queues nothing and reports notifications off', async () => {
    const s = await createTestServices({ env: { LEAD_MIN_FILL_SECONDS: '0' } });
    cleanups.push(() => s.cleanup());
    const { id } = await publicCaller(s).contactMessages.create(contact());
    await publicCaller(s).valuationRequests.create(valuation());
    expect(s.store.read().contactMessages).toHaveLength(1);
    expect(s.store.read().outbox).toEqual([]);
    expect(await adminCaller(s).leads.mailStatus()).toEqual({ enabled: false });
    await expect(adminCaller(s).leads.resend({ kind: 'contact', id })).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect((await adminCaller(s).contactMessages.list())[0]!.emails).toEqual([]);
  });
});
