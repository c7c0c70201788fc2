// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { property } from '../../test/fixtures';
import { ApiError, renderWithProviders } from '../../test/render-with-providers';
import { ListingPage } from './listing-page';

const listing = property({ id: 'md-sale', title: 'Maryland Colonial', address: '1 Main St, Ellicott City, MD 21042', status: 'Under Contract' });

describe('ListingPage', () => {
  it('shows the listing with price, facts, status, map link and buttons that name it', async () => {
    renderWithProviders(<ListingPage />, {
      route: '/listings/md-sale',
      path: '/listings/:id',
      api: { siteContent: {}, procedures: { 'properties.get': (input) => ((input as { id: string }).id === 'md-sale' ? listing : null) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryland Colonial' })).toBeInTheDocument();
    expect(screen.getByText('$849,900')).toBeInTheDocument();
    expect(screen.getByText('Under Contract', { selector: '.rt-Badge' })).toBeInTheDocument();
    expect(screen.getByText('2,600')).toBeInTheDocument();
    expect(screen.getByText('A bright colonial.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Ellicott%20City%2C%20MD%2021042',
    );
    // The number is in the name too: a screen-reader user hears what they would be calling.
    expect(screen.getByRole('link', { name: 'Call about this home: 1 Main St, Ellicott City, MD 21042, (410) 555-0187' })).toHaveAttribute(
      'href',
      'tel:+14105550187',
    );
    expect(screen.getByRole('link', { name: 'Ask about this home: 1 Main St, Ellicott City, MD 21042' })).toHaveAttribute(
      'href',
      // The listing id goes along, so the lead is attributed to this listing in Insights.
      '/contact?about=1%20Main%20St%2C%20Ellicott%20City%2C%20MD%2021042&listing=md-sale',
    );
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain('facebook.com/sharer');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // Advertising rules: the brokerage and its office phone on every listing page.
    expect(screen.getByRole('link', { name: '(410) 555-0100' })).toHaveAttribute('href', 'tel:+14105550100');
    expect(screen.getAllByText('Chesapeake Crown Realty').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to listings' })).toHaveAttribute('href', '/#listings');
    // The showing form arrives as its own chunk and then takes requests.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a showing' })).toBeEnabled(), { timeout: 10_000 });
  });

  it('on a sold listing offers similar homes instead of a showing, and names the brokerage once', async () => {
    const sold = property({ id: 'md-sold', title: 'Sold Colonial', address: '2 Main St, Ellicott City, MD 21042', status: 'Sold' });
    renderWithProviders(<ListingPage />, {
      route: '/listings/md-sold',
      path: '/listings/:id',
      api: { siteContent: {}, procedures: { 'properties.get': () => sold } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sold Colonial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about homes similar to 2 Main St, Ellicott City, MD 21042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a showing' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '(410) 555-0100' })).toHaveLength(1);
  });

  it('a visitor filling in a showing request when the home sells keeps it, and it reaches the agent as a message', async () => {
    let current = { ...listing, status: 'For Sale' as const };
    const sendMessage = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    const sendShowing = vi.fn(() => ({ id: 's1', createdAt: new Date().toISOString() }));
    const { queryClient } = renderWithProviders(<ListingPage />, {
      route: '/listings/md-sale',
      path: '/listings/:id',
      api: {
        siteContent: {},
        procedures: {
          'properties.get': () => current,
          'contactMessages.create': sendMessage,
          'showingRequests.create': sendShowing,
          'siteContent.features': () => ({ confirmationEmail: false }),
        },
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a showing' })).toBeEnabled(), { timeout: 10_000 });
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Reyes');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Phone'), '(410) 555-0107');
    await user.type(screen.getByLabelText('Message (optional)'), 'We need a fenced yard.');

    // The agent marks it Sold; the page follows the live data.
    current = { ...listing, status: 'Sold' as never };
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText(/This home has just sold\. Send your details anyway/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('We need a fenced yard.');
    await user.type(screen.getByLabelText('Choice 1: date'), new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    await user.selectOptions(screen.getByLabelText('Choice 1: time of day'), 'morning');
    await user.click(screen.getByRole('checkbox', { name: /consent|contact/i }));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(sendShowing).not.toHaveBeenCalled();
    const sent = (sendMessage.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Jordan Reyes', email: 'jordan@example.com', phone: '(410) 555-0107', subject: 'buying', sourceListingId: 'md-sale' });
    expect(sent.message).toMatch(/^I asked for a showing of 1 Main St, Ellicott City, MD 21042, which sold while I was filling in the request\./);
    expect(sent.message).toContain('We need a fenced yard.');
  });

  it('a visitor filling in a showing request when the listing is deleted keeps the page and the form, sent as a message', async () => {
    let current: typeof listing | null = { ...listing, status: 'For Sale' as const };
    const sendMessage = vi.fn(() => ({ id: 'm1', createdAt: new Date().toISOString() }));
    const { queryClient } = renderWithProviders(<ListingPage />, {
      route: '/listings/md-sale',
      path: '/listings/:id',
      api: {
        siteContent: {},
        procedures: {
          'properties.get': () => {
            if (!current) throw new ApiError('NOT_FOUND', 'Property not found');
            return current;
          },
          'contactMessages.create': sendMessage,
          'siteContent.features': () => ({ confirmationEmail: false }),
        },
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a showing' })).toBeEnabled(), { timeout: 10_000 });
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Reyes');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Phone'), '(410) 555-0107');

    // The agent deletes the listing; the page follows the live data.
    current = null;
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText(/This home is no longer listed\. Send your details anyway/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Page Not Found/ })).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Reyes');
    await user.type(screen.getByLabelText('Choice 1: date'), new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    await user.selectOptions(screen.getByLabelText('Choice 1: time of day'), 'morning');
    await user.click(screen.getByRole('checkbox', { name: /consent|contact/i }));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    const sent = (sendMessage.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Jordan Reyes', email: 'jordan@example.com', subject: 'buying', sourceListingId: 'md-sale' });
    expect(sent.message).toMatch(/^I asked for a showing of 1 Main St, Ellicott City, MD 21042, which was taken off the site while I was filling in/);
  });

  it('a visitor who had not started a request when the listing is deleted gets the not-found page', async () => {
    let current: typeof listing | null = { ...listing, status: 'For Sale' as const };
    const { queryClient } = renderWithProviders(<ListingPage />, {
      route: '/listings/md-sale',
      path: '/listings/:id',
      api: {
        siteContent: {},
        procedures: {
          'properties.get': () => {
            if (!current) throw new ApiError('NOT_FOUND', 'Property not found');
            return current;
          },
          'siteContent.features': () => ({ confirmationEmail: false }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryland Colonial' })).toBeInTheDocument();
    current = null;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Maryland Colonial' })).toBeNull());
  });

  it('a visitor who had not started a request sees the sold call to action instead of the form', async () => {
    let current = { ...listing, status: 'For Sale' as const };
    const { queryClient } = renderWithProviders(<ListingPage />, {
      route: '/listings/md-sale',
      path: '/listings/:id',
      api: { siteContent: {}, procedures: { 'properties.get': () => current, 'siteContent.features': () => ({ confirmationEmail: false }) } },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a showing' })).toBeEnabled(), { timeout: 10_000 });
    current = { ...listing, status: 'Sold' as never };
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByRole('link', { name: 'Ask about homes similar to 1 Main St, Ellicott City, MD 21042' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Request a showing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request a showing' })).toBeNull();
  });

  it('renders the 404 content for an unknown listing', async () => {
    renderWithProviders(<ListingPage />, {
      route: '/listings/nope',
      path: '/listings/:id',
      api: {
        siteContent: {},
        procedures: {
          'properties.get': () => {
            throw new ApiError('NOT_FOUND', 'Property not found');
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
