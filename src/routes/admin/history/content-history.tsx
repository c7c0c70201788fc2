// Site Content per key: its revision history (with restore) behind a toggle, and the
// changed-elsewhere view when a save started from an older version of the key.
import { Button, Flex } from '@radix-ui/themes';
import { useState, type Ref } from 'react';
import { ConflictView } from './conflict-view';
import { RevisionsPanel } from './revisions-panel';

export type ContentConflict = { value: string; version: number; changedAt: string | null };

export function ContentHistoryToggle({ contentKey, label }: { contentKey: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" gap="2">
      <Button
        type="button"
        size="1"
        variant="ghost"
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} history of ${label}`}
        onClick={() => setOpen((v) => !v)}
        style={{ alignSelf: 'start' }}
      >
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open && <RevisionsPanel type="content" id={contentKey} labels={{ value: label }} />}
    </Flex>
  );
}

export function ContentConflictView({
  label,
  mine,
  conflict,
  onKeepMine,
  onTakeTheirs,
  keepMineRef,
}: {
  label: string;
  mine: string;
  conflict: ContentConflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
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
      keepMineRef={keepMineRef}
    />
  );
}
