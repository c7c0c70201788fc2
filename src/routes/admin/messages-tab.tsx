import { Badge, Box, Button, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { contactSubjectLabels, type ContactMessage } from '../../../domain/contact-message';
import { formatDateTime } from '../../../domain/format';
import { mailtoHref, telHref } from '../../../domain/phone';
import type { ValuationRequest } from '../../../domain/valuation-request';
import { useTRPC } from '../../lib/trpc';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';

// Opening the tab always asks the server again: a lead that arrived a minute ago must show.
const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export function MessagesTab() {
  const trpc = useTRPC();
  const contact = useQuery(trpc.contactMessages.list.queryOptions(undefined, fresh));
  const valuations = useQuery(trpc.valuationRequests.list.queryOptions(undefined, fresh));
  const refreshing = contact.isFetching || valuations.isFetching;

  return (
    <div>
      <TabHeader
        title="Messages"
        description="Messages from your contact form and home valuation requests, newest first. Reply by email or phone using the links."
        action={
          <Button
            size="3"
            variant="soft"
            disabled={refreshing}
            onClick={() => {
              void contact.refetch();
              void valuations.refetch();
            }}
          >
            {refreshing ? 'Checking...' : 'Check for new messages'}
          </Button>
        }
      />

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
    </div>
  );
}

function subjectLabel(subject: string): string {
  return (contactSubjectLabels as Record<string, string>)[subject] ?? subject;
}

function ContactCard({ message: m }: { message: ContactMessage }) {
  return (
    <Card size="2" asChild>
      <article aria-label={`Message from ${m.name}`}>
        <Flex justify="between" gap="2" wrap="wrap" align="start" mb="2">
          <Box>
            <Heading as="h4" size="3">
              {m.name}
            </Heading>
            <Text as="p" size="1" color="gray">
              Received <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </Text>
          </Box>
          <Badge size="2" color="indigo">
            {subjectLabel(m.subject)}
          </Badge>
        </Flex>
        <Flex gap="4" wrap="wrap" mb="2">
          <Text size="2">
            Email: <Link href={mailtoHref(m.email)}>{m.email}</Link>
          </Text>
          <Text size="2">
            Phone: <Link href={telHref(m.phone)}>{m.phone}</Link>
          </Text>
        </Flex>
        <Text as="p" size="2" className="admin-prewrap admin-message-body">
          {m.message}
        </Text>
      </article>
    </Card>
  );
}

function ValuationCard({ request: v }: { request: ValuationRequest }) {
  const rows: [string, string][] = [
    ['Property address', v.address],
    ['City', v.city],
    ['State', v.state],
    ['ZIP code', v.zipCode],
    ['Property type', v.propertyType],
    ['Bedrooms', v.bedrooms],
    ['Bathrooms', v.bathrooms],
    ['Square feet', v.squareFeet],
    ['Year built', v.yearBuilt],
  ];
  return (
    <Card size="2" asChild>
      <article aria-label={`Valuation request from ${v.name}`}>
        <Box mb="2">
          <Heading as="h4" size="3">
            {v.name}
          </Heading>
          <Text as="p" size="1" color="gray">
            Received <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
          </Text>
        </Box>
        <Flex gap="4" wrap="wrap" mb="3">
          <Text size="2">
            Email: <Link href={mailtoHref(v.email)}>{v.email}</Link>
          </Text>
          <Text size="2">
            Phone: <Link href={telHref(v.phone)}>{v.phone}</Link>
          </Text>
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
      </article>
    </Card>
  );
}
