// What the outbox queues for a lead and the e-mails the rows become, delivered through a real
// SMTP server on loopback: recipients, headers and content, the agent's "send again", and no
// queue at all without SMTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, eventually, publicCaller, adminCaller } from '../test/harness';
import type { ReceivedMail } from '../test/smtp-server';
import { AGENT_INBOX, allSent, byRecipient, cleanups, contact, runCleanups, services, smtp, valuation, worker } from '../test/lead-mail';

afterEach(runCleanups);

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
