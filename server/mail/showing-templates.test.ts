import { describe, expect, it } from 'vitest';
import type { StoredShowingRequest } from '../store/schema';
import { renderAgentNotification, renderVisitorConfirmation } from './templates';

const lead: StoredShowingRequest = {
  id: 'sr-1',
  createdAt: '2026-03-10T15:00:00.000Z',
  propertyId: 'brick-cape',
  propertyTitle: 'Brick Cape <with> Sunroom',
  propertyAddress: '14 Juniper Lane, Towson, MD 21204',
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
  phone: '(410) 555-0107',
  preferredTimes: ['2026-03-14 afternoon', '2026-03-15 morning'],
  message: 'Can we see the basement?',
  consent: true,
};

describe('showing request e-mails', () => {
  it("the agent's alert names the address in its subject and lists the listing, times and message", () => {
    const mail = renderAgentNotification({ kind: 'showing', lead }, { siteUrl: 'https://agent.example' });
    expect(mail.subject).toBe('New showing request from Jordan Reyes: 14 Juniper Lane, Towson, MD 21204');
    expect(mail.text).toContain('Listing: Brick Cape <with> Sunroom');
    expect(mail.text).toContain('https://agent.example/listings/brick-cape');
    expect(mail.text).toContain('Sat, Mar 14, 2026, afternoon');
    expect(mail.text).toContain('Can we see the basement?');
    expect(mail.html).toContain('Brick Cape &lt;with&gt; Sunroom');
    expect(mail.html).not.toContain('<with>');
  });

  it("the visitor's confirmation names the home and promises a reply", () => {
    const mail = renderVisitorConfirmation({ kind: 'showing', lead }, {});
    expect(mail.subject).toBe('Your showing request for 14 Juniper Lane, Towson, MD 21204');
    expect(mail.text).toContain('Hello Jordan Reyes,');
    expect(mail.text).toContain('14 Juniper Lane');
    expect(mail.text).not.toContain('basement');
  });
});
