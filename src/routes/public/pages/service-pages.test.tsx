// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentGroups } from '../../../../domain/site-content-fields';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sampleStats } from '../../../test/fixtures';
import { BuyerServicesPage } from './buyer-services';
import { ForeclosuresPage } from './foreclosures';
import { HomeValuationPage } from './home-valuation';
import { InvestmentPropertiesPage } from './investment-properties';
import { RelocationPage } from './relocation';
import { SellerServicesPage } from './seller-services';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service pages read site content', () => {
  it('shows built-in defaults while content is unavailable', async () => {
    renderWithProviders(<InvestmentPropertiesPage />, { api: { siteContent: 'fail' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Investment Properties' })).toBeInTheDocument();
    expect(screen.getByText('Build wealth through strategic real estate investments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Real Estate Investment Expertise' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Call (410) 555-0187' })).not.toHaveLength(0);
  });

  it('shows what the admin saved, including the phone in the call button', async () => {
    renderWithProviders(<BuyerServicesPage />, {
      api: {
        siteContent: {
          buyer_services_title: 'Buy With Confidence',
          buyer_services_intro_p1: 'Edited first paragraph.',
          contact_phone: '443.555.0123',
        },
        // Years of experience come from the computed statistics.
        procedures: { 'stats.get': () => sampleStats({ yearsExperience: 17 }) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy With Confidence' })).toBeInTheDocument();
    expect(screen.getByText('Edited first paragraph.')).toBeInTheDocument();
    // The statistics are a tRPC read of their own: they may arrive after the site content.
    expect(await screen.findByText(/^17\+ years$/)).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'Call 443.555.0123' });
    expect(call).toHaveAttribute('href', 'tel:+14435550123');
    expect(screen.getByRole('link', { name: /Contact Me Today/ })).toHaveAttribute('href', '/contact');
  });

  it('seller page links to the free valuation and the valuation page uses its own keys', async () => {
    const { unmount } = renderWithProviders(<SellerServicesPage />, { api: { siteContent: { seller_services_subtitle: 'Sell smarter.' }, procedures: { 'stats.get': () => sampleStats() } } });
    expect(await screen.findByText('Sell smarter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get a Free Home Valuation/ })).toHaveAttribute('href', '/home-valuation');
    unmount();

    renderWithProviders(<HomeValuationPage />, { api: { siteContent: { valuation_intro_title: 'Know Your Number Today' } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Know Your Number Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home Valuation' })).toBeInTheDocument();
    // The form arrives in its own chunk and is named by the page's heading.
    expect(await screen.findByRole('form', { name: 'Request Your Free Valuation' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Property Information' })).toBeInTheDocument();
  });
});

/** Each service page and the Site Content group that holds its texts. */
const servicePages: { group: string; prefix: string; page: ReactElement }[] = [
  { group: 'buyer', prefix: 'buyer_services', page: <BuyerServicesPage /> },
  { group: 'seller', prefix: 'seller_services', page: <SellerServicesPage /> },
  { group: 'investment', prefix: 'investment', page: <InvestmentPropertiesPage /> },
  { group: 'relocation', prefix: 'relocation', page: <RelocationPage /> },
  { group: 'foreclosure', prefix: 'foreclosure', page: <ForeclosuresPage /> },
];

describe('every service page shows each text of its Site Content group', () => {
  for (const { group, prefix, page } of servicePages) {
    it(`${group}: {years} in its texts is filled from the statistic`, async () => {
      renderWithProviders(page, {
        api: { siteContent: { [`${prefix}_title`]: '{name}: {years} of local help' }, procedures: { 'stats.get': () => sampleStats({ yearsExperience: 17 }) } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Angela Whitfield: more than 17 years of local help' })).toBeInTheDocument();
    });

    it(`${group}: an edit to any of its keys shows instead of the built-in text`, async () => {
      const fields = contentGroups.find((g) => g.id === group)?.fields ?? [];
      // The shape every service page has; a key added to the group must be added here (and shown).
      expect(fields.map((f) => f.key)).toEqual(['title', 'subtitle', 'intro_title', 'intro_p1', 'intro_p2'].map((k) => `${prefix}_${k}`));
      const edited = Object.fromEntries(fields.map((f) => [f.key, `Edited ${f.key}`]));
      renderWithProviders(page, { api: { siteContent: edited, procedures: { 'stats.get': () => sampleStats() } } });
      const [title, subtitle, introTitle, ...paragraphs] = fields;
      expect(await screen.findByRole('heading', { level: 1, name: `Edited ${title!.key}` })).toBeInTheDocument();
      expect(screen.getByText(`Edited ${subtitle!.key}`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: `Edited ${introTitle!.key}` })).toBeInTheDocument();
      for (const p of paragraphs) expect(screen.getByText(`Edited ${p.key}`)).toBeInTheDocument();
      for (const f of fields) expect(screen.queryByText(f.default)).not.toBeInTheDocument();
    });
  }

  it('relocation and foreclosure pages show their built-in texts, with the agent name and the years statistic filled in', async () => {
    const { unmount } = renderWithProviders(<RelocationPage />, {
      api: { siteContent: { agent_name: 'Dana Brooks' }, procedures: { 'stats.get': () => sampleStats({ yearsExperience: 17 }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Relocation Assistance' })).toBeInTheDocument();
    expect(screen.getByText('Seamless transitions to your new home in the DMV area')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Local Guide to a New Home' })).toBeInTheDocument();
    expect(await screen.findByText(/adds pressure\. Dana Brooks has spent more than 17 years helping families/)).toBeInTheDocument();
    unmount();

    // Without the statistic the sentence names no number.
    const relocation = renderWithProviders(<RelocationPage />, {
      api: { siteContent: { relocation_intro_p1: 'Since {years}, {first_name} has moved families here.' }, procedures: { 'stats.get': () => null } },
    });
    expect(await screen.findByText('Since years, Angela has moved families here.')).toBeInTheDocument();
    relocation.unmount();

    renderWithProviders(<ForeclosuresPage />, { api: { siteContent: { agent_name: 'Dana Brooks' } } });
    expect(await screen.findByText(/^Dana Brooks works with homeowners in Maryland/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Foreclosure Guidance' })).toBeInTheDocument();
    expect(screen.getByText('Expert assistance navigating foreclosure challenges')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'You Don’t Have to Figure This Out Alone' })).toBeInTheDocument();
    expect(screen.getByText(/^Falling behind on a mortgage can happen to anyone/)).toBeInTheDocument();
  });
});
