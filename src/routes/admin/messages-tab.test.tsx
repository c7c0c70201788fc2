// @vitest-environment jsdom
import { Tabs } from '@radix-ui/themes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import type { LeadEmail } from '../../../domain/lead-inbox';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';
import { MessagesTab } from './messages-tab';
import { renderAdmin, stubTRPC, type Call } from '../../test/admin-test-utils';
import { MessagesTabTrigger } from './unread-badge';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const email = (over: Partial<LeadEmail>): LeadEmail => ({
  id: 'e1',
  email: 'agent-notification',
  to: 'angela@example.com',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: '2026-03-02T15:00:05.000Z',
  updatedAt: '2026-03-02T15:00:05.000Z',
  ...over,
});

const unreadMessage = {
  id: 'm1',
  name: 'Dana Whitaker',
  email: 'dana@example.com',
  phone: '(443) 555-0101',
  subject: 'selling',
  message: 'We want to list our Columbia townhouse in April.',
  createdAt: '2026-03-02T15:00:00.000Z',
  read: false,
  readAt: null,
  emails: [
    email({}),
    email({ id: 'e2', email: 'visitor-confirmation', to: 'dana@example.com', status: 'failed', lastError: '550 Mailbox unavailable' }),
  ],
};
const readMessage = {
  ...unreadMessage,
  id: 'm0',
  name: 'Lee Carter',
  createdAt: '2026-03-01T10:00:00.000Z',
  read: true,
  readAt: '2026-03-01T11:00:00.000Z',
  emails: [],
};

function inbox(overrides: (c: Call) => ReturnType<Parameters<typeof stubTRPC>[0]> | undefined = () => undefined) {
  return stubTRPC((c) => {
    const o = overrides(c);
    if (o) return o;
    if (c.path === 'contactMessages.list') return { result: [unreadMessage, readMessage] };
    if (c.path === 'valuationRequests.list') return { result: [] };
    if (c.path === 'leads.unreadCount') return { result: { unread: 1, contact: 1, valuation: 0 } };
    if (c.path === 'leads.mailStatus')
      return {
        result: {
          enabled: true,
          agentNotifyEmail: 'angela@example.com',
          from: 'site@example.com',
          counts: { pending: 0, sending: 0, retrying: 0, sent: 1, failed: 1 },
        },
      };
    if (c.path === 'leads.setRead') return { result: { kind: 'contact', id: 'm1', read: true, readAt: '2026-03-02T16:00:00.000Z' } };
    if (c.path === 'leads.resend') return { result: email({ id: 'e3', email: 'visitor-confirmation', to: 'dana@example.com', status: 'pending' }) };
    return { result: null };
  });
}

