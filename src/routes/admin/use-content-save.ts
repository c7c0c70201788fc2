// Saving Site Content texts: one field's Save, Save all, and Keep mine / Take theirs when a save
// was refused because the text changed elsewhere. Each save names the version its edit started
// from (./content-drafts.ts), so an edit made elsewhere is never silently overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { contentWriteError } from '../../../domain/site-content-schema';
import { toast } from '../../components/toast-store';
import { SITE_CONTENT_QUERY_KEY } from '../../lib/site-content';
import { useTRPC } from '../../lib/trpc';
import type { ContentDrafts } from './content-drafts';
import { isUnauthorized, serverMessage, isNetworkError, NETWORK_ERROR } from './errors';
import { conflictOf } from './history/conflict';
import type { ContentConflict } from './history/content-history';
import type { ContentList } from './use-content-list';

function failureText(error: unknown): string {
  const detail = serverMessage(error) ?? (isNetworkError(error) ? NETWORK_ERROR : null);
  return detail ? `Failed to update content. ${detail}` : 'Failed to update content';
}

/**
 * How a save ended, for where the focus goes next: `failed` names the key whose save was refused
 * (`conflict` when it changed elsewhere), null when every key was saved. `refused`: a field whose
 * text was not sent (it shows an error, or would not be shown publicly).
 */
export type SaveOutcome = { failed: string | null; conflict: boolean; refused?: string };

export function useContentSave(drafts: ContentDrafts, { listKey, updateRow }: Pick<ContentList, 'listKey' | 'updateRow'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.siteContent.update.mutationOptions());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  // Keys whose save was refused because they changed elsewhere, with the latest value.
  const [conflicts, setConflicts] = useState<Record<string, ContentConflict>>({});
  const { current, versionOf, savedAs, startFrom, onUndo } = drafts;

  const dropConflict = useCallback(
    (key: string) =>
      setConflicts((c) => {
        if (!c[key]) return c;
        const next = { ...c };
        delete next[key];
        return next;
      }),
    [],
  );

  /**
   * Saves the drafts of `keys`, one after another, stopping at the first refused. Null when
   * nothing was sent because a value has an error (the toast says which).
   */
  const save = useCallback(
    async (keys: string[]): Promise<SaveOutcome | null> => {
      const { drafts: snapshot, saved } = current();
      // Nothing is sent while a value would be refused, with the message the server would give:
      // a field showing an error, or a top-bar format the public site would not show (another
      // number or address than the contact one; "Success" for a value visitors never see would
      // mislead). Checked next to the other texts as they will be once these are saved.
      const merged = {
        ...Object.fromEntries(saved),
        ...Object.fromEntries(keys.flatMap((k) => (snapshot[k] === undefined ? [] : [[k, snapshot[k]]]))),
      };
      const refusal = keys
        .map((key) => (snapshot[key] === undefined ? null : { key, text: contentWriteError(merged, key, snapshot[key]) }))
        .find((r) => r?.text);
      if (refusal) {
        toast({ title: 'Error', description: `Failed to update content. ${refusal.text}`, variant: 'destructive' });
        return { failed: refusal.key, conflict: false, refused: refusal.key };
      }
      setSaving((s) => new Set([...s, ...keys]));
      let failure: unknown = null;
      let failed: string | null = null;
      let conflictShown = false;
      for (const key of keys) {
        const value = snapshot[key];
        if (value === undefined) continue;
        try {
          const result = await update.mutateAsync({ key, value, version: versionOf(key) });
          // A refresh on its way may have read the row before this save: drop it, not the save.
          await queryClient.cancelQueries({ queryKey: listKey });
          savedAs(key, value, result.version);
          updateRow(key, { value, version: result.version });
          dropConflict(key);
        } catch (error) {
          const conflict = conflictOf<{ value: string; version: number }>(error);
          if (conflict?.current) {
            const latest = conflict.current;
            setConflicts((c) => ({ ...c, [key]: { value: latest.value, version: latest.version, changedAt: conflict.changedAt } }));
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
    [update, queryClient, listKey, current, versionOf, savedAs, updateRow, dropConflict],
  );

  /** Keep mine: saves the edit of `key` again, over the latest version. */
  const keepMine = (key: string) => {
    const conflict = conflicts[key];
    if (!conflict) return Promise.resolve(null);
    startFrom(key, conflict.version);
    updateRow(key, { version: conflict.version });
    return save([key]);
  };

  /** Take theirs: drops the edit of `key` for the latest text. */
  const takeTheirs = (key: string) => {
    const theirs = conflicts[key];
    if (!theirs) return;
    updateRow(key, { value: theirs.value, version: theirs.version });
    onUndo(key);
    dropConflict(key);
  };

  return { save, saving, conflicts, keepMine, takeTheirs };
}
