// Settings: records deleted in the last 30 days, each with "Restore".
import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../../components/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';
import { dateTime } from '../security/format-time';
import { SettingsTable } from '../security/settings-table';
import { useRowLanding } from '../use-focus-landing';
import '../security/security.css';

const TYPE_LABEL: Record<string, string> = { property: 'Listing', testimonial: 'Testimonial', sold: 'Sold record' };

export function RecentlyDeletedSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deleted = useQuery(trpc.revisions.deleted.queryOptions());
  const restore = useMutation(
    trpc.revisions.restore.mutationOptions({
      onSuccess: async () => {
        toast({ title: 'Restored', description: 'The record is back where it was.' });
        await queryClient.invalidateQueries();
      },
      onError: (error) => toast({ title: 'Restore failed', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  const rows = Array.isArray(deleted.data) ? deleted.data : [];
  // Restore is disabled while the server answers, then its row is gone: the focus moves to the
  // next row's Restore, else the one before, else the heading (or back to Restore if refused).
  const heading = useRef<HTMLHeadingElement>(null);
  const landing = useRowLanding(
    rows.map((d) => d.id),
    () => heading.current,
  );
  return (
    <Card size="3" className="admin-settings-card admin-security-card">
      <Heading as="h3" size="4" mb="1" tabIndex={-1} ref={heading}>
        Recently deleted
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Listings, testimonials and sold records deleted in the last 30 days can be brought back.
      </Text>
      {deleted.isError && <Text color="red">{describeError(deleted.error, 'Could not load deleted records')}</Text>}
      {deleted.isSuccess && rows.length === 0 && (
        <Text as="p" size="2" color="gray">
          Nothing deleted in the last 30 days.
        </Text>
      )}
      {rows.length > 0 && (
        <SettingsTable
          label="Recently deleted"
          columns={['Record', 'Kind', 'Deleted']}
          rows={rows}
          rowKey={(d) => d.id}
          renderRow={(d) => [
            d.label,
            TYPE_LABEL[d.type] ?? d.type,
            `${dateTime(d.at)}${d.by ? ` by ${d.by}` : ''}`,
            <Button
              key="restore"
              ref={landing.control(d.id)}
              size="1"
              variant="soft"
              aria-label={`Restore ${d.label}`}
              disabled={restore.isPending}
              onClick={() => {
                const after = landing.pressed(d.id);
                restore.mutate({ revisionId: d.id }, { onSuccess: after.removed, onError: after.kept });
              }}
            >
              Restore
            </Button>,
          ]}
        />
      )}
    </Card>
  );
}
