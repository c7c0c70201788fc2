import { Badge, Box, Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fillIdentity, type ContentKey } from '../../../domain/site-content';
import { contentFields, contentGroups } from '../../../domain/site-content-fields';
import { liftToastsAbove } from '../../components/toast-lift';
import { toast } from '../../components/toast-store';
import { SITE_CONTENT_QUERY_KEY } from '../../lib/site-content';
import { useTRPC } from '../../lib/trpc';
import { ContentFieldEditor, contentEditError } from './content-field';
import { conflictOf } from './history/conflict';
import { ContentConflictView, ContentHistoryToggle, type ContentConflict } from './history/content-history';
import { notShownBecause } from '../../../domain/content-dependencies';
import { clearStoredDrafts, loadDrafts, storeDrafts } from './content-drafts';
import { isUnauthorized, serverMessage, isNetworkError, NETWORK_ERROR } from './errors';
import { LoadError, LoadingText, TabHeader } from './tab-parts';
import { useUnsavedChanges } from './unsaved-changes';
import { useFocusLanding, type LandingTarget } from './use-focus-landing';

const ALL = 'all';

/** How often the open tab asks the server again while it is visible. */
const CONTENT_REFRESH_MS = 5000;

// The app's queries never go stale on their own (../../lib/query-client.ts). This list does: an
// edit made in another browser tab or through the API must show here, not a stale value and a
// false "what visitors see" line. It is asked for again whenever the tab is shown, when the
// browser tab becomes visible again, and every few seconds while it is visible. Fields with an
// unsaved edit keep what was typed; their save still carries the version the edit started from.
const contentListFreshness = {
  staleTime: 0,
  refetchOnMount: 'always' as const,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  refetchInterval: CONTENT_REFRESH_MS,
  refetchIntervalInBackground: false,
};

function failureText(error: unknown): string {
  const detail = serverMessage(error) ?? (isNetworkError(error) ? NETWORK_ERROR : null);
  return detail ? `Failed to update content. ${detail}` : 'Failed to update content';
}

/** Formats of the contact phone and e-mail for the top bar: shown only when they are the same number or address. */
const TOP_BAR_FORMAT_KEYS: ReadonlySet<string> = new Set(['header_phone_display', 'header_email_display']);

/**
 * How a save ended, for where the focus goes next: `failed` names the key whose save was refused
 * (`conflict` when it changed elsewhere), null when every key was saved. A save refused before
 * anything was sent (a value with an error) has no outcome.
 */
/** `refused`: a field whose text was not sent (it shows an error, or would not be shown publicly). */
type SaveOutcome = { failed: string | null; conflict: boolean; refused?: string };

// A field's editor and its Save (./content-field.tsx).
const fieldEditor = (key: string) => document.getElementById(`content-${key}`);
const fieldSave = (key: string) => document.getElementById(`content-${key}-save`);

