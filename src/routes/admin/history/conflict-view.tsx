// Shown instead of a silent overwrite when a save started from an older version: what changed
// elsewhere next to what the agent typed, field by field, and the choice of which to keep. Given
// the values the form started from (`base`), only the fields changed in both places are set side
// by side, and the view says which of the agent's changes "Keep mine" saves and which fields keep
// the other save's values.
import { Button, Callout, Flex, Table, Text } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useScrollRegion } from '../scroll-region';
import { dateTime } from '../security/format-time';
import { threeWay } from './three-way';

export type ConflictField = { name: string; label: string };

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (Array.isArray(v)) return `${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

/** "Price", "Price and Photos", "Title, Price and Photos" */
const listed = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

export function ConflictView({
  mine,
  theirs,
  base,
  combined = [],
  describe,
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
  /**
   * What the form started from, for a save merged field by field (null: not known, so every
   * field that differs counts as changed in both places). Not given: every field that differs is
   * listed and Keep mine saves the form whole.
   */
  base?: Record<string, unknown> | null;
  /** Fields whose changes in both places are combined by Keep mine (a listing's photos). */
  combined?: readonly string[];
  /** A value as one phrase (a photo list as what changed from `base`); undefined: shown as it is. */
  describe?: (field: string, value: unknown, base: unknown) => string | undefined;
  changedAt: string | null;
  fields: ConflictField[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy?: boolean;
  /** The Keep mine button, for a screen that moves the focus to it. */
  keepMineRef?: Ref<HTMLButtonElement>;
}) {
  const merge = theirs && base !== undefined ? threeWay(base, mine, theirs) : null;
  const differing = !theirs
    ? []
    : merge
      ? fields.filter((f) => merge.clashes.includes(f.name))
      : fields.filter((f) => show(mine[f.name]) !== show(theirs[f.name]));
  const labelsOf = (names: string[]) => fields.filter((f) => names.includes(f.name)).map((f) => f.label);
  const saved = merge ? labelsOf([...merge.mineOnly, ...merge.clashes]) : [];
  const kept = merge ? labelsOf(merge.theirsOnly) : [];
  const joined = labelsOf(differing.map((f) => f.name).filter((name) => combined.includes(name)));
  const cell = (f: ConflictField, value: unknown) => describe?.(f.name, value, base?.[f.name]) ?? show(value);
  const when = changedAt ? ` (at ${dateTime(changedAt)})` : '';
  return (
    <Callout.Root color="amber" role="alert" aria-label="Changed elsewhere" className="admin-conflict">
      <Flex direction="column" gap="3">
        <Callout.Text weight="medium">{`This was changed elsewhere${when}. Review the latest version`}</Callout.Text>
        {theirs && <ConflictTable rows={differing} mine={mine} theirs={theirs} cell={cell} both={!!merge} />}
        {!theirs ? (
          <Text size="2">It was deleted meanwhile. Saving yours creates it again from Recently deleted in Settings.</Text>
        ) : merge ? (
          saved.length > 0 ? (
            <Text size="2">
              {`Keep mine saves your ${listed(saved)} over the latest version${kept.length ? `; ${listed(kept)} ${kept.length === 1 ? 'stays' : 'stay'} as changed there` : ''}.`}
              {joined.length > 0 ? ` ${listed(joined)}: what was added, removed or changed in either place is kept.` : ''}
            </Text>
          ) : (
            <Text size="2">The latest version already has every change you made.</Text>
          )
        ) : (
          differing.length === 0 && <Text size="2">The latest version already matches what you typed.</Text>
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

/** The fields to choose between: this form's value next to the latest version's. */
function ConflictTable({
  rows,
  mine,
  theirs,
  cell,
  both,
}: {
  rows: ConflictField[];
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  cell: (f: ConflictField, value: unknown) => string;
  /** Only the fields changed in both places are listed. */
  both: boolean;
}) {
  const scroller = useScrollRegion<HTMLDivElement>({ label: 'Your version and the latest version' });
  if (rows.length === 0) return null;
  return (
    <div ref={scroller} className="admin-table-scroll">
      <Table.Root size="1">
        <caption className="admin-sr-only">
          {both ? 'Changed in both places: your version and the latest version' : 'Your version and the latest version'}
        </caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Your version</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Latest version</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((f) => (
            <Table.Row key={f.name}>
              <Table.RowHeaderCell>{f.label}</Table.RowHeaderCell>
              <Table.Cell>{cell(f, mine[f.name])}</Table.Cell>
              <Table.Cell>{cell(f, theirs[f.name])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
