// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestText, requestUrl } from '../../test/admin-test-utils';
import { sampleStats } from '../../test/fixtures';
import { ApiError, NETWORK_ERROR, renderWithProviders } from '../../test/render-with-providers';
import { toast } from '../../components/toast-store';
import { hasUnsavedChanges } from './unsaved-changes';
import { blurWhenDisabled } from './focus-test-utils';
import { StatisticsSettings } from './statistics-settings';
import { expireSessionOn401, saveSession } from '../../lib/admin-session';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

const settings = { baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2010 }, overrides: { neighborhoods: 18 }, version: 4 };

/** The form against a fake API: the settings above (or `stored`) and the seed's figures, with `updateSettings` as given. */
function renderForm(
  updateSettings: (input: unknown) => unknown,
  current = sampleStats(),
  notShown: Record<string, string> = {},
  stored: Omit<typeof settings, 'overrides'> & { overrides: Record<string, number> } = settings,
) {
  return renderWithProviders(<StatisticsSettings />, {
    api: {
      procedures: {
        'soldRecords.list': () => [],
        'stats.settings': () => ({ settings: stored, computed: sampleStats(), current, notShown }),
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
    // On the wire: one POST to stats.updateSettings, its figures JSON numbers rather than the fields' text.
    const sends = fetchMock.mock.calls.filter(([input]) => requestUrl(input).pathname === '/api/trpc/stats.updateSettings');
    expect(sends).toHaveLength(1);
    const [, init] = sends[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(requestText(init))).toEqual({
      0: { json: { baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2009 }, overrides: {}, version: 4 } },
    });
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
    const { queryClient } = renderForm(async (input) => {
      saved.push(input);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return sampleStats();
    });
    fireEvent.change(await screen.findByLabelText('Year first licensed'), { target: { value: '2009' } });
    const form = screen.getByRole('form', { name: 'Statistics' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    // Counted once the form is idle again (no save waiting for its answer, Save Statistics back): a
    // second save, sent beside the first or queued behind it, has been answered by then however
    // slow the machine, where a fixed wait could end before it.
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
      expect(screen.getByRole('button', { name: 'Save Statistics' })).toBeEnabled();
    });
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
  const refusal = 'Total transactions must be at least 240: your 217 earlier transactions and the 23 sales in your sold list';

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
      'Not shown on your website: your stated 239 is below 240 (your 217 earlier transactions and the 23 sales in your sold list). The computed figure is shown instead until you raise it or leave it blank.';
    renderForm(
      () => sampleStats(),
      sampleStats(),
      { totalTransactions: note },
      { ...settings, overrides: { ...settings.overrides, totalTransactions: 239 } },
    );
    const figures = await screen.findByRole('list', { name: 'Figures as shown on your website' });
    const total = within(figures)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Total transactions'))!;
    expect(total).toHaveTextContent('Stated, not shown');
    expect(total).toHaveTextContent('On your website: 240');
    expect(total).toHaveTextContent(note);
  });

  it('says why the average is not shown when a stated total stands beside the computed volume', async () => {
    const note =
      'The average sale price is not shown on your website: your total transactions are stated but your sales volume is computed, and one divided by the other is no real average. State both the total transactions and the sales volume, or the average itself.';
    renderForm(
      () => sampleStats(),
      sampleStats({ totalTransactions: 250, averagePrice: null, stated: ['totalTransactions'] }),
      { averagePrice: note },
      { ...settings, overrides: { ...settings.overrides, totalTransactions: 250 } },
    );
    const figures = await screen.findByRole('list', { name: 'Figures as shown on your website' });
    const average = within(figures)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Average sale price'))!;
    // Not stated, so not "Stated, not shown"; left out, so not "not known yet".
    expect(within(average).getByText('Not shown')).toBeInTheDocument();
    expect(average).not.toHaveTextContent('Stated, not shown');
    expect(average).toHaveTextContent('On your website: not shown');
    expect(average).toHaveTextContent(note);
  });
});

type Save = { version?: number; baseline: (typeof settings)['baseline']; overrides: Record<string, number> };
type Stored = Save & { version: number; updatedAt?: string };
const OTHER_SAVE_AT = '2026-11-25T19:32:00.000Z';

/**
 * The settings behind the form, checked like the store does: a save naming another version than
 * the stored one is refused (409 and the settings as they are now); `refuse` may turn a save
 * down on a field instead, as a stated figure below the sold records is.
 */