export function SiteContentTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.siteContent.list.queryOptions(undefined, contentListFreshness));
  const listKey = useMemo(() => trpc.siteContent.list.queryKey(), [trpc]);
  const update = useMutation(trpc.siteContent.update.mutationOptions());
  const [restored] = useState(loadDrafts);
  const [drafts, setDrafts] = useState<Record<string, string>>(restored.values);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [group, setGroup] = useState(ALL);
  const [search, setSearch] = useState('');
  const restoredNotice = useRef(false);
  // Keys whose save was refused because they changed elsewhere, with the latest value.
  const [conflicts, setConflicts] = useState<Record<string, ContentConflict>>({});

  const saved = useMemo(() => {
    const map = new Map<string, string>();
    for (const item of list.data ?? []) map.set(item.key, item.value);
    return map;
  }, [list.data]);
  const savedContent = useMemo(() => (list.data ? Object.fromEntries(saved) : null), [saved, list.data]);
  // The version each key was loaded at: a save from an older one is refused, never a silent overwrite.
  // A key with an unsaved edit keeps the version the edit started from, so a refresh that brings
  // in someone else's change cannot make the edit save over it. A draft brought back from the
  // tab's storage keeps the version stored with it.
  const versionsRef = useRef(new Map<string, number>());
  const pinned = versionsRef.current;
  versionsRef.current = new Map(
    (list.data ?? []).map((item) => {
      const kept = drafts[item.key] !== undefined ? (pinned.get(item.key) ?? restored.versions[item.key]) : undefined;
      return [item.key, kept ?? item.version];
    }),
  );
  const persistDrafts = useCallback(
    (values: Record<string, string>) => storeDrafts(values, (key) => versionsRef.current.get(key) ?? restored.versions[key]),
    [restored],
  );

  const dirtyKeys = useMemo(
    () => (list.data ? contentFields.map((f) => f.key).filter((k) => drafts[k] !== undefined && drafts[k] !== (saved.get(k) ?? '')) : []),
    [drafts, saved, list.data],
  );
  useUnsavedChanges('site-content', dirtyKeys.length > 0);

  useEffect(() => persistDrafts(drafts), [drafts, persistDrafts]);

  useEffect(() => {
    if (list.isError && !isUnauthorized(list.error)) toast({ title: 'Error', description: 'Failed to load content', variant: 'destructive' });
  }, [list.isError, list.error]);

  // Tell the agent when edits from before a reload or sign-in were brought back.
  useEffect(() => {
    if (!list.data || restoredNotice.current) return;
    restoredNotice.current = true;
    if (dirtyKeys.length > 0)
      toast({
        title: 'Unsaved changes restored',
        description: `${dirtyKeys.length} change${dirtyKeys.length === 1 ? '' : 's'} you had not saved ${dirtyKeys.length === 1 ? 'is' : 'are'} back in the form. Save or undo ${dirtyKeys.length === 1 ? 'it' : 'them'}.`,
      });
  }, [list.data, dirtyKeys.length]);

  // A draft is only kept while it differs from what is stored: a field typed back to the stored
  // text, or a draft the server's text has caught up with, follows the server again.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const onChange = useCallback(
    (key: string, value: string) =>
      setDrafts((d) => {
        if (value !== (savedRef.current.get(key) ?? '')) return { ...d, [key]: value };
        if (d[key] === undefined) return d;
        const next = { ...d };
        delete next[key];
        return next;
      }),
    [],
  );
  useEffect(() => {
    if (!list.data) return;
    setDrafts((d) => {
      const same = Object.keys(d).filter((k) => d[k] === (saved.get(k) ?? ''));
      if (same.length === 0) return d;
      const next = { ...d };
      for (const k of same) delete next[k];
      return next;
    });
  }, [saved, list.data]);
  const onUndo = useCallback((key: string) => {
    setDrafts((d) => {
      const next = { ...d };
      delete next[key];
      return next;
    });
  }, []);

  // A version restored from a field's history shows at once, from the restore's answer, not at the
  // next time the list is read. A field without an unsaved edit takes the restored text; one with
  // an edit keeps what was typed (and the version it started from), and its status tells what
  // visitors see now.
  const onRestored = useCallback(
    (row: Record<string, unknown>) => {
      const { key, value, version, problem } = row;
      if (typeof key !== 'string' || typeof value !== 'string' || typeof version !== 'number') return;
      queryClient.setQueryData(listKey, (old) =>
        old?.map((item) => (item.key === key ? { ...item, value, version, problem: typeof problem === 'string' ? problem : undefined } : item)),
      );
    },
    [queryClient, listKey],
  );

  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  const save = useCallback(
    async (keys: string[]): Promise<SaveOutcome | null> => {
      const snapshot = draftsRef.current;
      // Nothing is sent while a field shows an error (the same message the server would give).
      const invalidKey = keys.find((key) => snapshot[key] !== undefined && contentEditError(key, snapshot[key]));
      if (invalidKey) {
        toast({
          title: 'Error',
          description: `Failed to update content. ${contentEditError(invalidKey, snapshot[invalidKey]!)}`,
          variant: 'destructive',
        });
        return { failed: invalidKey, conflict: false, refused: invalidKey };
      }
      // A top-bar format the public site would not show (another number or address than the
      // contact one) is not saved: "Success" for a value visitors never see would mislead.
      const merged = {
        ...Object.fromEntries(savedRef.current),
        ...Object.fromEntries(keys.flatMap((k) => (snapshot[k] === undefined ? [] : [[k, snapshot[k]]]))),
      };
      const unshown = keys
        .filter((key) => snapshot[key] !== undefined && TOP_BAR_FORMAT_KEYS.has(key))
        .map((key) => {
          const why = notShownBecause(merged, key as ContentKey);
          // Only the rule: "until then ..." describes a saved value, and this one is not saved.
          return why ? { key, text: `${contentFields.find((f) => f.key === key)?.label ?? key}: ${why.split(';')[0]}.` } : null;
        })
        .find(Boolean);
      if (unshown) {
        toast({ title: 'Error', description: `Failed to update content. ${unshown.text}`, variant: 'destructive' });
        return { failed: unshown.key, conflict: false, refused: unshown.key };
      }
      setSaving((s) => new Set([...s, ...keys]));
      let failure: unknown = null;
      let failed: string | null = null;
      let conflictShown = false;
      for (const key of keys) {
        const value = snapshot[key];
        if (value === undefined) continue;
        try {
          const result = await update.mutateAsync({ key, value, version: versionsRef.current.get(key) });
          // A refresh on its way may have read the row before this save: drop it, not the save.
          await queryClient.cancelQueries({ queryKey: listKey });
          versionsRef.current.set(key, result.version);
          queryClient.setQueryData(listKey, (old) => old?.map((item) => (item.key === key ? { ...item, value, version: result.version } : item)));
          setConflicts((c) => {
            if (!c[key]) return c;
            const next = { ...c };
            delete next[key];
            return next;
          });
          // Keep anything typed while the save was on its way.
          setDrafts((d) => {
            if (d[key] !== value) return d;
            const next = { ...d };
            delete next[key];
            return next;
          });
        } catch (error) {
          const conflict = conflictOf<{ value: string; version: number }>(error);
          if (conflict?.current) {
            const current = conflict.current;
            setConflicts((c) => ({ ...c, [key]: { value: current.value, version: current.version, changedAt: conflict.changedAt } }));
            conflictShown = true;
          }
          failure = error;
          failed = key;
          break;
        }
      }
      setSaving((s) => new Set([...s].filter((k) => !keys.includes(k))));
      void queryClient.invalidateQueries({ queryKey: SITE_CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: listKey });
      if (failure) {
        if (conflictOf(failure))
          toast({
            title: 'Error',
            description: 'Failed to update content. This was changed elsewhere. Review the latest version',
            variant: 'destructive',
          });
        else if (!isUnauthorized(failure)) toast({ title: 'Error', description: failureText(failure), variant: 'destructive' });
      } else {
        toast({ title: 'Success', description: 'Content updated successfully' });
      }
      return { failed, conflict: conflictShown };
    },
    [update, queryClient, listKey],
  );

  // A Save is disabled while the server answers (Save all too, and the bar goes once nothing is
  // left to save), Keep mine and Take theirs too while Keep mine's save runs, and they remove
  // themselves once it is saved or the latest text taken: the focus would fall to the page. It
  // lands on the field's editor once its text is saved or the latest one taken, on Keep mine when
  // the save showed the field changed elsewhere, else back on the button pressed.
  const landFocus = useFocusLanding();
  const keepMineButtons = useRef(new Map<string, HTMLButtonElement>());
  const saveAllButton = useRef<HTMLButtonElement>(null);
  // A field whose text was refused before sending: the focus goes to its editor (where its error
  // is), shown first if the section filter or the search hides it.
  const [refusedField, setRefusedField] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (!refusedField) return;
    const editor = fieldEditor(refusedField.key);
    if (editor || (group === ALL && search === '')) {
      editor?.focus();
      setRefusedField(null);
    } else {
      setGroup(ALL);
      setSearch('');
    }
  }, [refusedField, group, search]);
  const landAfterSave = useCallback(
    (outcome: SaveOutcome | null, saved: LandingTarget, refused: LandingTarget) => {
      if (!outcome) return;
      if (outcome.refused) {
        setRefusedField({ key: outcome.refused });
        return;
      }
      const conflicted = outcome.conflict ? outcome.failed : null;
      if (conflicted) landFocus(() => keepMineButtons.current.get(conflicted) ?? refused());
      else landFocus(outcome.failed ? refused : saved);
    },
    [landFocus],
  );
  const onSave = useCallback(
    (key: string) =>
      void save([key]).then((outcome) =>
        landAfterSave(
          outcome,
          () => fieldEditor(key),
          () => fieldSave(key),
        ),
      ),
    [save, landAfterSave],
  );
  const onSaveAll = () => {
    const keys = dirtyKeys;
    void save(keys).then((outcome) =>
      landAfterSave(
        outcome,
        // The bar stays while an edit typed meanwhile is left; else the first saved field on show.
        () => saveAllButton.current ?? keys.map(fieldEditor).find(Boolean) ?? document.getElementById('content-search'),
        () => saveAllButton.current,
      ),
    );
  };

  const discardAll = () => {
    if (!window.confirm(`Discard ${dirtyKeys.length} unsaved change${dirtyKeys.length === 1 ? '' : 's'}? This cannot be undone.`)) return;
    setDrafts({});
    clearStoredDrafts();
  };

  const needle = search.trim().toLowerCase();
  const visibleGroups = contentGroups
    .filter((g) => group === ALL || g.id === group)
    .map((g) => ({
      ...g,
      fields: needle
        ? g.fields.filter((f) =>
            [f.label, g.title, f.key, f.default, saved.get(f.key) ?? '', drafts[f.key] ?? ''].some((t) => t.toLowerCase().includes(needle)),
          )
        : g.fields,
    }))
    .filter((g) => g.fields.length > 0);
  const shown = visibleGroups.reduce((n, g) => n + g.fields.length, 0);

  return (
    <div>
      <TabHeader
        title="Site Content"
        description="Every text on your public website. Change a field and press Save: visitors see it within a second. Leave a field empty to show the built-in text; an empty link is hidden."
      />
      {list.isPending && <LoadingText>Loading content...</LoadingText>}
      {list.isError && <LoadError message="Failed to load content. Check your connection and try again." onRetry={() => list.refetch()} />}
      {list.data && (
        <>
          <Card size="2" mb="4" className="content-toolbar">
            <Flex gap="3" direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'stretch', sm: 'end' }}>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" htmlFor="content-group-filter" size="2" weight="medium">
                  Show section
                </Text>
                <Select.Root value={group} onValueChange={setGroup} size="2">
                  <Select.Trigger id="content-group-filter" />
                  <Select.Content position="popper">
                    <Select.Item value={ALL}>All sections ({contentFields.length} fields)</Select.Item>
                    {contentGroups.map((g) => (
                      <Select.Item key={g.id} value={g.id}>
                        {g.title} ({g.fields.length})
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" htmlFor="content-search" size="2" weight="medium">
                  Find a text
                </Text>
                <TextField.Root
                  id="content-search"
                  type="search"
                  placeholder="A word you see on the site, e.g. consultation"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  aria-describedby="content-search-count"
                />
              </Flex>
            </Flex>
            <Text as="p" id="content-search-count" size="1" color="gray" mt="2" role="status">
              {shown === contentFields.length ? `Showing all ${shown} fields.` : `Showing ${shown} of ${contentFields.length} fields.`}
            </Text>
          </Card>

          {visibleGroups.length === 0 && (
            <Text as="p" size="2" color="gray" my="4">
              No field matches “{search.trim()}”. Try another word or choose All sections.
            </Text>
          )}

          <Flex direction="column" gap="4">
            {visibleGroups.map((g) => {
              const empties = g.fields.filter((f) => !(saved.get(f.key) ?? '').trim()).length;
              return (
                <Card key={g.id} size="3" asChild>
                  <section aria-labelledby={`group-${g.id}`}>
                    <Flex justify="between" align="start" gap="2" wrap="wrap" mb="1">
                      <Heading as="h3" size="4" id={`group-${g.id}`}>
                        {g.title}
                      </Heading>
                      <Badge color="gray" variant="soft">
                        {g.fields.length} field{g.fields.length === 1 ? '' : 's'}
                        {empties ? `, ${empties} using built-in text` : ''}
                      </Badge>
                    </Flex>
                    {g.description && (
                      <Text as="p" size="2" color="gray" mb="3">
                        {g.description}
                      </Text>
                    )}
                    <Flex direction="column" gap="5" mt="3">
                      {g.fields.map((f) => {
                        const conflict = conflicts[f.key];
                        return (
                          <Flex key={f.key} direction="column" gap="2">
                            {conflict && (
                              <ContentConflictView
                                label={f.label}
                                mine={drafts[f.key] ?? saved.get(f.key) ?? ''}
                                conflict={conflict}
                                busy={saving.has(f.key)}
                                onKeepMine={() => {
                                  // Save again over the latest version.
                                  versionsRef.current.set(f.key, conflict.version);
                                  persistDrafts(drafts);
                                  queryClient.setQueryData(listKey, (old) =>
                                    old?.map((item) => (item.key === f.key ? { ...item, version: conflict.version } : item)),
                                  );
                                  void save([f.key]).then((outcome) =>
                                    landAfterSave(
                                      outcome,
                                      () => fieldEditor(f.key),
                                      () => keepMineButtons.current.get(f.key) ?? fieldSave(f.key),
                                    ),
                                  );
                                }}
                                keepMineRef={(button) => {
                                  if (!button) return;
                                  keepMineButtons.current.set(f.key, button);
                                  return () => void keepMineButtons.current.delete(f.key);
                                }}
                                onTakeTheirs={() => {
                                  const theirs = conflict;
                                  queryClient.setQueryData(listKey, (old) =>
                                    old?.map((item) => (item.key === f.key ? { ...item, value: theirs.value, version: theirs.version } : item)),
                                  );
                                  onUndo(f.key);
                                  setConflicts((c) => {
                                    const next = { ...c };
                                    delete next[f.key];
                                    return next;
                                  });
                                  landFocus(() => fieldEditor(f.key));
                                }}
                              />
                            )}
                            <ContentFieldEditor
                              field={f}
                              groupTitle={g.title}
                              savedValue={saved.get(f.key) ?? ''}
                              shownValue={savedContent ? fillIdentity(saved.get(f.key) ?? '', savedContent) : undefined}
                              draft={drafts[f.key]}
                              notShown={savedContent && notShownBecause(savedContent, f.key)}
                              saving={saving.has(f.key)}
                              onChange={onChange}
                              onSave={onSave}
                              onUndo={onUndo}
                            />
                            <ContentHistoryToggle contentKey={f.key} groupTitle={g.title} label={f.label} onRestored={onRestored} />
                          </Flex>
                        );
                      })}
                    </Flex>
                  </section>
                </Card>
              );
            })}
          </Flex>

          {/* Toasts stack above the bar while it is shown, not over its buttons. */}
          {dirtyKeys.length > 0 && (
            <Box ref={liftToastsAbove} className="content-savebar" role="region" aria-label="Unsaved changes">
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <Text size="2" weight="medium">
                  {dirtyKeys.length} unsaved change{dirtyKeys.length === 1 ? '' : 's'}
                </Text>
                <Flex gap="2">
                  <Button variant="soft" color="gray" onClick={discardAll}>
                    Discard all
                  </Button>
                  <Button onClick={onSaveAll} disabled={saving.size > 0} ref={saveAllButton}>
                    {saving.size > 0 ? 'Saving...' : 'Save all changes'}
                  </Button>
                </Flex>
              </Flex>
            </Box>
          )}
        </>
      )}
    </div>
  );
}
