// Settings: the audit log (sign-ins, security changes, every record change), newest first, with
// an event filter and a search over user, address and record. On a phone each entry stacks
// (admin.css, "admin-log-table"): when, then what and who, then where from and the record.
import { Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { NativeSelect } from '../../../components/native-select';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';
import { useScrollRegion } from '../scroll-region';
import { dateTime } from './format-time';
import './security.css';

const FILTERS: [string, string][] = [
  ['', 'All events'],
  ['sign-in', 'Sign-ins'],
  ['sign-in.failure', 'Failed sign-ins'],
  ['record', 'Content changes'],
  ['2fa', 'Two-factor'],
  ['session', 'Sessions'],
  ['password', 'Password'],
  ['backup', 'Backups'],
  ['settings', 'Settings'],
];

/** The event as the agent reads it; a refused sign-in says why (too many attempts, and how many more were counted). */
export function eventName(entry: { type: string; details?: Record<string, unknown> }): string {
  const name = EVENT_NAMES[entry.type] ?? entry.type;
  const details = entry.details ?? {};
  if (typeof details.summary === 'string') return `${name}: ${details.summary}`;
  if (details.reason === 'throttled') return `${name}: too many attempts, locked out`;
  return name;
}

const EVENT_NAMES: Record<string, string> = {
  'sign-in.success': 'Signed in',
  'sign-in.failure': 'Sign-in failed',
  'sign-out': 'Signed out',
  'password.changed': 'Password changed',
  '2fa.enabled': 'Two-factor turned on',
  '2fa.disabled': 'Two-factor turned off',
  '2fa.recovery-codes-regenerated': 'New recovery codes',
  '2fa.recovery-code-used': 'Recovery code used',
  'session.revoked': 'Session signed out',
  'record.created': 'Created',
  'record.updated': 'Changed',
  'record.deleted': 'Deleted',
  'record.restored': 'Restored',
  'backup.downloaded': 'Backup downloaded',
  'settings.changed': 'Settings changed',
};

export function AuditLogSection() {
  const trpc = useTRPC();
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const filterId = useId();
  const searchId = useId();
  const log = useQuery({
    ...trpc.audit.list.queryOptions({ limit: 100, type: type || undefined, q: q || undefined }),
    placeholderData: keepPreviousData,
  });

  const entries = Array.isArray(log.data) ? log.data : [];
  const scroller = useScrollRegion<HTMLDivElement>({ label: 'Activity log' });
  return (
    <Card size="3" className="admin-settings-card admin-security-card">
      <Heading as="h3" size="4" mb="1">
        Activity log
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Every sign-in, security change and content change of the last year, newest first.
      </Text>
      <Flex gap="3" wrap="wrap" mb="3" align="end">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={filterId} size="2" weight="medium">
            Show
          </Text>
          <NativeSelect id={filterId} value={type} onChange={(e) => setType(e.target.value)}>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={searchId} size="2" weight="medium">
            Search
          </Text>
          <TextField.Root id={searchId} type="search" placeholder="User, IP or record" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Flex>
      </Flex>
      {log.isError && <Text color="red">{describeError(log.error, 'Could not load the activity log')}</Text>}
      <div ref={scroller} className="admin-table-scroll admin-stack-table admin-log-table">
        <Table.Root size="1">
          <caption className="admin-sr-only">Activity log</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Where from</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Record</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell className="admin-log-when">{dateTime(e.at)}</Table.Cell>
                <Table.Cell className="admin-log-event">{eventName(e)}</Table.Cell>
                <Table.Cell className="admin-log-user" data-label="by">
                  {e.username}
                </Table.Cell>
                <Table.Cell data-label="From:">{[e.device, e.ip].filter(Boolean).join(', ') || '-'}</Table.Cell>
                {e.target ? (
                  <Table.Cell data-label="Record:">{`${e.target.type}: ${e.target.label ?? e.target.id}`}</Table.Cell>
                ) : (
                  <Table.Cell className="admin-stack-empty">-</Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
      {log.isSuccess && entries.length === 0 && (
        <Text as="p" size="2" color="gray" mt="2">
          Nothing recorded for this filter.
        </Text>
      )}
    </Card>
  );
}
