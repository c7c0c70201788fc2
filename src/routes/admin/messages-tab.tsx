import { Badge, Box, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { contactSubjectLabels, type ContactMessage } from '../../../domain/contact-message';
import { formatDateTime } from '../../../domain/format';
import { valuationFieldLabels, type ValuationRequest } from '../../../domain/valuation-request';
import type { LeadEmail, LeadKind } from '../../../domain/lead-inbox';
import { useTRPC } from '../../lib/trpc';
import { pollIntervalFor } from './email-status';
import { InboxActions, LeadContact, LeadEmails, MailStatusLine, NewBadge, ReadToggle } from './inbox-parts';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';
import './inbox.css';
import { ShowingRequestsSection } from './showing-requests-section';
import { SpamFolderSection } from './spam-folder-section';
import { useFocusLanding } from './use-focus-landing';

/** What the inbox adds to every stored lead. */
export type Tracked = { read: boolean; readAt: string | null; emails: LeadEmail[] };

// Opening the tab always asks the server again: a lead that arrived a minute ago must show.
// While an e-mail is still on its way the list follows it until it is sent or failed.
export const fresh = {
  staleTime: 0,
  refetchOnMount: 'always' as const,
  refetchInterval: (query: { state: { data?: readonly Tracked[] } }) => pollIntervalFor((query.state.data ?? []).flatMap((l) => l.emails)),
};

export function MessagesTab() {
  const trpc = useTRPC();
  const contact = useQuery(trpc.contactMessages.list.queryOptions(undefined, fresh));
  const valuations = useQuery(trpc.valuationRequests.list.queryOptions(undefined, fresh));
  // Same options and key as ShowingRequestsSection's query, so both share one cache entry.
  const showings = useQuery(trpc.showingRequests.list.queryOptions(undefined, fresh));
  const unread = useQuery(trpc.leads.unreadCount.queryOptions(undefined, { refetchInterval: 30_000 }));
  // Check for new messages is disabled while the lists it asked for again answer, which drops the
  // focus: it comes back once they have. The lists' own background reads leave it alone.
  const [checking, setChecking] = useState(false);
  const landFocus = useFocusLanding();
  const checkButton = useRef<HTMLButtonElement>(null);

  return (
    <div>
      <TabHeader
        title="Messages"
        description="Messages from your contact form, home valuation requests and showing requests, newest first. Reply by email or phone using the links."
        action={
          <Button
            ref={checkButton}
            size="3"
            variant="soft"
            disabled={checking}
            onClick={() => {
              setChecking(true);
              void Promise.allSettled([contact.refetch(), valuations.refetch(), showings.refetch(), unread.refetch()]).then(() => {
                setChecking(false);
                landFocus(() => checkButton.current);
              });
            }}
          >
            {checking ? 'Checking...' : 'Check for new messages'}
          </Button>
        }
      />
      <MailStatusLine />
      <InboxActions unread={typeof unread.data?.unread === 'number' ? unread.data.unread : undefined} />

      <Heading as="h3" size="4" mb="3">
        Contact messages{contact.data ? ` (${contact.data.length})` : ''}
      </Heading>
      {contact.isPending && <LoadingText>Loading messages...</LoadingText>}
      {contact.isError && <LoadError message="Your contact messages could not be loaded." onRetry={() => contact.refetch()} />}
      {contact.data && contact.data.length === 0 && <EmptyState>No contact messages yet.</EmptyState>}
      {contact.data && contact.data.length > 0 && (
        <Flex asChild direction="column" gap="3">
          <ul className="admin-card-list" aria-label="Contact messages">
            {contact.data.map((m) => (
              <li key={m.id}>
                <ContactCard message={m} />
              </li>
            ))}
          </ul>
        </Flex>
      )}

      <Heading as="h3" size="4" mt="6" mb="3">
        Home valuation requests{valuations.data ? ` (${valuations.data.length})` : ''}
      </Heading>
      {valuations.isPending && <LoadingText>Loading valuation requests...</LoadingText>}
      {valuations.isError && <LoadError message="Your valuation requests could not be loaded." onRetry={() => valuations.refetch()} />}
      {valuations.data && valuations.data.length === 0 && <EmptyState>No valuation requests yet.</EmptyState>}
      {valuations.data && valuations.data.length > 0 && (
        <Flex asChild direction="column" gap="3">
          <ul className="admin-card-list" aria-label="Home valuation requests">
            {valuations.data.map((v) => (
              <li key={v.id}>
                <ValuationCard request={v} />
              </li>
            ))}
          </ul>
        </Flex>
      )}

      <ShowingRequestsSection />
      <SpamFolderSection />
    </div>
  );
}

function subjectLabel(subject: string): string {
  return (contactSubjectLabels as Record<string, string>)[subject] ?? subject;
}

/** A lead's card: unread ones stand out (New badge, bold name, accent edge); read state and e-mails below. */
export function LeadCard({
  kind,
  lead,
  label,
  aside,
  children,
}: {
  kind: LeadKind;
  lead: { id: string; name: string; createdAt: string } & Tracked;
  label: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card size="2" asChild className={lead.read ? 'inbox-lead' : 'inbox-lead inbox-lead-unread'}>
      <article aria-label={label}>
        <Flex justify="between" gap="2" wrap="wrap" align="start" mb="2">
          <Box minWidth="0">
            <Flex gap="2" align="center" wrap="wrap">
              {!lead.read && <NewBadge />}
              <Heading as="h4" size="3" weight={lead.read ? 'regular' : 'bold'} id={headingId} className="inbox-lead-name">
                {lead.name}
              </Heading>
            </Flex>
            <Text as="p" size="1" color="gray">
              Received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
              {lead.read && lead.readAt ? (
                <>
                  {' '}
                  · read <time dateTime={lead.readAt}>{formatDateTime(lead.readAt)}</time>
                </>
              ) : null}
            </Text>
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            {aside}
            <ReadToggle kind={kind} id={lead.id} read={lead.read} describedBy={headingId} />
          </Flex>
        </Flex>
        {children}
        <LeadEmails kind={kind} id={lead.id} emails={lead.emails} leadName={lead.name} />
      </article>
    </Card>
  );
}

function ContactCard({ message: m }: { message: ContactMessage & Tracked }) {
  return (
    <LeadCard
      kind="contact"
      lead={m}
      label={`Message from ${m.name}`}
      aside={
        <Badge size="2" color="indigo">
          {subjectLabel(m.subject)}
        </Badge>
      }
    >
      <Flex gap="4" wrap="wrap" mb="2">
        <LeadContact email={m.email} phone={m.phone} />
      </Flex>
      <Text as="p" size="2" className="admin-prewrap admin-message-body">
        {m.message}
      </Text>
    </LeadCard>
  );
}

function ValuationCard({ request: v }: { request: ValuationRequest & Tracked }) {
  const rows = valuationFieldLabels.map(([key, label]) => [label, v[key]] as const);
  return (
    <LeadCard kind="valuation" lead={v} label={`Valuation request from ${v.name}`}>
      <Flex gap="4" wrap="wrap" mb="3">
        <LeadContact email={v.email} phone={v.phone} />
      </Flex>
      <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="140px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.Label minWidth="140px">Notes</DataList.Label>
          <DataList.Value>
            <span className="admin-prewrap">{v.notes?.trim() ? v.notes : 'None'}</span>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </LeadCard>
  );
}
