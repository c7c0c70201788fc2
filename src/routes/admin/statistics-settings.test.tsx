// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleStats } from '../../test/fixtures';
import { ApiError, NETWORK_ERROR, renderWithProviders } from '../../test/render-with-providers';
import { toast } from '../../components/toast-store';
import { hasUnsavedChanges } from './unsaved-changes';
import { blurWhenDisabled } from './focus-test-utils';
import { StatisticsSettings } from './statistics-settings';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

const settings = { baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2010 }, overrides: { neighborhoods: 18 } };

describe('statistics settings', () => {
  it('marks an overridden figure "stated, not computed" beside its computed value, and saves the form as numbers', async () => {
    const saved: unknown[] = [];
    const { fetchMock } = renderWithProviders(<StatisticsSettings />, {
      api: {
        procedures: {
          'soldRecords.list': () => [],
          'stats.settings': () => ({ settings, computed: sampleStats(), current: sampleStats({ neighborhoods: 18, stated: ['neighborhoods'] }) }),
          'stats.updateSettings': (input) => {
            saved.push(input);
            return sampleStats();
          },
        },
      },
    });
    const figures = await screen.findByRole('list', { name: 'Figures as shown on your website' });
    const neighborhoods = within(figures)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Neighborhoods served'))!;
    expect(neighborhoods).toHaveTextContent('Stated, not computed');
    expect(neighborhoods).toHaveTextContent('On your website: 18 (computed: 17)');
    const total = within(figures)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Total transactions'))!;
    expect(total).toHaveTextContent('Computed');
    expect(
      screen.getByText(
        'Footnote on your website: “Based on 240 closed transactions, 2010-2024, as of November 2026; neighborhoods served as stated by the agent”',
      ),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Stated neighborhoods served'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Year first licensed'), { target: { value: '2009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2009 }, overrides: {} });
    expect(fetchMock).toHaveBeenCalled();
  });

  it('keeps a change the server never got as unsaved, with the network message', async () => {
    renderWithProviders(<StatisticsSettings />, {
      api: {
        procedures: {
          'soldRecords.list': () => [],
          'stats.settings': () => ({ settings, computed: sampleStats(), current: sampleStats() }),
          'stats.updateSettings': () => NETWORK_ERROR,
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Year first licensed'), { target: { value: '2009' } });
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to update statistics',
        description: 'Network error. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Year first licensed')).toHaveValue('2009');
    // Leaving the tab or the page still warns: nothing was saved.
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('names the field of a bad value and sends nothing', async () => {
    const saved: unknown[] = [];
    renderWithProviders(<StatisticsSettings />, {
      api: {
        procedures: {
          'soldRecords.list': () => [],
          'stats.settings': () => ({ settings, computed: sampleStats(), current: sampleStats() }),
          'stats.updateSettings': (input) => saved.push(input),
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Transactions closed before the first record'), { target: { value: 'many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Transactions before the first record must be a number of 0 or more, or blank')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Save Statistics, disabled while the server answers', () => {
  it.each([
    ['saved', false],
    ['refused', true],
  ])('gives the focus back to Save Statistics once the change is %s', async (_, refuse) => {
    renderWithProviders(<StatisticsSettings />, {
      api: {
        procedures: {
          'soldRecords.list': () => [],
          'stats.settings': () => ({ settings, computed: sampleStats(), current: sampleStats() }),
          // Answers after a moment, as over a network: the button is disabled meanwhile.
          'stats.updateSettings': async () => {
            await new Promise((resolve) => setTimeout(resolve, 30));
            if (refuse) throw new ApiError('INTERNAL_SERVER_ERROR', 'The store is busy');
            return sampleStats();
          },
        },
      },
    });
    const stopBlurring = blurWhenDisabled();
    try {
      const save = await screen.findByRole('button', { name: 'Save Statistics' });
      fireEvent.change(screen.getByLabelText('Year first licensed'), { target: { value: '2009' } });
      save.focus();
      fireEvent.click(save);
      await waitFor(() => expect(save).toBeDisabled());
      expect(save).not.toHaveFocus();
      await waitFor(() => expect(save).toBeEnabled());
      await waitFor(() => expect(save).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });
});
