// The outbox worker against a real SMTP server on loopback: nothing is lost or sent twice when
// the SMTP server or this server goes down; retries, refused recipients, login and TLS.
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, publicCaller, adminCaller, SEED_DIR } from '../test/harness';
import { openStore } from '../store/store';
import type { OutboxItem } from '../store/schema';
import { unusedPort } from '../test/smtp-server';
import { AGENT_INBOX, allSent, byRecipient, contact, pause, runCleanups, services, smtp, valuation, worker } from '../test/lead-mail';

afterEach(runCleanups);

describe('lead e-mails through SMTP', () => {
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
