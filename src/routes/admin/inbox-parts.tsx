// The inbox controls of the Messages tab: mail status line, export, mark all read, and per lead
// the read toggle and the status of its e-mails with Resend.
import { Badge, Box, Button, Callout, Flex, Link, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { LeadEmail, LeadKind } from '../../../domain/lead-inbox';
import { mailtoHref } from '../../../domain/phone';
import { leadTelHref } from '../../../domain/typed-phone';
import { toast } from '../../components/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { canResend, emailKindLabel, emailStatusColor, emailStatusDetail, emailStatusTitle } from './email-status';
import { describeError } from './errors';
import { useFocusLanding } from './use-focus-landing';

/** Everything the inbox shows that a read change or a resend can alter. */
function useRefreshInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.contactMessages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.valuationRequests.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.leads.unreadCount.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.leads.mailStatus.queryKey() }),
    ]);
}

/**
 * A lead's e-mail and phone as links the agent taps. The phone is what the visitor typed: a text
 * that is more than one number links the first number in it, one with none it could dial for
 * sure (no area code) is shown without a link.
 */
export function LeadContact({ email, phone }: { email: string; phone: string }) {
  const tel = leadTelHref(phone);
  return (
    <>
      <Text size="2">
        Email: <Link href={mailtoHref(email)}>{email}</Link>
      </Text>
      <Text size="2">Phone: {tel ? <Link href={tel}>{phone}</Link> : phone}</Text>
    </>
  );
}

/** Whether new leads are e-mailed, and where to. */
export function MailStatusLine() {
  const trpc = useTRPC();
  const status = useQuery(trpc.leads.mailStatus.queryOptions(undefined, { staleTime: 0, refetchOnMount: 'always' }));
  if (status.isPending) return null;
  if (status.isError || !status.data)
    return (
      <Callout.Root highContrast color="gray" role="status" mb="3">
        <Callout.Text>The e-mail notification settings could not be checked. Your leads are still listed below.</Callout.Text>
      </Callout.Root>
    );
  if (!status.data.enabled)
    return (
      <Callout.Root highContrast color="amber" mb="3">
        <Callout.Text>
          E-mail notifications are off: new leads only appear here. Set SMTP_HOST and the other SMTP settings on the server to have each lead e-mailed
          to you and a confirmation sent to the visitor (see README, section “E-mail notifications for new leads”).
        </Callout.Text>
      </Callout.Root>
    );
  const failed = status.data.counts.failed;
  return (
    <Callout.Root highContrast color="green" mb="3">
      <Callout.Text>
        E-mail notifications are on: each new lead is e-mailed to <strong className="inbox-address">{status.data.agentNotifyEmail}</strong> and the
        visitor receives a confirmation from <span className="inbox-address">{status.data.from}</span>.
        {failed > 0 ? ` ${failed === 1 ? '1 e-mail has' : `${failed} e-mails have`} failed: use Resend on the lead below.` : ''}
      </Callout.Text>
    </Callout.Root>
  );
}

