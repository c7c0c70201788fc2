// The one admin collection screen: header with an Add button, loading / error / empty states,
// a card list whose cards end in Edit and Delete, one dialog for both new and edit, and a
// confirm before delete (after which the focus moves to the next card, or the previous one, or Add
// when the list is empty). A collection supplies its words, how a card looks, its editor form
// and its hooks (see properties-tab.tsx, testimonials-tab.tsx, sold-records-tab.tsx).
import { Button, Card, Flex, Grid, type GridProps } from '@radix-ui/themes';
import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RevisionType } from '../../../domain/versioning';
import type { RemoveAction } from './collection-api';
import { EditorDialog } from './editor-dialog';
import { ConflictContext, type ConflictForm, type ConflictHub, type PendingConflict } from './history/conflict-context';
import { ConflictView } from './history/conflict-view';
import { humanize, type HistoryFields } from './history/field-text';
import { RevisionsPanel } from './history/revisions-panel';
import { threeWay } from './history/three-way';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';
import { useFocusLanding } from './use-focus-landing';

const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The editor a collection supplies: one form for new (item null) and edit; onDone closes the dialog. */
export type EditorProps<T> = { item: T | null; onDone: () => void };

export type CollectionTexts<T> = {
  title: string;
  description: ReactNode;
  /** The Add button, also the new dialog's title: "Add Property". */
  addLabel: string;
  /** The edit dialog's title: "Edit Property". */
  editTitle: string;
  newDescription: string;
  editDescription: string;
  loading: string;
  loadError: string;
  empty: string;
  /** The list's accessible name. */
  listLabel: string;
  /** Accessible names of a card's buttons, naming the item. */
  editLabel: (item: T) => string;
  deleteLabel: (item: T) => string;
  /** The question asked before deleting. */
  confirmDelete: (item: T) => string;
};

/** A refused save in the editor form's terms: what it started from, holds, and the latest version. */
type ConflictSides = {
  base: Record<string, unknown> | null;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  combined: string[];
};

function sidesOf(form: ConflictForm | null, conflict: PendingConflict): ConflictSides | null {
  if (!form || !conflict.current) return null;
  return { base: form.base(), mine: form.values(), theirs: form.fromRecord(conflict.current), combined: Object.keys(form.mergers ?? {}) };
}

