import { describe, expect, it } from 'vitest';
import { escapeHtml, greetingName, renderAgentNotification, renderVisitorConfirmation, type Lead } from './templates';

const contactLead = (overrides: Record<string, unknown> = {}): Lead => ({
  kind: 'contact',
  lead: {
    id: 'c1',
    createdAt: '2026-03-05T19:22:00.000Z',
    name: 'Priya Raman',
    email: 'priya@example.com',
    phone: '(301) 555-0142',
    subject: 'selling',
    message: 'Line one\nLine two',
    ...overrides,
  },
});

describe('agent notification', () => {
  it('lists every field, dated in the agent time zone, with reply and admin hints', () => {
    const mail = renderAgentNotification(contactLead(), { siteUrl: 'https://angela.example.com' });
    expect(mail.subject).toBe('New contact message from Priya Raman: Selling a home');
    expect(mail.text).toContain('Received Mar 5, 2026, 2:22 PM EST');
    expect(mail.text).toContain('Subject: Selling a home');
    expect(mail.text).toContain('Message:\nLine one\nLine two');
    expect(mail.text).toContain('All leads: https://angela.example.com/admin');
    expect(mail.html).toContain('Line one<br>\nLine two');
    expect(mail.html).toContain('href="tel:+13015550142"');
  });

  it('links the first number of a phone text with words or a second number, and none when it has no area code', () => {
    const twoNumbers = renderAgentNotification(contactLead({ phone: '410-555-1234 or 443-555-9876' }));
    expect(twoNumbers.html).toContain('href="tel:+14105551234"');
    expect(twoNumbers.html).toContain('410-555-1234 or 443-555-9876');
    expect(renderAgentNotification(contactLead({ phone: '410-555-1234 after 5pm' })).html).toContain('href="tel:+14105551234"');
    const local = renderAgentNotification(contactLead({ phone: '555-1234 mornings' }));
    expect(local.html).not.toContain('tel:');
    expect(local.html).toContain('555-1234 mornings');
  });

  it('escapes everything the visitor typed in the HTML part', () => {
    const mail = renderAgentNotification(contactLead({ name: '<b onmouseover="x">Bo</b>', message: "</td><script>alert('x')</script>" }));
    expect(mail.html).not.toMatch(/<script|<b |onmouseover="/);
    expect(mail.html).toContain('&lt;/td&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(mail.subject).toBe('New contact message from <b onmouseover="x">Bo</b>: Selling a home');
  });
});

describe('visitor confirmation', () => {
  it('speaks in the agent name with the identity from Site Content', () => {
    const mail = renderVisitorConfirmation(contactLead(), { agent_name: 'Angela M. Whitfield', contact_phone: '(443) 555-0100', license_2: '' });
    expect(mail.text).toContain('Thank you for getting in touch about selling your home.');
    expect(mail.text).toContain('call or text me at (443) 555-0100');
    expect(mail.text).toContain('\nAngela M. Whitfield\nAssociate Broker, Chesapeake Crown Realty\n');
    expect(mail.text).toContain('Maryland Real Estate Commission License #0654218');
    // A second licence line cleared in Site Content is left out, never the seed agent's own.
    expect(mail.text).not.toContain('Virginia Real Estate Board License');
    expect(mail.html).not.toContain('Virginia Real Estate Board License');
    expect(mail.html).toContain('<strong>Angela M. Whitfield</strong>');
  });

  it('escapes site content too', () => {
    const mail = renderVisitorConfirmation(contactLead(), { agent_title: 'Broker <em>&</em> Owner' });
    expect(mail.html).toContain('Broker &lt;em&gt;&amp;&lt;/em&gt; Owner');
  });
});

describe('greetingName', () => {
  it('greets people by name but not a link or markup', () => {
    expect(greetingName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    expect(greetingName('José Álvarez')).toBe('José Álvarez');
    for (const bad of ['Visit www.spam.example', 'http://x.example', 'win@prizes.example', '<b>Bo</b>', 'cheap.pills', 'x'.repeat(70)])
      expect(greetingName(bad)).toBeNull();
  });
});

it('escapeHtml covers the five special characters', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});
