// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER, renderWithProviders } from '../../../test/render-with-providers';
import { sampleProperties } from '../../../test/fixtures';
import { applyListingSearch, DEFAULT_LISTING_SEARCH } from '../../../../domain/listing-search';
import type { LocationFilter, StatusFilter } from '../../../../domain/property';
import { ListingsSection } from './listings-section';

afterEach(() => vi.unstubAllGlobals());

const titles = (list: { title: string }[]) => list.map((p) => p.title);

/** The status and location filters as the section applies them (listings kept in the order the server sent). */
const filterProperties = <T extends (typeof sampleProperties)[number]>(list: readonly T[], status: StatusFilter, location: LocationFilter) =>
  applyListingSearch(list, { ...DEFAULT_LISTING_SEARCH, status, location }, { newestFirst: true });

describe('the status and location filters', () => {
  it('counts For Sale as available and matches status case-insensitively', () => {
    expect(titles(filterProperties(sampleProperties, 'available', 'all'))).toEqual(['Maryland Colonial', 'Arlington Craftsman', 'Unplaced Listing']);
    expect(titles(filterProperties([{ ...sampleProperties[0]!, status: 'SOLD' as never }], 'sold', 'all'))).toHaveLength(1);
    expect(titles(filterProperties(sampleProperties, 'under contract', 'all'))).toEqual(['Capitol Hill Rowhouse']);
  });

  it('matches location as a case-insensitive substring and drops listings without one', () => {
    expect(titles(filterProperties(sampleProperties, 'all', 'maryland'))).toEqual(['Maryland Colonial', 'Towson Cape Cod']);
    expect(titles(filterProperties(sampleProperties, 'all', 'dc'))).toEqual(['Capitol Hill Rowhouse']);
    expect(titles(filterProperties(sampleProperties, 'all', 'all'))).toHaveLength(5);
  });

  it('applies both filters together', () => {
    expect(titles(filterProperties(sampleProperties, 'sold', 'maryland'))).toEqual(['Towson Cape Cod']);
    expect(filterProperties(sampleProperties, 'sold', 'virginia')).toEqual([]);
  });
});

describe('ListingsSection', () => {
  const cards = () => within(screen.getByRole('list', { name: 'Properties' })).getAllByRole('article');

  it('shows three skeleton cards while the listings load', () => {
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => NEVER } } });
    expect(screen.getAllByTestId('listing-skeleton')).toHaveLength(3);
  });

  it('filters by the labelled status and location controls together', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => sampleProperties } } });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 properties');

    await user.selectOptions(screen.getByLabelText('Status'), 'available');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Maryland Colonial', 'Arlington Craftsman', 'Unplaced Listing']);
    cards().forEach((c) => expect(within(c).getByText('Available')).toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Location'), 'maryland');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Maryland Colonial']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 5 properties');

    await user.selectOptions(screen.getByLabelText('Status'), 'sold');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Towson Cape Cod']);
  });

  it('keeps both of two changes made before the list re-renders (a quick visitor, a slow phone)', async () => {
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => sampleProperties } } });
    await waitFor(() => expect(cards()).toHaveLength(5));
    // One act: the second change fires while the section still shows the first render.
    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sold' } });
      fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'maryland' } });
    });
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Towson Cape Cod']);
    expect(screen.getByLabelText('Status')).toHaveValue('sold');
    expect(screen.getByLabelText('Location')).toHaveValue('maryland');
  });

  it('says so when nothing matches and can clear the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => sampleProperties } } });
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.selectOptions(screen.getByLabelText('Status'), 'sold');
    await user.selectOptions(screen.getByLabelText('Location'), 'virginia');
    expect(screen.getByText('No properties match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Properties' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all properties' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  it('says when the minimum price is above the maximum', async () => {
    renderWithProviders(<ListingsSection />, {
      route: '/?minPrice=500000&maxPrice=300000',
      api: { procedures: { 'properties.list': () => sampleProperties } },
    });
    expect(await screen.findByText('No properties match these filters.')).toBeInTheDocument();
    expect(screen.getByText('The minimum price is above the maximum price. Lower the minimum or raise the maximum.')).toBeInTheDocument();
  });

  it('renders price, facts, badge, photo variants and a link to the listing page', async () => {
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => sampleProperties } } });
    await waitFor(() => expect(cards()).toHaveLength(5));
    const first = cards()[0]!;
    expect(within(first).getByText('$849,900')).toBeInTheDocument();
    expect(within(first).getByText('4 Beds')).toBeInTheDocument();
    expect(within(first).getByText('2.5 Baths')).toBeInTheDocument();
    expect(within(first).getByText('2,600 Sq Ft')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Maryland Colonial' })).toHaveAttribute('href', '/listings/md-sale');
    const img = within(first).getByRole('img', { name: 'Photo of Maryland Colonial' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('srcset', '/images/listings/colonial-600.webp 600w, /images/listings/colonial.webp 1200w');
    // Photos from elsewhere have no -600 variant.
    expect(within(cards()[4]!).getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('replaces a photo that fails to load with the placeholder image', async () => {
    renderWithProviders(<ListingsSection />, { api: { procedures: { 'properties.list': () => sampleProperties } } });
    await waitFor(() => expect(cards()).toHaveLength(5));
    const img = within(cards()[1]!).getByRole('img');
    fireEvent.error(img);
    const replaced = within(cards()[1]!).getByRole('img');
    expect(replaced).toHaveAttribute('src', '/images/placeholder-property.svg');
    expect(replaced).not.toHaveAttribute('srcset');
  });
});
