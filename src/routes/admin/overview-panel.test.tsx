// @vitest-environment jsdom
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Overview } from '../../../domain/insights';
import { useTRPC } from '../../lib/trpc';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { OverviewPanel } from './overview-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = (unread: number, lastBackupAt: string | null): Overview => ({
  leadsPerWeek: [],
  unread,
  listingsByStatus: [{ status: 'For Sale', count: 2 }],
  topListingsThisMonth: [],
  lastBackupAt,
  backupsAvailable: true,
});

/** What the server says now: the test changes it as the agent's other actions would. */
let current = { unread: 1, lastBackupAt: null as string | null };

function stubServer() {
  return stubTRPC((call) => {
    if (call.path === 'insights.overview') return { result: overview(current.unread, current.lastBackupAt) };
    if (call.path === 'leads.unreadCount') return { result: { unread: current.unread, contact: current.unread, valuation: 0, showing: 0 } };
    if (call.path === 'leads.markAllRead') return { result: { updated: 1 } };
    return { result: null };
  });
}

/** Another part of the panel: a save there is a mutation of its own. */
function MarkAllRead() {
  const trpc = useTRPC();
  const mark = useMutation(trpc.leads.markAllRead.mutationOptions());
  return <button onClick={() => mark.mutate()}>Mark all as read</button>;
}

/** The Messages tab's "Check for new messages": a fresh read of the unread count. */
function CheckForNew() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return <button onClick={() => void queryClient.invalidateQueries({ queryKey: trpc.leads.unreadCount.queryKey() })}>Check for new messages</button>;
}

const unreadCard = () => screen.getByText('Unread leads').closest('div')!;

describe('Overview', () => {
  it('follows a change made elsewhere in the panel without a reload', async () => {
    current = { unread: 1, lastBackupAt: null };
    stubServer();
    renderAdmin(
      <>
        <OverviewPanel />
        <MarkAllRead />
      </>,
    );
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
    expect(within(unreadCard()).getByText('1')).toBeInTheDocument();

    current = { unread: 0, lastBackupAt: '2026-11-28T09:30:00.000Z' };
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(unreadCard()).findByText('0')).toBeInTheDocument();
    expect(screen.queryByText('No backup yet.')).not.toBeInTheDocument();
  });

  it('reads the overview once on opening: an unread count that has not changed asks for nothing more', async () => {
    current = { unread: 2, lastBackupAt: null };
    const { calls } = stubServer();
    renderAdmin(
      <>
        <OverviewPanel />
        <CheckForNew />
      </>,
    );
    await screen.findByText('Unread leads');
    await waitFor(() => expect(calls.filter((c) => c.path === 'leads.unreadCount')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Check for new messages' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'leads.unreadCount')).toHaveLength(2));
    // Both unread answers are in and handled: a change would have asked for the overview by now.
    await act(async () => {});
    expect(calls.filter((c) => c.path === 'insights.overview')).toHaveLength(1);
  });

  it('shows new leads as soon as the unread count beside the Messages tab does', async () => {
    current = { unread: 1, lastBackupAt: null };
    stubServer();
    renderAdmin(
      <>
        <OverviewPanel />
        <CheckForNew />
      </>,
    );
    await screen.findByText('Unread leads');
    expect(await within(unreadCard()).findByText('1')).toBeInTheDocument();

    current = { unread: 3, lastBackupAt: null };
    fireEvent.click(screen.getByRole('button', { name: 'Check for new messages' }));
    expect(await within(unreadCard()).findByText('3')).toBeInTheDocument();
  });
});
