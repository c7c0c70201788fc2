// Site Content per key: its revision history (with restore) behind a toggle, and the
// changed-elsewhere view when a save started from an older version of the key.
import { Button, Flex } from '@radix-ui/themes';
import { useState, type Ref } from 'react';
import { ConflictView } from './conflict-view';
import { RevisionsPanel } from './revisions-panel';

export type ContentConflict = { value: string; version: number; changedAt: string | null };

export function ContentHistoryToggle({
  contentKey,
  groupTitle,
  label,
  onRestored,
}: {
  contentKey: string;
  /** The section the field is in: several sections have a "Heading", and a screen reader lists the toggles by name alone. */
  groupTitle: string;
  label: string;
  /** The key's row as the restore saved it (key, value, version). */
  onRestored?: (row: Record<string, unknown>) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" gap="2">
      <Button
        type="button"
        size="1"
        variant="ghost"
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} history of ${groupTitle}: ${label}`}
        onClick={() => setOpen((v) => !v)}
        style={{ alignSelf: 'start' }}
      >
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open && <RevisionsPanel type="content" id={contentKey} fields={{ labels: { value: label } }} onRestored={onRestored} />}
    </Flex>
  );
}

export function ContentConflictView({
  label,
  mine,
  conflict,
  onKeepMine,
  onTakeTheirs,
  busy,
  keepMineRef,
}: {
  label: string;
  mine: string;
  conflict: ContentConflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** A save of this key is on its way: Keep mine and Take theirs wait for its answer. */
  busy?: boolean;
  keepMineRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <ConflictView
      mine={{ value: mine }}
      theirs={{ value: conflict.value }}
      changedAt={conflict.changedAt}
      fields={[{ name: 'value', label }]}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      busy={busy}
      keepMineRef={keepMineRef}
    />
  );
}