describe('MessagesTab inbox', () => {
  it('marks unread leads as New, shows each e-mail status, and says where notifications go', async () => {
    inbox();
    renderAdmin(<MessagesTab />);
    const unread = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
    expect(within(unread).getByText('New')).toBeInTheDocument();
    // Named with whose message it is: a list of buttons does not read "Mark as read" five times over.
    expect(within(unread).getByRole('button', { name: 'Mark as read Dana Whitaker' })).toBeInTheDocument();
    const [notification, confirmation] = within(unread).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(notification).toHaveTextContent('Notification to you (angela@example.com):');
    expect(within(notification).getByText('Sent')).toBeInTheDocument();
    expect(within(confirmation).getByText('Failed')).toBeInTheDocument();
    expect(within(confirmation).getByText('550 Mailbox unavailable')).toBeInTheDocument();

    const read = screen.getByRole('article', { name: 'Message from Lee Carter' });
    expect(within(read).queryByText('New')).not.toBeInTheDocument();
    expect(within(read).getByRole('button', { name: 'Mark as unread Lee Carter' })).toBeInTheDocument();

    expect(await screen.findByText(/E-mail notifications are on: each new lead is e-mailed to/)).toHaveTextContent('angela@example.com');
    expect(screen.getByText('1 unread lead.')).toBeInTheDocument();
    expect(screen.getByText('No valuation requests yet.')).toBeInTheDocument();
  });

  it("links a lead's phone to the number it names: the first of two, none without an area code", async () => {
    inbox((c) =>
      c.path === 'contactMessages.list'
        ? {
            result: [
              { ...unreadMessage, phone: '410-555-1234 or 443-555-9876' },
              { ...readMessage, phone: '555-1234 mornings' },
            ],
          }
        : undefined,
    );
    renderAdmin(<MessagesTab />);
    const two = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
    expect(within(two).getByRole('link', { name: '410-555-1234 or 443-555-9876' })).toHaveAttribute('href', 'tel:+14105551234');
    const local = screen.getByRole('article', { name: 'Message from Lee Carter' });
    expect(within(local).getByText(/555-1234 mornings/)).toBeInTheDocument();
    expect(within(local).queryByRole('link', { name: /555-1234/ })).not.toBeInTheDocument();
  });

  it('marks a lead read and asks the server for the new count', async () => {
    const { calls } = inbox();
    renderAdmin(<MessagesTab />);
    const unread = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
    const countsBefore = calls.filter((c) => c.path === 'leads.unreadCount').length;
    fireEvent.click(within(unread).getByRole('button', { name: 'Mark as read Dana Whitaker' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'leads.setRead')?.input).toEqual({ kind: 'contact', id: 'm1', read: true }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'leads.unreadCount').length).toBeGreaterThan(countsBefore));
  });

  it('keeps the focus on the read toggle, which says its new state, after the server answers', async () => {
    let read = false;
    const { fetchMock } = inbox((c) => {
      if (c.path === 'contactMessages.list') return { result: [{ ...unreadMessage, read, readAt: read ? '2026-03-02T16:00:00.000Z' : null }] };
      if (c.path === 'leads.setRead') read = true;
      return undefined;
    });
    // Answers take a moment, as over a network: the toggle is disabled meanwhile.
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<MessagesTab />);
      const lead = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const toggle = within(lead).getByRole('button', { name: 'Mark as read Dana Whitaker' });
      toggle.focus();
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle).toBeDisabled());
      expect(toggle).not.toHaveFocus();
      await waitFor(() => expect(within(lead).getByRole('button', { name: 'Mark as unread Dana Whitaker' })).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });

  it('puts the focus on the export button after Mark all as read (which stays disabled with nothing unread)', async () => {
    let unread = 1;
    const { fetchMock } = inbox((c) => {
      if (c.path === 'leads.unreadCount') return { result: { unread, contact: unread, valuation: 0 } };
      if (c.path === 'leads.markAllRead') {
        unread = 0;
        return { result: { updated: 1 } };
      }
      return undefined;
    });
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<MessagesTab />);
      await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
      await waitFor(() => expect(markAll).toBeEnabled());
      markAll.focus();
      fireEvent.click(markAll);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Export all leads (CSV)' })).toHaveFocus();
    } finally {
      stopBlurring();
    }
  });

  it('gives the focus back to Check for new messages, disabled while the lists are asked for again', async () => {
    const { fetchMock } = inbox();
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<MessagesTab />);
      await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const check = screen.getByRole('button', { name: 'Check for new messages' });
      await waitFor(() => expect(check).toBeEnabled());
      check.focus();
      fireEvent.click(check);
      await waitFor(() => expect(check).toBeDisabled());
      expect(check).not.toHaveFocus();
      await waitFor(() => expect(check).toBeEnabled());
      await waitFor(() => expect(check).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });

  it('keeps Check for new messages enabled, and the focus on it, while the lists are read again in the background', async () => {
    const { fetchMock, calls } = inbox();
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      const { queryClient } = renderAdmin(<MessagesTab />);
      await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const check = screen.getByRole('button', { name: 'Check for new messages' });
      await waitFor(() => expect(check).toBeEnabled());
      check.focus();
      const reads = calls.length;
      // A change elsewhere (the live-update poll) has the lists read again on their own.
      void queryClient.invalidateQueries();
      await waitFor(() => expect(calls.length).toBeGreaterThan(reads));
      expect(check).toBeEnabled();
      expect(check).toHaveAccessibleName('Check for new messages');
      expect(check).toHaveFocus();
    } finally {
      stopBlurring();
    }
  });

  it('resends a failed e-mail and confirms it, or shows the server reason when it cannot', async () => {
    const { calls } = inbox();
    renderAdmin(<MessagesTab />);
    const unread = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
    fireEvent.click(within(unread).getByRole('button', { name: 'Resend confirmation to the visitor about Dana Whitaker' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Email queued for resending', description: 'It will be sent to dana@example.com in a moment.' }),
    );
    expect(calls.find((c) => c.path === 'leads.resend')?.input).toEqual({ kind: 'contact', id: 'm1', email: 'visitor-confirmation' });
    cleanup();

    inbox((c) =>
      c.path === 'leads.resend'
        ? {
            error: {
              message: 'E-mail notifications are off: the server has no SMTP settings (SMTP_HOST).',
              httpStatus: 412,
              code: 'PRECONDITION_FAILED',
            },
          }
        : undefined,
    );
    renderAdmin(<MessagesTab />);
    const again = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
    fireEvent.click(within(again).getByRole('button', { name: 'Resend notification to you about Dana Whitaker' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to resend email',
        description: 'E-mail notifications are off: the server has no SMTP settings (SMTP_HOST).',
        variant: 'destructive',
      }),
    );
  });

  describe('Resend keeps the keyboard focus', () => {
    let stopBlurring = () => {};
    afterEach(() => stopBlurring());

    it('on its row, which says the new try is on its way, once the server has queued it', async () => {
      let resent = false;
      const { fetchMock } = inbox((c) => {
        if (c.path === 'leads.resend') resent = true;
        if (c.path === 'contactMessages.list' && resent)
          return {
            result: [
              {
                ...unreadMessage,
                emails: [unreadMessage.emails[0], email({ id: 'e3', email: 'visitor-confirmation', to: 'dana@example.com', status: 'pending' })],
              },
            ],
          };
        return undefined;
      });
      answerSlowly(fetchMock);
      stopBlurring = blurWhenDisabled();
      renderAdmin(<MessagesTab />);
      const lead = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const resend = within(lead).getByRole('button', { name: 'Resend confirmation to the visitor about Dana Whitaker' });
      resend.focus();
      fireEvent.click(resend);
      await waitFor(() => expect(resend).toBeDisabled());
      expect(resend).not.toHaveFocus();
      // Nothing to resend while the new try is on its way: the focus is on the e-mail's row.
      await waitFor(() => expect(resend).not.toBeInTheDocument());
      const row = within(lead).getAllByRole('listitem')[1]!;
      await waitFor(() => expect(row).toContainElement(document.activeElement as HTMLElement));
      expect(document.activeElement).toHaveTextContent('Confirmation to the visitor (dana@example.com):Pendingwaiting to be sent');
    });

    it('on Resend when the server refuses', async () => {
      const { fetchMock } = inbox((c) =>
        c.path === 'leads.resend' ? { error: { message: 'The store is busy', httpStatus: 503, code: 'INTERNAL_SERVER_ERROR' } } : undefined,
      );
      answerSlowly(fetchMock);
      stopBlurring = blurWhenDisabled();
      renderAdmin(<MessagesTab />);
      const lead = await screen.findByRole('article', { name: 'Message from Dana Whitaker' });
      const resend = within(lead).getByRole('button', { name: 'Resend notification to you about Dana Whitaker' });
      resend.focus();
      fireEvent.click(resend);
      await waitFor(() => expect(resend).toBeDisabled());
      expect(resend).not.toHaveFocus();
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to resend email' })));
      await waitFor(() => expect(resend).toHaveFocus());
    });
  });

  it('says plainly when e-mail notifications are off', async () => {
    inbox((c) => (c.path === 'leads.mailStatus' ? { result: { enabled: false } } : undefined));
    renderAdmin(<MessagesTab />);
    expect(await screen.findByText(/^E-mail notifications are off: new leads only appear here\. Set SMTP_HOST/)).toHaveTextContent('see README');
  });
});