export function AdminCollection<T extends { id: string; version?: number }>({
  texts,
  query,
  removal,
  Editor,
  renderCard,
  columns,
  gap = '4',
  cardGap = '2',
  cardClassName,
  history,
}: {
  texts: CollectionTexts<T>;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  removal: RemoveAction<T>;
  Editor: ComponentType<EditorProps<T>>;
  /** The card's content above its Edit and Delete buttons. */
  renderCard: (item: T) => ReactNode;
  columns: GridProps['columns'];
  gap?: GridProps['gap'];
  cardGap?: '1' | '2' | '3';
  cardClassName?: string;
  /** Revisions of an item are listed (and restorable) in its editor, in the words `history` gives its fields. */
  history?: { type: RevisionType } & HistoryFields;
}) {
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  // A save refused because the item changed elsewhere: shown in the editor, merged against what
  // the editor's form started from (the form's values as they were when the save was refused).
  const [conflict, setConflict] = useState<(PendingConflict & { form: ConflictSides | null }) | null>(null);
  const editorForm = useRef<ConflictForm | null>(null);
  const hub = useMemo<ConflictHub>(
    () => ({
      report: (c) => setConflict(c && { ...c, form: sidesOf(editorForm.current, c) }),
      form: editorForm,
    }),
    [],
  );
  const [showHistory, setShowHistory] = useState(false);
  const close = () => {
    setConflict(null);
    setShowHistory(false);
    setDialog((d) => ({ ...d, open: false }));
  };
  // Re-opening on another version of the item (theirs, or a restored one) starts the form from it.
  const showVersion = (item: T) => {
    setConflict(null);
    setDialog({ open: true, item });
  };
  const label = (field: string) => history?.labels?.[field] ?? humanize(field);
  const items = query.data;
  const keepMine = (pending: NonNullable<typeof conflict>) => {
    setConflict(null);
    const form = editorForm.current;
    if (!pending.form || !form || !pending.current) return pending.keepMine();
    // Merged again from what the form holds now: anything typed while the conflict was shown counts.
    const { merged } = threeWay(form.base(), form.values(), form.fromRecord(pending.current), form.mergers);
    form.saveOver(merged, pending.current);
  };

  // A deleted card takes its Delete button, and the focus with it: the focus moves to the first
  // control of the card that took its place, else of the card before, else to Add. A refused
  // delete gives it back to the Delete button.
  const landFocus = useFocusLanding();
  const shownItems = useRef(items);
  shownItems.current = items;
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterDelete = (item: T, index: number, deleted: boolean) => () => {
    if (shownItems.current?.some((i) => i.id === item.id)) return deleted ? null : deleteButtons.current.get(item.id);
    const cards = list.current?.children;
    const card = cards?.[index] ?? cards?.[index - 1];
    return card ? card.querySelector<HTMLElement>(CONTROLS) : addButton.current;
  };
  const onDelete = (item: T, index: number) => {
    if (!window.confirm(texts.confirmDelete(item))) return;
    removal.remove(item, {
      onSuccess: () => landFocus(focusAfterDelete(item, index, true)),
      onError: () => landFocus(focusAfterDelete(item, index, false)),
    });
  };

  return (
    <ConflictContext.Provider value={hub}>
      <div>
        <TabHeader
          title={texts.title}
          description={texts.description}
          action={
            <Button ref={addButton} size="3" onClick={() => setDialog({ open: true, item: null })}>
              {texts.addLabel}
            </Button>
          }
        />
        {query.isPending && <LoadingText>{texts.loading}</LoadingText>}
        {query.isError && <LoadError message={texts.loadError} onRetry={() => query.refetch()} />}
        {items && items.length === 0 && <EmptyState>{texts.empty}</EmptyState>}
        {items && items.length > 0 && (
          <Grid columns={columns} gap={gap} asChild>
            <ul ref={list} className="admin-card-list" aria-label={texts.listLabel}>
              {items.map((item, index) => {
                const removing = removal.removingId === item.id;
                return (
                  <li key={item.id}>
                    <Card size="2" className={cardClassName}>
                      <Flex direction="column" gap={cardGap} height="100%">
                        {renderCard(item)}
                        <Flex gap="2" mt="auto" pt="2">
                          <Button variant="soft" onClick={() => setDialog({ open: true, item })} aria-label={texts.editLabel(item)}>
                            Edit
                          </Button>
                          <Button
                            ref={(button) => {
                              if (!button) return;
                              deleteButtons.current.set(item.id, button);
                              return () => void deleteButtons.current.delete(item.id);
                            }}
                            variant="soft"
                            color="red"
                            onClick={() => onDelete(item, index)}
                            disabled={removing}
                            aria-label={texts.deleteLabel(item)}
                          >
                            {removing ? 'Deleting...' : 'Delete'}
                          </Button>
                        </Flex>
                      </Flex>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </Grid>
        )}
        <EditorDialog
          open={dialog.open}
          onClose={close}
          title={dialog.item ? texts.editTitle : texts.addLabel}
          description={dialog.item ? texts.editDescription : texts.newDescription}
        >
          {conflict && (
            <ConflictView
              {...(conflict.form ?? { mine: conflict.mine, theirs: conflict.current })}
              describe={(field, value, base) => history?.summaries?.[field]?.(base, value)}
              changedAt={conflict.changedAt}
              fields={Object.keys(conflict.form?.mine ?? conflict.mine)
                .filter((name) => !history?.hidden?.includes(name))
                .map((name) => ({ name, label: label(name) }))}
              onKeepMine={() => keepMine(conflict)}
              onTakeTheirs={() => (conflict.current ? showVersion(conflict.current as unknown as T) : close())}
            />
          )}
          <Editor key={dialog.item ? `${dialog.item.id}:${dialog.item.version ?? ''}` : 'new'} item={dialog.item} onDone={close} />
          {dialog.item && history && (
            <Flex direction="column" gap="2" mt="4">
              <Button
                type="button"
                variant="ghost"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((v) => !v)}
                style={{ alignSelf: 'start' }}
              >
                {showHistory ? 'Hide revision history' : 'Revision history'}
              </Button>
              {showHistory && (
                <RevisionsPanel
                  type={history.type}
                  id={dialog.item.id}
                  fields={history}
                  onRestored={(record) => showVersion(record as unknown as T)}
                />
              )}
            </Flex>
          )}
        </EditorDialog>
      </div>
    </ConflictContext.Provider>
  );
}
