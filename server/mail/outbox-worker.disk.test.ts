// The outbox while the data file refuses writes (disk full, quota, read-only), on simulated time:
// an in-memory store whose writes fail with ENOSPC while `refusing` is set, and a mailer that
// records what it was given.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthReport } from '../health';
import { emailsOf } from '../leads/inbox';
import type { Db } from '../store/schema';
import { emptyDb, type Store } from '../store/store';
import type { MailConfig, Mailer, OutgoingMail } from './mailer';
import { OutboxError, queueLeadEmails, requeueEmail } from './outbox-queue';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const AGENT_INBOX = 'angela.leads@example.com';

const config: MailConfig = {
  host: '127.0.0.1',
  port: 2525,
  secure: false,
  auth: null,
  from: { name: 'Whitfield Home Group', address: 'notifications@whitfieldhomegroup.com' },
  agentNotifyEmail: AGENT_INBOX,
  siteUrl: null,
};

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

function memoryStore(initial: Db) {
  let data = initial;
  const listeners = new Set<(changed: Set<keyof Db>) => void>();
  const state = { refusing: false, refusedWrites: 0 };
  let queue: Promise<unknown> = Promise.resolve();
  const store: Store = {
    read: () => data,
    // As the real store: writes one at a time, each after the ones before it, never synchronously.
    mutate<R>(fn: (draft: Db) => R): Promise<R> {
      const run = async (): Promise<R> => {
        const draft = structuredClone(data);
        const result = fn(draft);
        const changed = new Set((Object.keys(draft) as (keyof Db)[]).filter((k) => JSON.stringify(draft[k]) !== JSON.stringify(data[k])));
        // A draft that changed nothing is not written.
        if (changed.size === 0) return result;
        if (state.refusing) {
          state.refusedWrites += 1;
          // A worker retrying in a tight loop never lets simulated time move on: stalling it here
          // ends the loop, so the test reports the count instead of hanging.
          if (state.refusedWrites >= 1000) return new Promise<R>(() => {});
          throw diskFull();
        }
        data = draft;
        for (const listener of listeners) listener(changed);
        return result;
      };
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exclusive: (fn) => fn(data),
    file: '/memory/db.json',
    version: () => 1,
  };
  return { store, state };
}

type FakeMailer = Mailer & { sent: OutgoingMail[]; onSend: (mail: OutgoingMail) => void };

function fakeMailer(): FakeMailer {
  const mailer: FakeMailer = {
    sent: [],
    onSend: () => {},
    // A throw from onSend (an SMTP failure) rejects the promise, as nodemailer's would.
    send: (mail) =>
      new Promise((resolve) => {
        mailer.onSend(mail);
        mailer.sent.push(mail);
        resolve({ messageId: String(mail.messageId), response: '250 OK' });
      }),
    close() {},
  };
  return mailer;
}

function dbWithLead(): Db {
  const db = emptyDb();
  const lead = {
    id: 'c1',
    createdAt: '2026-03-01T11:59:00.000Z',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '(301) 555-0142',
    subject: 'buying' as const,
    message: 'We are relocating to Bethesda in the spring.',
  };
  db.contactMessages.push(lead);
  queueLeadEmails(db, config, { kind: 'contact', lead }, new Date());
  return db;
}

const probe = {
  dataDirWritable: () => Promise.resolve(true),
  uploadDirWritable: () => Promise.resolve(true),
  freeBytes: () => Promise.resolve(null),
};
const backlog = async (store: Store) => (await healthReport(store, null, probe)).outboxBacklog;
const statuses = (store: Store) => emailsOf(store.read(), 'contact', 'c1').map((e) => e.status);
const recipients = (mailer: FakeMailer) => mailer.sent.map((m) => (typeof m.to === 'string' ? m.to : (m.to as { address: string }).address));

let worker: OutboxWorker | null = null;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00.000Z') });
});
afterEach(async () => {
  // Real timers first: stop's time limit must run out even if a test left the worker stuck.
  vi.useRealTimers();
  await worker?.stop(0);
  worker = null;
});

function startWorker(store: Store, mailer: Mailer, lines: string[]) {
  worker = createOutboxWorker({ store, config, mailer, log: (line) => lines.push(line) });
  return worker.start();
}

