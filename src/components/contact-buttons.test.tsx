// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { CallButton, EmailButton, TextButton, WhatsAppButton } from './contact-buttons';
import { SocialLinks } from './social-links';

describe('EmailButton', () => {
  it('links to the e-mail address', () => {
    renderWithProviders(<EmailButton value="dana@example.com" />, { api: { siteContent: {} } });
    expect(screen.getByRole('link', { name: /Email dana@example\.com/ })).toHaveAttribute('href', 'mailto:dana@example.com');
  });

  it('is left out when the contact e-mail is no address', () => {
    renderWithProviders(<EmailButton value="XSS</script><script>alert(1)</script>">Email Dana</EmailButton>, { api: { siteContent: {} } });
    expect(screen.queryByText('Email Dana')).not.toBeInTheDocument();
  });

  it('names the address when its visible text does not show it', () => {
    renderWithProviders(<EmailButton value="dana@example.com">Email Dana</EmailButton>, { api: { siteContent: {} } });
    expect(screen.getByRole('link', { name: 'Email Dana dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
  });
});

// A screen-reader user hears the number, not a bare "Call" beside a number they cannot see.
describe('phone buttons are named with the number', () => {
  it('Call, Text and WhatsApp with short visible text; WhatsApp says it opens a new tab', () => {
    renderWithProviders(
      <>
        <CallButton value="(410) 555-0187">Call</CallButton>
        <TextButton value="(410) 555-0187">Text</TextButton>
        <WhatsAppButton value="(410) 555-0187" />
      </>,
      { api: { siteContent: {} } },
    );
    expect(screen.getByRole('link', { name: 'Call (410) 555-0187' })).toHaveAttribute('href', 'tel:+14105550187');
    expect(screen.getByRole('link', { name: 'Text (410) 555-0187' })).toHaveAttribute('href', 'sms:+14105550187');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp (410) 555-0187 (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/14105550187');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    // The visible text stays as it was.
    expect(screen.getByText('Call')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
  });

  it('a visible text that shows the number is not repeated', () => {
    renderWithProviders(<CallButton value="(410) 555-0187" />, { api: { siteContent: {} } });
    expect(screen.getByRole('link', { name: 'Call (410) 555-0187' })).toHaveAttribute('href', 'tel:+14105550187');
  });

  it('an explicit accessible name gets the number after it (the visible text stays at its start)', () => {
    renderWithProviders(
      <CallButton value="(410) 555-0187" aria-label="Call about this home: 1 Main St">
        Call about this home
      </CallButton>,
      { api: { siteContent: {} } },
    );
    expect(screen.getByRole('link', { name: 'Call about this home: 1 Main St, (410) 555-0187' })).toHaveAttribute('href', 'tel:+14105550187');
  });

  it('falls back to the site-content phone', async () => {
    renderWithProviders(<TextButton>Text</TextButton>, { api: { siteContent: { contact_phone: '(301) 555-0123' } } });
    expect(await screen.findByRole('link', { name: 'Text (301) 555-0123' })).toHaveAttribute('href', 'sms:+13015550123');
  });
});

describe('SocialLinks', () => {
  it('says that a profile opens in a new tab', async () => {
    renderWithProviders(<SocialLinks agentName="Dana Brooks" />, { api: { siteContent: { social_linkedin: 'https://www.linkedin.com/in/dana' } } });
    const link = await screen.findByRole('link', { name: 'Dana Brooks on LinkedIn (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
  });
});
