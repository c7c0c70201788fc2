// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NEVER, renderWithProviders } from '../../../test/render-with-providers';
import { sampleStats, testimonial } from '../../../test/fixtures';
import { AboutSection } from './about-section';
import { ResultsSection } from './results-section';
import { ReviewsSection } from './reviews-section';
import { SoldSection } from './sold-section';

/** The figure shown under each statistic label of a <dl>. */
function figures(container: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dt of within(container).getAllByRole('term')) out[dt.textContent] = dt.nextElementSibling!.textContent;
  return out;
}

describe('career figures: one read for three sections', () => {
  const procedures = (stats: () => unknown) => ({ 'stats.get': stats, 'soldRecords.list': () => [] });

  it('about, results and sold summary show the same computed figures, each with the footnote', async () => {
    const api = { procedures: procedures(() => sampleStats()) };
    renderWithProviders(
      <>
        <SoldSection />
        <AboutSection />
        <ResultsSection />
      </>,
      { api },
    );
    const results = screen.getByRole('region', { name: 'Proven Results' });
    await waitFor(() => expect(figures(results)['Career Sales']).toBe('240'));
    expect(figures(results)).toEqual({
      'Career Sales': '240',
      'Sales Volume': '$123.6M',
      'Average Sale Price': '$515K',
      'Price Range': '$127K - $960K',
      'Years of Experience': '16',
    });
    expect(figures(screen.getByRole('region', { name: 'Meet Angela Whitfield' }))).toEqual({
      'Career sales volume': '$123.6M',
      'Homes sold': '240',
      'Average sale price': '$515K',
      'Price range': '$127K - $960K',
      'Years of experience': '16',
    });
    const sold = figures(screen.getByRole('region', { name: 'Sold Track Record' }));
    expect(sold['Total Transactions']).toBe('240');
    expect(sold['Price Range']).toBe('$127,000 - $960,000');
    expect(sold['Neighborhoods']).toBe('17');
    expect(screen.getAllByText('Based on 240 closed transactions, 2010-2024, as of November 2026')).toHaveLength(3);
  });

  it('the results chart is one image with a name and a data table as its text alternative', async () => {
    renderWithProviders(<ResultsSection />, { api: { procedures: procedures(() => sampleStats()) } });
    const chart = await screen.findByRole('img', { name: /closings per year from 2023 to 2024/i });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const table = screen.getByRole('table', { name: 'Closings and sales volume per year, 2023 to 2024' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['YearClosingsSales volume', '20231$389,900', '20244$2,523,500']);
  });

  it('says the chart is the recorded closings only, and how many of the career figure it leaves out', async () => {
    renderWithProviders(<ResultsSection />, { api: { procedures: procedures(() => sampleStats()) } });
    expect(await screen.findByRole('heading', { name: 'Recorded closings per year' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bars: the 5 closings in the sold track record, by year. Beside each bar: closings · sales volume. Career Sales also counts 235 closings not listed one by one.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing is left out when every closing is recorded', async () => {
    renderWithProviders(<ResultsSection />, { api: { procedures: procedures(() => sampleStats({ totalTransactions: 5 })) } });
    expect(await screen.findByText('Bars: the 5 closings in the sold track record, by year. Beside each bar: closings · sales volume.')).toBeInTheDocument();
  });

  it('show no figures at all when the statistics cannot be fetched (never built-in numbers)', async () => {
    renderWithProviders(
      <>
        <SoldSection />
        <AboutSection />
        <ResultsSection />
      </>,
      { api: { procedures: procedures(() => { throw new ApiError('INTERNAL_SERVER_ERROR'); }) } },
    );
    await screen.findByText('Recent sales will appear here soon.');
    await waitFor(() => expect(figures(screen.getByRole('region', { name: 'Sold Track Record' }))).toEqual({ Expertise: 'Buyer & Seller' }));
    expect(within(screen.getByRole('region', { name: 'Proven Results' })).queryAllByRole('term')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Meet Angela Whitfield' })).queryAllByRole('term')).toHaveLength(0);
    expect(screen.queryByText(/^Based on/)).toBeNull();
    expect(screen.queryByText(/\$45,000,000|\$6,209|\b97\b/)).toBeNull();
  });

  it('leave out a figure that is not known yet (no sold records, no licence year)', async () => {
    const stats = sampleStats({ minPrice: null, maxPrice: null, averagePrice: null, yearsExperience: null, byYear: [], totalTransactions: 0, salesVolume: 0, basis: { transactions: 0, fromYear: null, toYear: null } });
    renderWithProviders(<ResultsSection />, { api: { procedures: procedures(() => stats) } });
    const results = screen.getByRole('region', { name: 'Proven Results' });
    await waitFor(() => expect(Object.keys(figures(results))).toEqual(['Career Sales', 'Sales Volume']));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('leave out an average the figures beside it give none, in the about and results sections alike', async () => {
    // A stated total beside the computed volume: the read answers no average.
    const stats = sampleStats({ totalTransactions: 250, averagePrice: null, stated: ['totalTransactions'] });
    renderWithProviders(
      <>
        <AboutSection />
        <ResultsSection />
      </>,
      { api: { procedures: procedures(() => stats) } },
    );
    const results = screen.getByRole('region', { name: 'Proven Results' });
    await waitFor(() => expect(figures(results)['Career Sales']).toBe('250'));
    expect(figures(results)).toEqual({ 'Career Sales': '250', 'Sales Volume': '$123.6M', 'Price Range': '$127K - $960K', 'Years of Experience': '16' });
    expect(figures(screen.getByRole('region', { name: 'Meet Angela Whitfield' }))).toEqual({
      'Career sales volume': '$123.6M',
      'Homes sold': '250',
      'Price range': '$127K - $960K',
      'Years of experience': '16',
    });
    expect(screen.queryByText(/NaN|null/)).toBeNull();
  });

  it('the reviews summary is computed from the stored reviews', async () => {
    renderWithProviders(<ReviewsSection />, {
      api: { siteContent: 'fail', procedures: { 'testimonials.list': () => [testimonial('a', 'Alice A.', 5), testimonial('b', 'Bob B.', 4.5)] } },
    });
    expect(await screen.findByText('4.8 rating | 2 reviews')).toBeInTheDocument();
  });

  it('a stated external rating shows only with its source link', async () => {
    renderWithProviders(<ReviewsSection />, {
      api: {
        siteContent: { testimonials_rating: '4.9 rating | 87 reviews', testimonials_link_url: 'https://www.zillow.com/profile/angela' },
        procedures: { 'testimonials.list': () => NEVER },
      },
    });
    expect(await screen.findByText('4.9 rating | 87 reviews')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading reviews')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('sold track record', () => {
  it('lists the stored records with prices, dates and role labels', async () => {
    renderWithProviders(<SoldSection />, {
      api: {
        procedures: {
          'stats.get': () => sampleStats(),
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
