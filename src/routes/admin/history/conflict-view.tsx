// Shown instead of a silent overwrite when a save started from an older version: what changed
// elsewhere next to what the agent typed, field by field, and the choice of which to keep.
import { Button, Callout, Flex, Table, Text } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useScrollRegion } from '../scroll-region';
import { dateTime } from '../security/format-time';

export type ConflictField = { name: string; label: string };

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (Array.isArray(v)) return `${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

export function ConflictView({
  mine,
  theirs,
  changedAt,
  fields,
  onKeepMine,
  onTakeTheirs,
  busy,
  keepMineRef,
}: {
  /** What the agent is trying to save. */
  mine: Record<string, unknown>;
  /** The record as it is now (null when it was deleted meanwhile). */
  theirs: Record<string, unknown> | null;
  changedAt: string | null;
  fields: ConflictField[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy?: boolean;
  /** The Keep mine button, for a screen that moves the focus to it. */
  keepMineRef?: Ref<HTMLButtonElement>;
}) {
  const differing = theirs ? fields.filter((f) => show(mine[f.name]) !== show(theirs[f.name])) : [];
  const when = changedAt ? ` (at ${dateTime(changedAt)})` : '';
  const scroller = useScrollRegion<HTMLDivElement>({ label: 'Your version and the latest version' });
  return (
    <Callout.Root color="amber" role="alert" aria-label="Changed elsewhere" className="admin-conflict">
      <Flex direction="column" gap="3">
        <Callout.Text weight="medium">{`This was changed elsewhere${when}. Review the latest version`}</Callout.Text>
        {theirs ? (
          differing.length > 0 ? (
            <div ref={scroller} className="admin-table-scroll">
              <Table.Root size="1">
                <caption className="admin-sr-only">Your version and the latest version</caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Your version</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Latest version</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {differing.map((f) => (
                    <Table.Row key={f.name}>
                      <Table.RowHeaderCell>{f.label}</Table.RowHeaderCell>
                      <Table.Cell>{show(mine[f.name])}</Table.Cell>
                      <Table.Cell>{show(theirs[f.name])}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          ) : (
            <Text size="2">The latest version already matches what you typed.</Text>
          )
        ) : (
          <Text size="2">It was deleted meanwhile. Saving yours creates it again from Recently deleted in Settings.</Text>
        )}
        <Flex gap="2" wrap="wrap">
          {theirs && (
            <Button type="button" onClick={onKeepMine} disabled={busy} ref={keepMineRef}>
              Keep mine
            </Button>
          )}
          <Button type="button" variant="soft" onClick={onTakeTheirs} disabled={busy}>
            Take theirs
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