describe('MessagesTabTrigger', () => {
  const renderTrigger = () =>
    renderAdmin(
      <Tabs.Root defaultValue="content">
        <Tabs.List aria-label="Admin sections">
          <Tabs.Trigger value="content">Site Content</Tabs.Trigger>
          <MessagesTabTrigger value="messages" label="Messages" />
        </Tabs.List>
      </Tabs.Root>,
    );

  it('shows the unread count as a badge and announces it with the tab', async () => {
    stubTRPC((c) => (c.path === 'leads.unreadCount' ? { result: { unread: 3, contact: 2, valuation: 1 } } : { result: null }));
    renderTrigger();
    const tab = screen.getAllByRole('tab')[1]!; // jsdom has no CSS, so Radix's width-reserving copy doubles the name
    await waitFor(() => expect(tab).toHaveAccessibleDescription('3 unread'));
    expect(tab.querySelector('.rt-BaseTabListTriggerInner')).toHaveTextContent('Messages3');
  });

  it('shows no badge when every lead is read', async () => {
    const { calls } = stubTRPC((c) => (c.path === 'leads.unreadCount' ? { result: { unread: 0, contact: 0, valuation: 0 } } : { result: null }));
    renderTrigger();
    await waitFor(() => expect(calls.some((c) => c.path === 'leads.unreadCount')).toBe(true));
    const tab = screen.getAllByRole('tab')[1]!; // jsdom has no CSS, so Radix's width-reserving copy doubles the name
    await waitFor(() => expect(tab).not.toHaveAttribute('aria-describedby'));
    expect(tab.querySelector('.rt-BaseTabListTriggerInner')).toHaveTextContent(/^Messages$/);
  });
});