function serveStats(refuse?: (save: Save) => ApiError | undefined) {
  vi.mocked(toast).mockClear();
  let stored: Stored = settings;
  const saves: Save[] = [];
  /** The statistics form, opened on the settings as they are now. */
  const open = () => {
    const { fetchMock, unmount } = renderWithProviders(<StatisticsSettings />, {
      api: {
        procedures: {
          'soldRecords.list': () => [],
          'stats.settings': () => ({ settings: stored, computed: sampleStats(), current: sampleStats(), notShown: {} }),
          'stats.updateSettings': (input) => {
            const { version: _, ...sent } = input as Save;
            const refusal = refuse?.(input as Save);
            if (refusal) throw refusal;
            stored = { ...sent, version: stored.version + 1, updatedAt: '2026-11-25T19:40:00.000Z' };
            return sampleStats();
          },
        },
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as { '0'?: { json?: Save } })['0']?.json : undefined;
      if (url.pathname === '/api/trpc/stats.updateSettings' && sent) {
        saves.push(sent);
        if (sent.version !== undefined && sent.version !== stored.version) {
          const error = {
            message: 'This was changed elsewhere. Review the latest version.',
            code: -32603,
            data: { code: 'CONFLICT', httpStatus: 409, path: 'stats.updateSettings', conflict: { current: stored, changedAt: stored.updatedAt } },
          };
          return new Response(JSON.stringify([{ error: { json: error } }]), { status: 409, headers: { 'content-type': 'application/json' } });
        }
      }
      return fetchMock(input, init);
    });
    return unmount;
  };
  let close = open();
  return {
    saves,
    /** The other tab's save: it reaches the server while this form is open. */
    saveElsewhere: (change: (s: Stored) => Partial<Stored>) => {
      stored = { ...stored, ...change(stored), version: stored.version + 1, updatedAt: OTHER_SAVE_AT };
    },
    stored: () => stored,
    /** A call answered 401 (the session revoked or expired) signs the panel out; the agent signs in again and opens Statistics. */
    signInAgain: () => {
      expireSessionOn401(401);
      close();
      saveSession('token-2', { username: 'admin' });
      close = open();
    },
  };
}

/** Saves the form and waits for the refusal. */
async function saveAndSeeConflict() {
  fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
  return screen.findByRole('alert', { name: 'Changed elsewhere' });
}

/** The conflict box's summary when this form changed a stated figure and the other tab the baseline. */
const KEEPS_THEIR_BASELINE =
  'Keep mine saves your Stated years of experience over the latest version; Transactions closed before the first record stays as changed there.';

/** Presses Keep mine and returns the save it sent (the `nth` save the server received). */
async function keepMine(alert: HTMLElement, server: ReturnType<typeof serveStats>, nth: number) {
  fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.saves).toHaveLength(nth));
  return server.saves[nth - 1];
}

describe('figures typed when the session ended', () => {
  it('are in the form after signing in again, count as unsaved, and are what Save sends', async () => {
    saveSession('token-1', { username: 'admin' });
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Year first licensed'), { target: { value: '2009' } });
    server.signInAgain();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unsaved changes restored' })));
    // The form opens on the stored figures, then takes the draft over them.
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('21');
    expect(screen.getByLabelText('Year first licensed')).toHaveValue('2009');
    expect(screen.getByLabelText('Stated neighborhoods served')).toHaveValue('18');
    // Leaving the tab or the page asks first, as for other unsaved work.
    expect(hasUnsavedChanges()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    expect(server.saves).toEqual([
      { baseline: { transactions: 217, volume: 112_101_700, yearLicensed: 2009 }, overrides: { neighborhoods: 18, yearsExperience: 21 }, version: 4 },
    ]);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('saved over a change made elsewhere meanwhile, is sorted against the figures it was typed over', async () => {
    saveSession('token-1', { username: 'admin' });
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    // While this tab is signed out, another one saves a baseline figure: the draft was typed over
    // version 4, the form reopens on version 5.
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225 } }));
    server.signInAgain();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unsaved changes restored' })));
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('21');

    const alert = await saveAndSeeConflict();
    expect(server.saves[0]).toMatchObject({ version: 4 });
    expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent(KEEPS_THEIR_BASELINE);
    expect(await keepMine(alert, server, 2)).toEqual({
      baseline: { transactions: 225, volume: 112_101_700, yearLicensed: 2010 },
      overrides: { neighborhoods: 18, yearsExperience: 21 },
      version: 5,
    });
  });
});

