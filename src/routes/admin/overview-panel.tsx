// The first thing after login: leads per week by kind, unread leads, listings by status, the
// most viewed listings this month and the last backup.
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDate, formatDateTime } from '../../../domain/format';
import type { Overview } from '../../../domain/insights';
import { useTRPC } from '../../lib/trpc';
import { ColumnChart } from './column-chart';
import { UNREAD_POLL_MS } from './unread-badge';

const LEAD_SERIES = [
  { key: 'contact', label: 'Contact', color: '#1e3a5f' },
  { key: 'valuation', label: 'Valuation', color: '#b8860b' },
  { key: 'showing', label: 'Showing', color: '#2f855a' },
];

/**
 * The overview sums up what the rest of the panel changes: it is read again after every save,
 * backup or lead change the agent makes, whenever the unread count beside the Messages tab
 * changes (a new lead, "Check for new messages"), and on the same 30 s beat otherwise. Read once,
 * its "Unread leads" fell behind the Messages badge next to it until a reload.
 */
export function OverviewPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overviewKey = trpc.insights.overview.queryKey();
  const query = useQuery(trpc.insights.overview.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  const unread = useQuery(trpc.leads.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  const unreadCount = typeof unread.data?.unread === 'number' ? unread.data.unread : null;
  // Only a change: the first answer, and one that says the same, need no second read.
  const lastUnread = useRef(unreadCount);
  useEffect(() => {
    const before = lastUnread.current;
    lastUnread.current = unreadCount;
    if (before !== null && unreadCount !== null && before !== unreadCount) void queryClient.invalidateQueries({ queryKey: overviewKey });
    // The key is the same array contents on every render; the unread count is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadCount, queryClient]);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: overviewKey });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );
  return (
    <section className="admin-overview" aria-labelledby="admin-overview-title">
      <Heading as="h2" size="5" mb="3" id="admin-overview-title">
        Overview
      </Heading>
      {query.isPending ? (
        <Text as="p">Loading overview...</Text>
      ) : query.isError || !isOverview(query.data) ? (
        <Text as="p" role="alert">
          The overview could not be loaded.
        </Text>
      ) : (
        <OverviewCards overview={query.data} />
      )}
    </section>
  );
}

function OverviewCards({ overview }: { overview: Overview }) {
  const weeks = overview.leadsPerWeek;
  const total = weeks.reduce((s, w) => s + w.contact + w.valuation + w.showing, 0);
  return (
    <div className="admin-overview__grid">
      <Card size="2">
        <Heading as="h3" size="3">
          Leads per week
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          {total} in the last 12 weeks
        </Text>
        <ColumnChart
          name={`Leads per week for the last 12 weeks by kind: ${total} in all`}
          caption="Leads per week (week starting), by kind"
          series={LEAD_SERIES}
          columns={weeks.map((w) => ({ label: formatDate(w.weekStart), values: { contact: w.contact, valuation: w.valuation, showing: w.showing } }))}
        />
      </Card>
      <Card size="2">
        <Heading as="h3" size="3">
          Unread leads
        </Heading>
        <Text as="p" size="8" weight="bold" aria-describedby="unread-note">
          {overview.unread}
        </Text>
        <Text as="p" size="2" color="gray" id="unread-note">
          See the Messages tab.
        </Text>
        <Heading as="h3" size="3" mt="4">
          Listings by status
        </Heading>
        <ul className="admin-plain-list">
          {overview.listingsByStatus.map((s) => (
            <li key={s.status}>
              {s.status}: <strong>{s.count}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <Card size="2">
        <Heading as="h3" size="3">
          Most viewed listings this month
        </Heading>
        {overview.topListingsThisMonth.length === 0 ? (
          <Text as="p" size="2" color="gray">
            No listing views yet this month.
          </Text>
        ) : (
          <ol className="admin-plain-list">
            {overview.topListingsThisMonth.map((l) => (
              <li key={l.id}>
                {l.title}: <strong>{l.views}</strong> {l.views === 1 ? 'view' : 'views'}
              </li>
            ))}
          </ol>
        )}
        <Heading as="h3" size="3" mt="4">
          Last backup
        </Heading>
        <Flex direction="column">
          {/* Hook: filled by the backup service's status when this process runs one. */}
          <Text as="p" size="2" data-testid="last-backup">
            {!overview.backupsAvailable
              ? 'Backups are not set up on this server.'
              : overview.lastBackupAt
                ? formatDateTime(overview.lastBackupAt)
                : 'No backup yet.'}
          </Text>
        </Flex>
      </Card>
    </div>
  );
}

/** An answer of the expected shape (an older server, or a proxy error page, shows the error text instead of breaking the panel). */
function isOverview(data: unknown): data is Overview {
  const o = data as Partial<Overview> | null | undefined;
  return !!o && Array.isArray(o.leadsPerWeek) && Array.isArray(o.listingsByStatus) && Array.isArray(o.topListingsThisMonth);
}
