// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC } from '../../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from '../focus-test-utils';
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

describe('a row whose own button removes it keeps the keyboard focus in the table', () => {
  const session = (id: string, device: string, current = false) => ({
    id,
    device,
    ip: '203.0.113.5',
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-25T07:00:00Z',
    current,
  });
  let stopBlurring = () => {};
  afterEach(() => stopBlurring());

  /** Presses the row's button by keyboard, and waits for the row to go. */
  async function press(name: RegExp) {
    const button = screen.getByRole('button', { name });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
  }

  it("Sign out moves to the next device's Sign out, then the one before, then the heading", async () => {
    let sessions = [
      session('a', 'Chrome on Mac', true),
      session('b', 'Safari on iPhone'),
      session('c', 'Firefox on Windows'),
      session('d', 'Edge on Surface'),
    ];
    const { fetchMock } = stubTRPC((call) => {
      if (call.path === 'sessions.list') return { result: sessions };
      if (call.path === 'sessions.revoke') sessions = sessions.filter((s) => s.id !== (call.input as { id: string }).id);
      return { result: {} };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<SessionsSection />);
    await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ });

    await press(/^Sign out Firefox on Windows/);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sign out Edge on Surface/ })).toHaveFocus());
    await press(/^Sign out Edge on Surface/);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sign out Safari on iPhone/ })).toHaveFocus());
    await press(/^Sign out Safari on iPhone/);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus());
  });

  it('gives the focus back to Sign out when the server refuses', async () => {
    const { fetchMock } = stubTRPC((call) => {
      if (call.path === 'sessions.list') return { result: [session('a', 'Chrome on Mac', true), session('b', 'Safari on iPhone')] };
      if (call.path === 'sessions.revoke') return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
      return { result: {} };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<SessionsSection />);
    const button = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).not.toHaveFocus();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it.each([
    ['moves to the heading once no other device is left', false, () => screen.getByRole('heading', { name: 'Signed-in devices' })],
    ['comes back when the server refuses', true, () => screen.getByRole('button', { name: 'Sign out everywhere else' })],
  ])('Sign out everywhere else (disabled while the server answers) %s', async (_, refuse, landing) => {
    let sessions = [session('a', 'Chrome on Mac', true), session('b', 'Safari on iPhone'), session('c', 'Firefox on Windows')];
    const { fetchMock } = stubTRPC((call) => {
      if (call.path === 'sessions.list') return { result: sessions };
      if (call.path === 'sessions.revokeOthers') {
        if (refuse) return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
        sessions = sessions.filter((s) => s.current);
        return { result: { count: 2 } };
      }
      return { result: [] };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<SessionsSection />);
    await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ });
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere else' });
    everywhere.focus();
    fireEvent.click(everywhere);
    await waitFor(() => expect(everywhere).toBeDisabled());
    expect(everywhere).not.toHaveFocus();
    await waitFor(() => expect(landing()).toHaveFocus());
    if (!refuse) expect(screen.queryByRole('button', { name: /^Sign out Firefox on Windows/ })).not.toBeInTheDocument();
  });

  it("Restore moves to the next record's Restore, then the one before, then the heading; a refusal gives it back", async () => {
    const record = (id: string, label: string) => ({ id, type: 'property', label, at: '2026-11-20T15:04:00Z', by: 'admin' });
    let deleted = [record('r1', '14 Juniper Lane'), record('r2', '9 Oak St'), record('r3', '2 Elm Ct')];
    let refuse = false;
    const { fetchMock } = stubTRPC((call) => {
      if (call.path === 'revisions.deleted') return { result: deleted };
      if (call.path === 'revisions.restore') {
        if (refuse) return { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } };
        deleted = deleted.filter((d) => d.id !== (call.input as { revisionId: string }).revisionId);
      }
      return { result: {} };
    });
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderAdmin(<RecentlyDeletedSection />);
    await screen.findByRole('button', { name: 'Restore 9 Oak St' });

    await press(/^Restore 9 Oak St$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore 2 Elm Ct' })).toHaveFocus());
    await press(/^Restore 2 Elm Ct$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore 14 Juniper Lane' })).toHaveFocus());

    refuse = true;
    const last = screen.getByRole('button', { name: 'Restore 14 Juniper Lane' });
    fireEvent.click(last);
    await waitFor(() => expect(last).toBeDisabled());
    expect(last).not.toHaveFocus();
    await waitFor(() => expect(last).toHaveFocus());

    refuse = false;
    await press(/^Restore 14 Juniper Lane$/);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recently deleted' })).toHaveFocus());
  });
});
