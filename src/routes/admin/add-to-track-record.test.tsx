// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { property } from '../../test/fixtures';
import { AddToTrackRecord, soldDateOf } from './add-to-track-record';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sold = property({
  id: 'p9',
  title: 'Arlington Craftsman',
  address: '9 Oak St, Arlington, VA 22201',
  status: 'Sold',
  price: 915000,
  updatedAt: '2026-11-20T15:00:00.000Z',
});

describe('a listing marked Sold in the admin', () => {
  it('offers to add it to the sold track record with its price and date prefilled', async () => {
    const { calls } = stubTRPC((call) => {
      if (call.path === 'soldRecords.list') return { result: [] };
      if (call.path === 'soldRecords.create') return { result: { id: 's1', version: 1, ...(call.input as object) } };
      return {};
    });
    renderAdmin(<AddToTrackRecord property={sold} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to sold track record: Arlington Craftsman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Sold Track Record' });
    expect(within(dialog).getByLabelText(/^Property/)).toHaveValue('9 Oak St, Arlington, VA 22201');
    expect(within(dialog).getByLabelText(/^Sale Price/)).toHaveValue('915000');
    expect(within(dialog).getByLabelText(/^Sale Date/)).toHaveValue(soldDateOf(sold));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sold Property' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === 'soldRecords.create')).toBe(true));
    expect(calls.find((c) => c.path === 'soldRecords.create')?.input).toEqual({
      property: '9 Oak St, Arlington, VA 22201',
      salePrice: '915000',
      saleDate: soldDateOf(sold),
      role: 'Listing Agent',
    });
  });

  describe('keeps the keyboard focus while the sale is saved (Save is disabled meanwhile)', () => {
    let stopBlurring = () => {};
    afterEach(() => stopBlurring());

    async function addSale(create: () => { result?: unknown; error?: { message: string; httpStatus: number; code?: string } }) {
      let records: unknown[] = [];
      const { fetchMock } = stubTRPC((call) => {
        if (call.path === 'soldRecords.list') return { result: records };
        if (call.path !== 'soldRecords.create') return {};
        const answer = create();
        if (answer.result) records = [answer.result];
        return answer;
      });
      answerSlowly(fetchMock);
      stopBlurring = blurWhenDisabled();
      renderAdmin(<AddToTrackRecord property={sold} />);
      const open = await screen.findByRole('button', { name: 'Add to sold track record: Arlington Craftsman' });
      open.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Add to Sold Track Record' });
      const save = within(dialog).getByRole('button', { name: 'Add Sold Property' });
      save.focus();
      await userEvent.keyboard('{Enter}');
      await vi.waitFor(() => expect(save).toBeDisabled());
      expect(save).not.toHaveFocus();
      return save;
    }

    it('gives it back to Save when the server refuses', async () => {
      const save = await addSale(() => ({ error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } }));
      await vi.waitFor(() => expect(save).toHaveFocus(), 5000);
    });

    it('moves it to the note that replaces the button once the sale is recorded', async () => {
      await addSale(() => ({
        result: { id: 's1', version: 1, property: '9 Oak St, Arlington, VA 22201', salePrice: 915000, saleDate: '2026-11-20', role: 'Listing Agent' },
      }));
      const note = await screen.findByText('In your sold track record.');
      await vi.waitFor(() => expect(note).toHaveFocus(), 5000);
    });
  });

  it('says so when the sale is already in the track record', async () => {
    stubTRPC((call) =>
      call.path === 'soldRecords.list'
        ? { result: [{ id: 's1', property: '9 Oak St, Arlington, VA 22201', salePrice: 915000, saleDate: '2026-11-20', role: 'Listing Agent' }] }
        : {},
    );
    renderAdmin(<AddToTrackRecord property={sold} />);
    expect(await screen.findByText('In your sold track record.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sold track record/ })).not.toBeInTheDocument();
  });

  it('offers nothing for a listing that is not Sold', async () => {
    const { calls } = stubTRPC((call) => (call.path === 'soldRecords.list' ? { result: [] } : {}));
    const { container } = renderAdmin(<AddToTrackRecord property={{ ...sold, status: 'For Sale' }} />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === 'soldRecords.list')).toBe(true));
    expect(container.textContent).toBe('');
  });
});

it('the sale date is the day the listing was marked Sold, in the local time zone', () => {
  expect(soldDateOf({ updatedAt: '2026-11-20T15:00:00.000Z' })).toMatch(/^2026-11-2[01]$/);
});
