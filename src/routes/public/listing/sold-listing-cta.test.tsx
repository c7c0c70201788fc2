// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { property } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingPage } from '../listing-page';

const sold = property({ id: 'va-sold', title: 'Arlington Craftsman', address: '9 Oak St, Arlington, VA 22201', status: 'Sold' });

describe('a Sold listing page', () => {
  it('says Sold and offers "ask about similar homes" instead of a showing', async () => {
    renderWithProviders(<ListingPage />, {
      route: '/listings/va-sold',
      path: '/listings/:id',
      api: { siteContent: {}, procedures: { 'properties.get': () => sold } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arlington Craftsman' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sold' })).toBeInTheDocument();
    expect(screen.getByText(/This home has sold/)).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: 'Ask about homes similar to 9 Oak St, Arlington, VA 22201' });
    expect(ask).toHaveAttribute('href', '/contact?about=homes%20similar%20to%209%20Oak%20St%2C%20Arlington%2C%20VA%2022201&listing=va-sold');
    expect(screen.getByRole('link', { name: 'Call about homes similar to 9 Oak St, Arlington, VA 22201, (410) 555-0187' })).toHaveAttribute(
      'href',
      'tel:+14105550187',
    );
    expect(screen.queryByText(/private showing/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ask about this home/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Request a showing/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request a showing/i })).not.toBeInTheDocument();
  });
});
