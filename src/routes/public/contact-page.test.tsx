// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullPageTitle } from '../../../domain/site-content';
import { PageMetaContext, type PageMetaData } from '../../components/page-meta';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('titles the tab like every other page: the page, then the site name', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact', api: { siteContent: { agent_name: 'Dana Brooks' } } });
    await waitFor(() => expect(document.title).toBe('Contact | Dana Brooks Real Estate'));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Dana Brooks' })).toBeInTheDocument();
  });

  it('reports the same title to the server render, for the head', async () => {
    // What the server render collects from the page and writes into the head (server/ssr).
    const meta: PageMetaData = {};
    renderWithProviders(
      <PageMetaContext.Provider value={meta}>
        <ContactPage />
      </PageMetaContext.Provider>,
      { route: '/contact', api: { siteContent: { agent_name: 'Dana Brooks' } } },
    );
    await screen.findByRole('heading', { level: 1, name: 'Contact Dana Brooks' });
    // server/ssr/head.ts titles the page (and og:title) with the same function as the browser tab.
    expect(fullPageTitle(meta.title ?? '', { agent_name: 'Dana Brooks' })).toBe('Contact | Dana Brooks Real Estate');
  });

  it('names the contact methods with the number; WhatsApp says it opens a new tab', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact', api: { siteContent: { contact_phone: '(301) 555-0123' } } });
    const methods = await screen.findByRole('complementary', { name: 'Get in Touch' });
    await waitFor(() => expect(within(methods).getByRole('link', { name: 'Call (301) 555-0123' })).toHaveAttribute('href', 'tel:+13015550123'));
    expect(within(methods).getByRole('link', { name: 'Text (301) 555-0123' })).toHaveAttribute('href', 'sms:+13015550123');
    expect(within(methods).getByRole('link', { name: 'WhatsApp (301) 555-0123 (opens in a new tab)' })).toHaveAttribute('href', 'https://wa.me/13015550123');
  });
});
