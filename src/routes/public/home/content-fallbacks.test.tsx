// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEVER, renderWithProviders } from '../../../test/render-with-providers';
import { testimonial } from '../../../test/fixtures';
import { AboutSection } from './about-section';
import { ResultsSection } from './results-section';
import { ReviewsSection } from './reviews-section';
import { SoldSection } from './sold-section';

/** The figure shown under each statistic label of a <dl>. */
function figures(container: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dt of within(container).getAllByRole('term')) out[dt.textContent!] = dt.nextElementSibling!.textContent!;
  return out;
}

describe('results statistics', () => {
  it('show the built-in figures when the site content cannot be fetched', async () => {
    // The first poll succeeds with edited figures, the next ones fail.
    let polls = 0;
    renderWithProviders(<ResultsSection />, {
      api: { siteContent: () => (++polls === 1 ? { career_sales: '251', sales_volume: '$130M', average_price: '$600K', years_experience: '17' } : 'fail') },
    });
    const section = screen.getByRole('region', { name: 'Proven Results' });
    await waitFor(() => expect(figures(section)['Career Sales']).toBe('251'));
    await waitFor(
      () =>
      expect(figures(section)).toEqual({
        'Career Sales': '240',
        'Sales Volume': '$123.6M',
        'Average Sale Price': '$515K',
        'Price Range': '$127K - $960K',
        'Years of Experience': '16',
      }),
      { timeout: 3000 },
    );
    expect(polls).toBeGreaterThan(1);
  });

  it('show the stored figures when the site content arrives', async () => {
    renderWithProviders(<ResultsSection />, {
      api: { siteContent: { results_title: 'Track Record in Numbers', career_sales: '251', sales_volume: '$130M', price_range_max: '$1.2M', years_experience: '17' } },
    });
    const section = await screen.findByRole('region', { name: 'Track Record in Numbers' });
    expect(figures(section)).toMatchObject({ 'Career Sales': '251', 'Sales Volume': '$130M', 'Average Sale Price': '$515K', 'Price Range': '$127K - $1.2M', 'Years of Experience': '17' });
  });

  it('fall back to the built-in figure for a key the admin left blank', async () => {
    renderWithProviders(<ResultsSection />, { api: { siteContent: { career_sales: '   ' } } });
    const section = screen.getByRole('region', { name: 'Proven Results' });
    await waitFor(() => expect(figures(section)['Career Sales']).toBe('240'));
  });
});

describe('other sections on a failed fetch', () => {
  it('the about section shows its own built-in figures (the second reading of the career numbers)', async () => {
    renderWithProviders(<AboutSection />, { api: { siteContent: 'fail' } });
    const section = screen.getByRole('region', { name: 'Meet Angela Whitfield' });
    expect(figures(section)).toEqual({
      'Career sales volume': '$45,000,000+',
      'Homes sold': '97',
      'Average sale price': '$467,000',
      'Price range': '$127K - $960K',
      'Years of experience': '16',
    });
  });

  it('the sold section shows its fallback summary', async () => {
    renderWithProviders(<SoldSection />, { api: { siteContent: 'fail', procedures: { 'soldRecords.list': () => [] } } });
    const section = screen.getByRole('region', { name: 'Sold Track Record' });
    const summary = figures(section);
    expect(summary['Total Transactions']).toBe('97');
    expect(summary['Price Range']).toBe('$6,209 - $735,000');
    expect(summary['Neighborhoods']).toBe('15+');
  });

  it('the reviews section shows the fallback rating summary and a skeleton while reviews load', async () => {
    renderWithProviders(<ReviewsSection />, { api: { siteContent: 'fail', procedures: { 'testimonials.list': () => NEVER } } });
    expect(screen.getByText('5.0 rating | 15 reviews')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading reviews')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('sold track record', () => {
  it('lists the stored records with prices, dates and role labels', async () => {
    renderWithProviders(<SoldSection />, {
      api: {
        procedures: {
          'soldRecords.list': () => [
            { id: 's1', property: '3412 Keswick Rd, Baltimore, MD 21211', salePrice: 289000, saleDate: '2013-04-19', role: 'Listing Agent', createdAt: '', updatedAt: '' },
            { id: 's2', property: '1819 N Smallwood St, Baltimore, MD 21216', salePrice: 6209, saleDate: '2013-09-06', role: 'Buyer Agent', createdAt: '', updatedAt: '' },
          ],
        },
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['3412 Keswick Rd, Baltimore, MD 21211', '$289,000', 'April 19, 2013', 'Listing Agent'],
      ['1819 N Smallwood St, Baltimore, MD 21216', '$6,209', 'September 6, 2013', 'Buyer Agent'],
    ]);
  });
});

it('reviews are shown in the carousel once loaded', async () => {
  renderWithProviders(<ReviewsSection />, { api: { procedures: { 'testimonials.list': () => [testimonial('a', 'Alice A.'), testimonial('b', 'Bob B.')] } } });
  expect(await screen.findByRole('region', { name: 'Client reviews' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show review 2 of 2' })).toBeInTheDocument();
});