describe('the outbox while the data file refuses writes', () => {
  it('pauses for 30 s and longer instead of retrying at once, logs once per pause, and sends once writes work again', async () => {
    const { store, state } = memoryStore(dbWithLead());
    const mailer = fakeMailer();
    const lines: string[] = [];
    state.refusing = true;
    await startWorker(store, mailer, lines);

    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    // A minute of a full disk: the first try and the one 30 s later, each logged once.
    expect(state.refusedWrites).toBe(2);
    expect(lines).toEqual([
      'E-mail outbox: cannot write the data file (ENOSPC: no space left on device, write); e-mail paused, trying again in 30 s',
      'E-mail outbox: cannot write the data file (ENOSPC: no space left on device, write); e-mail paused, trying again in 60 s',
    ]);
    expect(mailer.sent).toHaveLength(0);

    // The pause grows to 5 minutes and stays there: 3 more tries and lines in the next 9 minutes.
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(state.refusedWrites).toBe(5);
    expect(lines.slice(2).map((l) => l.match(/trying again in (\d+ s)/)?.[1])).toEqual(['120 s', '300 s', '300 s']);
    expect(statuses(store)).toEqual(['pending', 'pending']);
    expect(await backlog(store)).toBe(2);

    // Space is back: the next try sends both e-mails, without a restart.
    state.refusing = false;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(statuses(store)).toEqual(['sent', 'sent']);
    expect(recipients(mailer).sort()).toEqual([AGENT_INBOX, 'priya.raman@example.com']);
    expect(await backlog(store)).toBe(0);
    expect(lines).toContain('E-mail outbox: the data file takes writes again; sending resumes');
  });

  it('ends the pause as soon as another write goes through', async () => {
    const { store, state } = memoryStore(dbWithLead());
    const mailer = fakeMailer();
    state.refusing = true;
    await startWorker(store, mailer, []);
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    expect(mailer.sent).toHaveLength(0);

    // Space is back and the next visitor's lead is stored: its e-mails and the waiting ones go out.
    state.refusing = false;
    await store.mutate((db) => {
      const lead = { ...db.contactMessages[0]!, id: 'c2', email: 'next.visitor@example.com' };
      db.contactMessages.push(lead);
      queueLeadEmails(db, config, { kind: 'contact', lead }, new Date());
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.read().outbox.map((i) => i.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(mailer.sent).toHaveLength(4);
  });

  it('marks an e-mail SMTP accepted as sent once the disk takes writes again, and never sends it twice', async () => {
    const { store, state } = memoryStore(dbWithLead());
    const mailer = fakeMailer();
    const lines: string[] = [];
    // The disk fills up while the agent's alert is with the SMTP server, which accepts it.
    mailer.onSend = (mail) => {
      if (mail.to === AGENT_INBOX) state.refusing = true;
    };
    await startWorker(store, mailer, lines);
    await vi.advanceTimersByTimeAsync(0);
    const acceptedAt = new Date().toISOString();
    expect(recipients(mailer)).toEqual([AGENT_INBOX]);
    expect(statuses(store)).toEqual(['sending', 'pending']);

    // An hour of a full disk: nothing is sent again, and "Send again" still says it is being sent.
    mailer.onSend = () => {};
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(recipients(mailer)).toEqual([AGENT_INBOX]);
    expect(() => requeueEmail(structuredClone(store.read()) as Db, config, 'contact', 'c1', 'agent-notification')).toThrow(OutboxError);

    // Space is back: the alert reads "sent" (at the time SMTP took it), the health backlog drains,
    // the visitor's confirmation goes out, and the alert is not sent a second time.
    state.refusing = false;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(statuses(store)).toEqual(['sent', 'sent']);
    const alert = emailsOf(store.read(), 'contact', 'c1')[0]!;
    expect(alert).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: acceptedAt });
    expect(await backlog(store)).toBe(0);
    expect(lines[0]).toMatch(/ENOSPC.*trying again in 30 s; 1 e-mail status\(es\) kept in memory until then$/);
    await vi.advanceTimersByTimeAsync(6 * 60 * MINUTE);
    expect(recipients(mailer)).toEqual([AGENT_INBOX, 'priya.raman@example.com']);

    // "Send again" works once more, under a new Message-ID.
    await store.mutate((db) => requeueEmail(db, config, 'contact', 'c1', 'agent-notification'));
    await vi.advanceTimersByTimeAsync(0);
    expect(recipients(mailer)).toEqual([AGENT_INBOX, 'priya.raman@example.com', AGENT_INBOX]);
    expect(mailer.sent[2]!.messageId).not.toBe(mailer.sent[0]!.messageId);
  });

  it('makes an e-mail whose SMTP failure could not be written a retry, without a restart', async () => {
    const { store, state } = memoryStore(dbWithLead());
    const mailer = fakeMailer();
    let smtpDown = true;
    mailer.onSend = (mail) => {
      if (!smtpDown) return;
      if (mail.to === AGENT_INBOX) state.refusing = true;
      throw Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' });
    };
    await startWorker(store, mailer, []);
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses(store)).toEqual(['sending', 'pending']);

    state.refusing = false;
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    const alert = emailsOf(store.read(), 'contact', 'c1')[0]!;
    expect(alert).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'Connection closed unexpectedly (ECONNECTION)' });

    smtpDown = false;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(statuses(store)).toEqual(['sent', 'sent']);
    expect(recipients(mailer).sort()).toEqual([AGENT_INBOX, 'priya.raman@example.com']);
  });
});

describe('stopping the outbox with an e-mail status still in memory', () => {
  it('writes it on the way out when the disk takes writes again, and says so when it cannot', async () => {
    const { store, state } = memoryStore(dbWithLead());
    const mailer = fakeMailer();
    const lines: string[] = [];
    mailer.onSend = (mail) => {
      if (mail.to === AGENT_INBOX) state.refusing = true;
    };
    const w = createOutboxWorker({ store, config, mailer, log: (line) => lines.push(line) });
    await w.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses(store)).toEqual(['sending', 'pending']);

    // Still full when the service stops: the operator learns the alert will go out again.
    const stillFull = w.stop(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await stillFull;
    expect(lines.at(-1)).toMatch(/outcome of 1 e-mail\(s\) could not be written .*sending 1 that SMTP had already accepted a second time/);

    // Space is back before the service stops: the alert is recorded as sent, nothing is repeated.
    const again = memoryStore(dbWithLead());
    const second = fakeMailer();
    second.onSend = (mail) => {
      if (mail.to === AGENT_INBOX) again.state.refusing = true;
    };
    const w2 = createOutboxWorker({ store: again.store, config, mailer: second, log: () => {} });
    await w2.start();
    await vi.advanceTimersByTimeAsync(0);
    again.state.refusing = false;
    const stopping = w2.stop(1000);
    await vi.advanceTimersByTimeAsync(0);
    await stopping;
    expect(statuses(again.store)).toEqual(['sent', 'pending']);
    expect(recipients(second)).toEqual([AGENT_INBOX]);
  });
});
