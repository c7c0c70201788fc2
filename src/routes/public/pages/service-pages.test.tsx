// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sampleStats } from '../../../test/fixtures';
import { BuyerServicesPage } from './buyer-services';
import { HomeValuationPage } from './home-valuation';
import { InvestmentPropertiesPage } from './investment-properties';
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