describe('a save over a change made in another tab', () => {
  it("the other tab changed the baseline, this one a stated figure: Keep mine keeps the other tab's baseline and saves this form's figure", async () => {
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225 } }));

    const alert = await saveAndSeeConflict();
    expect(alert).toHaveTextContent('This was changed elsewhere (at Nov 25, 2026, 2:32 PM EST). Review the latest version');
    // Nothing was changed in both places: no figures to choose between, and the box says what happens.
    expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent(KEEPS_THEIR_BASELINE);
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('21');
    expect(hasUnsavedChanges()).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' }));
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Keep mine' })).toHaveFocus());

    expect(await keepMine(alert, server, 2)).toEqual({
      baseline: { transactions: 225, volume: 112_101_700, yearLicensed: 2010 },
      overrides: { neighborhoods: 18, yearsExperience: 21 },
      version: 5,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    expect(server.stored()).toMatchObject({ baseline: { transactions: 225 }, overrides: { yearsExperience: 21 }, version: 6 });
    expect(screen.getByLabelText('Transactions closed before the first record')).toHaveValue('225');
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).not.toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it("a figure changed in both tabs is the only one listed, and Keep mine saves this form's value for it", async () => {
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Transactions closed before the first record'), { target: { value: '230' } });
    fireEvent.change(screen.getByLabelText('Stated neighborhoods served'), { target: { value: '' } });
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225, yearLicensed: 2009 } }));

    const alert = await saveAndSeeConflict();
    expect(within(alert).getAllByRole('row')).toHaveLength(2);
    expect(within(alert).getByRole('row', { name: /Transactions closed before the first record/ })).toHaveTextContent(/230.*225/);
    expect(alert).toHaveTextContent(
      'Keep mine saves your Transactions closed before the first record and Stated neighborhoods served over the latest version; Year first licensed stays as changed there.',
    );

    expect(await keepMine(alert, server, 2)).toEqual({
      baseline: { transactions: 230, volume: 112_101_700, yearLicensed: 2009 },
      overrides: {},
      version: 5,
    });
  });

  it('a figure only written differently ("$112,101,700") is not taken for a change', async () => {
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Their total volume ($)'), { target: { value: '$112,101,700' } });
    fireEvent.change(screen.getByLabelText('Stated years of experience'), { target: { value: '21' } });
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, volume: 120_000_000 } }));

    const alert = await saveAndSeeConflict();
    expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
    expect(await keepMine(alert, server, 2)).toMatchObject({ baseline: { volume: 120_000_000 }, overrides: { yearsExperience: 21 }, version: 5 });
  });

  it('after a save, a later refusal is sorted against the values saved, not the ones the form was loaded with', async () => {
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Year first licensed'), { target: { value: '2009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Statistics updated' }));
    expect(hasUnsavedChanges()).toBe(false);

    // The other tab, opened on the first save, changes the baseline; this one then a stated figure.
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225 } }));
    fireEvent.change(screen.getByLabelText('Stated years of experience'), { target: { value: '21' } });
    const alert = await saveAndSeeConflict();
    expect(alert).toHaveTextContent(KEEPS_THEIR_BASELINE);
    expect(await keepMine(alert, server, 3)).toEqual({
      baseline: { transactions: 225, volume: 112_101_700, yearLicensed: 2009 },
      overrides: { neighborhoods: 18, yearsExperience: 21 },
      version: 6,
    });
  });

  it('a merged save refused for a stated figure below the sold records shows the message on that field', async () => {
    vi.mocked(toast).mockClear();
    const refusal = 'Total transactions must be at least 248: your 225 earlier transactions and the 23 sales in your sold list';
    const server = serveStats((save) =>
      save.version === 5 ? new ApiError('BAD_REQUEST', refusal, { 'overrides.totalTransactions': refusal }) : undefined,
    );
    const total = await screen.findByLabelText('Stated total transactions');
    fireEvent.change(total, { target: { value: '10' } });
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225 } }));

    const alert = await saveAndSeeConflict();
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(total).toHaveAccessibleDescription(expect.stringContaining(refusal));
    await waitFor(() => expect(total).toHaveFocus());
    expect(total).toHaveValue('10');
    // The other tab's baseline is in the form, as it would be saved once the figure is corrected.
    expect(screen.getByLabelText('Transactions closed before the first record')).toHaveValue('225');
    expect(hasUnsavedChanges()).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to update statistics' }));
    expect(server.stored()).toMatchObject({ baseline: { transactions: 225 }, version: 5 });
  });

  it('Take theirs shows the latest figures and saves from their version', async () => {
    const server = serveStats();
    fireEvent.change(await screen.findByLabelText('Stated years of experience'), { target: { value: '21' } });
    server.saveElsewhere((s) => ({ baseline: { ...s.baseline, transactions: 225 } }));
    fireEvent.click(within(await saveAndSeeConflict()).getByRole('button', { name: 'Take theirs' }));

    expect(screen.getByLabelText('Transactions closed before the first record')).toHaveValue('225');
    expect(screen.getByLabelText('Stated years of experience')).toHaveValue('');
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.change(screen.getByLabelText('Year first licensed'), { target: { value: '2009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Statistics' }));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]).toMatchObject({ baseline: { transactions: 225, yearLicensed: 2009 }, version: 5 });
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
