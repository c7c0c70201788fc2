// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LISTING_SEARCH } from '../../../../domain/listing-search';
import { ListingSearchControls } from './listing-search-controls';

describe('ListingSearchControls', () => {
  it('offers a shared URL value that is not a step, and reports choices as numbers or "any"', () => {
    const onChange = vi.fn();
    render(<ListingSearchControls search={{ ...DEFAULT_LISTING_SEARCH, minPrice: 425_000, beds: 7 }} onChange={onChange} />);
    const min = screen.getByLabelText('Min price');
    expect(min).toHaveValue('425000');
    expect(within(min).getByRole('option', { name: '$425,000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('7');
    expect(screen.getByLabelText('Max price')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ beds: 3 });
    fireEvent.change(min, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: null });
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '500000' } });
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: 500_000 });
  });
});
