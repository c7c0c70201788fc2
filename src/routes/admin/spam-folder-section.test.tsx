// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpamFolderSection } from './spam-folder-section';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { toast } from '../../components/toast-store';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const spamLead = {
  kind: 'contact',
  id: 'lead-1',
  name: 'Quick Visitor',
  email: 'quick@example.com',
  phone: '555-0100',
  subject: 'buying',
  message: 'Hello',
  summary: 'Buying',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  readAt: null,
  emails: [],
  spam: { reason: 'too-fast', at: '2026-11-20T10:00:00.000Z' },
};

describe('Messages > Spam folder', () => {
  it('lists the Spam folder on request and moves a lead to the inbox with Not spam', async () => {
    const { calls } = stubTRPC((call) => ({ result: call.path === 'leads.list' ? [spamLead] : { kind: 'contact', id: 'lead-1', folder: 'inbox' } }));
    renderAdmin(<SpamFolderSection />);
    expect(calls.some((c) => c.path === 'leads.list')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show spam' }));
    expect(await screen.findByText(/sent too fast/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'leads.list')?.input).toEqual({ folder: 'spam' });
    fireEvent.click(screen.getByRole('button', { name: 'Not spam: Quick Visitor' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'leads.notSpam')?.input).toEqual({ kind: 'contact', id: 'lead-1' }));
  });

  it.each([
    [false, 'It is listed with your other messages (e-mail notifications are off).'],
    [true, 'The notifications are on their way.'],
  ])('with e-mail notifications %s, the Not spam toast says what happens to it', async (enabled, description) => {
    const { calls } = stubTRPC((call) => ({
      result:
        call.path === 'leads.list'
          ? [spamLead]
          : call.path === 'leads.mailStatus'
            ? { enabled, counts: { failed: 0 } }
            : { kind: 'contact', id: 'lead-1', folder: 'inbox' },
    }));
    const { queryClient } = renderAdmin(<SpamFolderSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Show spam' }));
    await screen.findByText(/sent too fast/);
    await waitFor(() => expect(calls.some((c) => c.path === 'leads.mailStatus')).toBe(true));
    // The mail settings have arrived before the click: nothing is still loading.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Not spam: Quick Visitor' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Moved to your messages', description }));
  });
});

describe('Not spam keeps the keyboard focus in the folder', () => {
  let stopBlurring = () => {};
  afterEach(() => stopBlurring());

  it("moves to the next lead's Not spam, then the one before, then the folder's heading; a refusal gives it back", async () => {
    let leads = [
      { ...spamLead, id: 'lead-1', name: 'Quick Visitor' },
      { ...spamLead, id: 'lead-2', name: 'Hasty Buyer' },
      { ...spamLead, kind: 'valuation', id: 'lead-3', name: 'Rapid Seller' },
    ];
    let refuse = false;
    const { fetchMock } = stubTRPC((call) => {
      if (call.path === 'leads.list') return { result: leads };
      if (call.path === 'leads.mailStatus') return { result: { enabled: false, counts: { failed: 0 } } };
      if (call.path === 'leads.notSpam') {
        if (refuse) return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
        const { kind, id } = call.input as { kind: string; id: string };
        leads = leads.filter((l) => l.kind !== kind || l.id !== id);
        return { result: { kind, id, folder: 'inbox' } };
      }
      return { result: null };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<SpamFolderSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Show spam' }));
    await screen.findByRole('button', { name: 'Not spam: Hasty Buyer' });

    const notSpam = async (name: string) => {
      const button = screen.getByRole('button', { name: `Not spam: ${name}` });
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(screen.queryByRole('button', { name: `Not spam: ${name}` })).not.toBeInTheDocument());
    };
    await notSpam('Hasty Buyer');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not spam: Rapid Seller' })).toHaveFocus());
    await notSpam('Rapid Seller');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not spam: Quick Visitor' })).toHaveFocus());

    refuse = true;
    const last = screen.getByRole('button', { name: 'Not spam: Quick Visitor' });
    fireEvent.click(last);
    await waitFor(() => expect(last).toBeDisabled());
    expect(last).not.toHaveFocus();
    await waitFor(() => expect(last).toHaveFocus());

    refuse = false;
    await notSpam('Quick Visitor');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Spam folder' })).toHaveFocus());
    expect(screen.getByText('The Spam folder is empty.')).toBeInTheDocument();
  });
});
