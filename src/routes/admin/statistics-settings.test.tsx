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

const settings = { baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2010 }, overrides: { neighborhoods: 18 }, version: 4 };

/** The form against a fake API: the settings above and the seed's figures, with `updateSettings` as given. */
function renderForm(updateSettings: (input: unknown) => unknown, current = sampleStats(), notShown: Record<string, string> = {}) {
  return renderWithProviders(<StatisticsSettings />, {
    api: {
      procedures: {
        'soldRecords.list': () => [],
        'stats.settings': () => ({ settings, computed: sampleStats(), current, notShown }),
        'stats.updateSettings': updateSettings,
      },
    },
  });
}

describe('statistics settings', () => {
  it('marks an overridden figure "stated, not computed" beside its computed value, and saves the form as numbers', async () => {
    const saved: unknown[] = [];
    const { fetchMock } = renderForm(
      (input) => {
        saved.push(input);
        return sampleStats();
      },
      sampleStats({ neighborhoods: 18, stated: ['neighborhoods'] }),
    );
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
    // With the version the form started from, so a change made elsewhere meanwhile is not overwritten.
    expect(saved[0]).toEqual({ baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2009 }, overrides: {}, version: 4 });
    expect(fetchMock).toHaveBeenCalled();
  });

  it('keeps a change the server never got as unsaved, with the network message', async () => {
    renderForm(() => NETWORK_ERROR);
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

  it('saves once for two presses in the same instant (no second save refused as stale)', async () => {
    const saved: unknown[] = [];
    renderForm(async (input) => {
      saved.push(input);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return sampleStats();
    });
    fireEvent.change(await screen.findByLabelText('Year first licensed'), { target: { value: '2009' } });
    const form = screen.getByRole('form', { name: 'Statistics' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saved).toHaveLength(1);
  });

  it('names the field of a bad value and sends nothing', async () => {
    const saved: unknown[] = [];
    renderForm((input) => saved.push(input));
    fireEvent.change(await screen.findByLabelText('Transactions closed before the first record'), { target: { value: 'many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText('Transactions before the first record must be a number of 0 or more, or blank')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('stated figures against the sold list', () => {
  const refusal = 'Total transactions must be at least 23, the sales in your sold list';

  it('shows the server refusing a stated total below the sold list on its field, focused, and keeps what was typed', async () => {
    vi.mocked(toast).mockClear();
    renderForm(() => {
      throw new ApiError('BAD_REQUEST', refusal, { 'overrides.totalTransactions': refusal });
    });
    const total = await screen.findByLabelText('Stated total transactions');
    fireEvent.change(total, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(total).toHaveAccessibleDescription(expect.stringContaining(refusal));
    await waitFor(() => expect(total).toHaveFocus());
    expect(total).toHaveValue('10');
    expect(hasUnsavedChanges()).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to update statistics' }));
  });

  it('says a saved figure that sales added since overtake is not shown on the website', async () => {
    const note =
      'Not shown on your website: your stated 10 is below the 23 sales in your sold list. The computed figure is shown instead until you raise it or leave it blank.';
    renderForm(() => sampleStats(), sampleStats(), { totalTransactions: note });
    const figures = await screen.findByRole('list', { name: 'Figures as shown on your website' });
    const total = within(figures)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Total transactions'))!;
    expect(total).toHaveTextContent('Stated, not shown');
    expect(total).toHaveTextContent('On your website: 240');
    expect(total).toHaveTextContent(note);
  });
});

describe('a save over a change made in another tab', () => {
  // Saved elsewhere after this form was opened (version 4): another baseline.
  const theirs = { ...settings, baseline: { ...settings.baseline, transactions: 225 }, version: 5, updatedAt: '2026-11-25T19:32:00.000Z' };

  /** The fake API, with stats.updateSettings refusing version 4 the way the server does (409 and the current settings). */
  function renderWithStaleSave() {
    vi.mocked(toast).mockClear();
    const saves: { version?: number; baseline: { transactions: number }; overrides: Record<string, number> }[] = [];
    const { fetchMock } = renderForm((input) => {
      saves.push(input as (typeof saves)[number]);
      return sampleStats();
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as { '0'?: { json?: { version?: number } } })['0']?.json : undefined;
      if (url.pathname === '/api/trpc/stats.updateSettings' && sent?.version === 4) {
        saves.push(sent as (typeof saves)[number]);
        const error = {
          message: 'This was changed elsewhere. Review the latest version.',
          code: -32603,
          data: { code: 'CONFLICT', httpStatus: 409, path: 'stats.updateSettings', conflict: { current: theirs, changedAt: theirs.updatedAt } },
        };
        return new Response(JSON.stringify([{ error: { json: error } }]), { status: 409, headers: { 'content-type': 'application/json' } });
      }
      return fetchMock(input, init);
    });
    return saves;
  }

  it('shows "changed elsewhere" with both versions, keeps what was typed, and Keep mine saves it over the latest version', async () => {
    const saves = renderWithStaleSave();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));

    const alert = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    expect(alert).toHaveTextContent('This was changed elsewhere (at Nov 25, 2026, 2:32 PM EST). Review the latest version');
    expect(within(alert).getByRole('row', { name: /Transactions closed before the first record/ })).toHaveTextContent(/217.*225/);
    expect(within(alert).getByRole('row', { name: /Stated years of experience/ })).toHaveTextContent(/21.*\(empty\)/);
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('21');
    expect(hasUnsavedChanges()).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' }));
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Keep mine' })).toHaveFocus());

    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({
      baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2010 },
      overrides: { neighborhoods: 18, yearsExperience: 21 },
      version: 5,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).not.toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('Take theirs shows the latest figures and saves from their version', async () => {
    const saves = renderWithStaleSave();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    fireEvent.click(within(await screen.findByRole('alert', { name: 'Changed elsewhere' })).getByRole('button', { name: 'Take theirs' }));

    expect(screen.getByLabelText('Transactions closed before the first record')).toHaveValue('225');
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('');
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.change(screen.getByLabelText('Year first licensed'), { target: { value: '2009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ baseline: { transactions: 225, yearLicensed: 2009 }, version: 5 });
  });
});

describe('Save Statistics, disabled while the server answers', () => {
  it.each([
    ['saved', false],
    ['refused', true],
  ])('gives the focus back to Save Statistics once the change is %s', async (_, refuse) => {
    // Answers after a moment, as over a network: the button is disabled meanwhile.
    renderForm(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (refuse) throw new ApiError('INTERNAL_SERVER_ERROR', 'The store is busy');
      return sampleStats();
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
