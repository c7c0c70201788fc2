// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC } from '../../../test/admin-test-utils';
import { RecentlyDeletedSection } from '../history/recently-deleted-section';
import { SessionsSection } from './sessions-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings tables', () => {
  it('lists recently deleted records, each named by its row, and restores the one chosen', async () => {
    const { calls } = stubTRPC((call) =>
      call.path === 'revisions.deleted'
        ? { result: [{ id: 'rev-1', type: 'property', label: '14 Juniper Lane', at: '2026-11-20T15:04:00Z', by: 'admin' }] }
        : { result: {} },
    );
    renderAdmin(<RecentlyDeletedSection />);
    const table = await screen.findByRole('table', { name: 'Recently deleted' });
    const row = await within(table).findByRole('row', { name: /14 Juniper Lane/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('14 Juniper Lane');
    expect(row).toHaveTextContent('Listing');
    expect(row).toHaveTextContent('by admin');
    fireEvent.click(within(row).getByRole('button', { name: 'Restore 14 Juniper Lane' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'revisions.restore')?.input).toEqual({ revisionId: 'rev-1' }));
  });

  it('says when nothing was deleted', async () => {
    stubTRPC(() => ({ result: [] }));
    renderAdmin(<RecentlyDeletedSection />);
    expect(await screen.findByText('Nothing deleted in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists signed-in devices with a sign-out for every device but this one', async () => {
    const { calls } = stubTRPC((call) =>
      call.path === 'sessions.list'
        ? {
            result: [
              {
                id: 'a',
                device: 'Chrome on Mac',
                ip: '203.0.113.5',
                createdAt: '2026-11-20T10:00:00Z',
                lastSeenAt: '2026-11-25T07:00:00Z',
                current: true,
              },
              { id: 'b', device: 'Safari on iPhone', ip: '', createdAt: '2026-11-21T10:00:00Z', lastSeenAt: '2026-11-24T19:30:00Z', current: false },
            ],
          }
        : { result: {} },
    );
    renderAdmin(<SessionsSection />);
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    const mine = await within(table).findByRole('row', { name: /Chrome on Mac/ });
    expect(mine).toHaveTextContent('This device');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const phone = within(table).getByRole('row', { name: /Safari on iPhone/ });
    expect(phone).toHaveTextContent('-');
    fireEvent.click(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(calls.find((c) => c.path === 'sessions.revoke')?.input).toEqual({ id: 'b' }));
  });
});