/** Export all leads as CSV and mark every lead read. */
export function InboxActions({ unread }: { unread: number | undefined }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshInbox();
  const [exporting, setExporting] = useState(false);
  // Both buttons are disabled while the server answers (Chrome then drops their focus), and Mark
  // all as read stays disabled with nothing unread: the focus lands on the export button then.
  const landFocus = useFocusLanding();
  const exportButton = useRef<HTMLButtonElement>(null);
  const markAllButton = useRef<HTMLButtonElement>(null);
  const markAll = useMutation(
    trpc.leads.markAllRead.mutationOptions({
      onSuccess: ({ updated }) => {
        landFocus(() => exportButton.current);
        toast({
          title: 'All leads marked as read',
          description: updated === 1 ? '1 lead was marked as read.' : `${updated} leads were marked as read.`,
        });
      },
      onError: (error) => {
        landFocus(() => markAllButton.current);
        toast({ title: 'Failed to mark leads as read', description: describeError(error, 'Please try again.'), variant: 'destructive' });
      },
      onSettled: () => refresh(),
    }),
  );

  const onExport = async () => {
    setExporting(true);
    try {
      const { filename, csv } = await client.leads.exportCsv.query();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({ title: 'Failed to export leads', description: describeError(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setExporting(false);
      landFocus(() => exportButton.current);
    }
  };

  return (
    <Flex gap="2" wrap="wrap" mb="5" align="center">
      <Button ref={exportButton} variant="soft" onClick={() => void onExport()} disabled={exporting}>
        {exporting ? 'Preparing CSV...' : 'Export all leads (CSV)'}
      </Button>
      <Button ref={markAllButton} variant="outline" onClick={() => markAll.mutate()} disabled={markAll.isPending || unread === 0}>
        {markAll.isPending ? 'Marking...' : 'Mark all as read'}
      </Button>
      {typeof unread === 'number' && (
        <Text size="2" color="gray" role="status">
          {unread === 0 ? 'No unread leads.' : unread === 1 ? '1 unread lead.' : `${unread} unread leads.`}
        </Text>
      )}
    </Flex>
  );
}

/** The 'New' badge of an unread lead. */
export function NewBadge() {
  return (
    <Badge size="2" color="crimson" variant="solid" className="inbox-new">
      New
    </Badge>
  );
}

/**
 * Mark as read / Mark as unread, named with the lead's heading ("Mark as read Priya Shah ..."), so each button in a list says whose it is.
 * It is disabled while the server answers, which drops the focus; once answered the focus comes back to it, announcing its new state.
 */
export function ReadToggle({ kind, id, read, describedBy }: { kind: LeadKind; id: string; read: boolean; describedBy: string }) {
  const ownId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const landFocus = useFocusLanding();
  const trpc = useTRPC();
  const refresh = useRefreshInbox();
  const setRead = useMutation(
    trpc.leads.setRead.mutationOptions({
      onError: (error) => {
        toast({ title: 'Failed to update the lead', description: describeError(error, 'Please try again.'), variant: 'destructive' });
      },
      onSettled: () => refresh(),
    }),
  );
  return (
    <Button
      size="2"
      variant={read ? 'ghost' : 'soft'}
      color={read ? 'gray' : undefined}
      ref={button}
      id={ownId}
      aria-labelledby={`${ownId} ${describedBy}`}
      disabled={setRead.isPending}
      onClick={() => setRead.mutate({ kind, id, read: !read }, { onSettled: () => landFocus(() => button.current) })}
    >
      {read ? 'Mark as unread' : 'Mark as read'}
    </Button>
  );
}

/** Each e-mail of a lead: who it went to, its delivery state, and Resend when that makes sense. */
export function LeadEmails({ kind, id, emails, leadName }: { kind: LeadKind; id: string; emails: readonly LeadEmail[]; leadName: string }) {
  if (emails.length === 0) return null;
  return (
    <Box className="inbox-emails" mt="3">
      <Text as="p" size="2" weight="medium" mb="1">
        E-mails about this lead
      </Text>
      <ul className="inbox-email-list">
        {/* One row per kind of e-mail (the latest try): a resend keeps its row, which follows the new try. */}
        {emails.map((e) => (
          <li key={e.email}>
            <EmailRow kind={kind} id={id} email={e} leadName={leadName} />
          </li>
        ))}
      </ul>
    </Box>
  );
}

/**
 * Resend is disabled while the server answers, which drops the focus. A refusal gives it back; once
 * the row shows the new try, the focus goes to its row (nothing to resend while it is on its way).
 */
function EmailRow({ kind, id, email: e, leadName }: { kind: LeadKind; id: string; email: LeadEmail; leadName: string }) {
  const row = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shownTry = useRef(e.id);
  shownTry.current = e.id;
  const landFocus = useFocusLanding();
  const trpc = useTRPC();
  const refresh = useRefreshInbox();
  const resend = useMutation(
    trpc.leads.resend.mutationOptions({
      onSuccess: (queued) => {
        toast({ title: 'Email queued for resending', description: `It will be sent to ${queued.to} in a moment.` });
      },
      onError: (error) => {
        toast({ title: 'Failed to resend email', description: describeError(error, 'Please try again.'), variant: 'destructive' });
      },
      onSettled: () => refresh(),
    }),
  );
  const label = emailKindLabel(e.email);
  const detail = emailStatusDetail(e);
  return (
    <Flex gap="2" align="center" wrap="wrap" py="1" className="inbox-email" tabIndex={-1} ref={row}>
      <Text size="2" className="inbox-email-kind">
        {label} <span className="inbox-address">({e.to})</span>:
      </Text>
      <Badge color={emailStatusColor(e.status)} size="1">
        {emailStatusTitle(e.status)}
      </Badge>
      {detail && (
        <Text size="2" color={e.status === 'failed' ? 'red' : 'gray'} className="inbox-email-detail">
          {detail}
        </Text>
      )}
      {canResend(e) && (
        <Button
          ref={button}
          size="1"
          variant="soft"
          color={e.status === 'failed' ? 'red' : 'gray'}
          aria-label={`Resend ${label.toLowerCase()} about ${leadName}`}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { kind, id, email: e.email },
              {
                onSuccess: (queued) => landFocus(() => (shownTry.current === queued.id ? (button.current ?? row.current) : null)),
                onError: () => landFocus(() => button.current),
              },
            )
          }
        >
          {resend.isPending ? 'Resending...' : 'Resend'}
        </Button>
      )}
    </Flex>
  );
}
