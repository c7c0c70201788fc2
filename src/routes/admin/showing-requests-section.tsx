import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { formatShowingWindow } from '../../../domain/showing-window';
import { useTRPC } from '../../lib/trpc';
import { LeadContact } from './inbox-parts';
import { fresh, LeadCard, type Tracked } from './messages-tab';
import { EmptyState, LoadError, LoadingText } from './tab-parts';

type InboxShowing = {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  preferredTimes: string[];
  message?: string;
  listing: { id: string; title: string; address: string; path: string; exists: boolean };
} & Tracked;

/** Requests to see a listing, in the Messages tab: who, which listing (linked), which times. */
export function ShowingRequestsSection() {
  const trpc = useTRPC();
  const showings = useQuery(trpc.showingRequests.list.queryOptions(undefined, fresh));
  return (
    <>
      <Heading as="h3" size="4" mt="6" mb="3">
        Showing requests{showings.data ? ` (${showings.data.length})` : ''}
      </Heading>
      {showings.isPending && <LoadingText>Loading showing requests...</LoadingText>}
      {showings.isError && <LoadError message="Your showing requests could not be loaded." onRetry={() => showings.refetch()} />}
      {showings.data && showings.data.length === 0 && <EmptyState>No showing requests yet.</EmptyState>}
      {showings.data && showings.data.length > 0 && (
        <Flex asChild direction="column" gap="3">
          <ul className="admin-card-list" aria-label="Showing requests">
            {showings.data.map((r) => (
              <li key={r.id}>
                <ShowingCard request={r} />
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </>
  );
}

function ShowingCard({ request: r }: { request: InboxShowing }) {
  return (
    <LeadCard kind="showing" lead={r} label={`Showing request from ${r.name}`}>
      <Text as="p" size="2" mb="2">
        Listing:{' '}
        {r.listing.exists ? (
          <Link href={r.listing.path} target="_blank" rel="noopener noreferrer">
            {r.listing.title}
            <span className="admin-sr-only"> (opens in a new tab)</span>
          </Link>
        ) : (
          <>{r.listing.title} (no longer listed)</>
        )}
        , {r.listing.address}
      </Text>
      <Flex gap="4" wrap="wrap" mb="2">
        <LeadContact email={r.email} phone={r.phone} />
      </Flex>
      <Text as="p" size="2" mb="1" weight="bold">
        Preferred times
      </Text>
      <ul className="inbox-showing-times">
        {r.preferredTimes.map((t) => (
          <li key={t}>
            <Text size="2">{formatShowingWindow(t)}</Text>
          </li>
        ))}
      </ul>
      {r.message ? (
        <Text as="p" size="2" className="admin-prewrap admin-message-body">
          {r.message}
        </Text>
      ) : null}
    </LeadCard>
  );
}
