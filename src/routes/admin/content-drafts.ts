// Site-content drafts survive a reload, a crashed phone tab or an expired session: they are
// kept in this tab's sessionStorage until saved, undone or deliberately discarded. Each draft
// keeps the version of the text it was started from, so a draft brought back after a reload
// still gets the conflict panel if the text was changed elsewhere in between.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { contentFields } from '../../../domain/site-content-fields';
import { toast } from '../../components/toast-store';
import { readSessionRecord, writeSessionRecord } from './session-record';
import { useUnsavedChanges } from './unsaved-changes';

const KEY = 'adminContentDrafts';

type StoredDrafts = {
  values: Record<string, string>;
  /** The version each draft started from; absent for drafts stored without one. */
  versions: Record<string, number>;
};

export function loadDrafts(): StoredDrafts {
  const values: Record<string, string> = {};
  const versions: Record<string, number> = {};
  for (const [key, entry] of Object.entries(readSessionRecord(KEY))) {
    // A plain string is a draft stored by an earlier release, without its version.
    if (typeof entry === 'string') values[key] = entry;
    else if (entry && typeof entry === 'object' && typeof (entry as { value?: unknown }).value === 'string') {
      const { value, version } = entry as { value: string; version?: unknown };
      values[key] = value;
      if (Number.isInteger(version)) versions[key] = version as number;
    }
  }
  return { values, versions };
}

export function storeDrafts(values: Record<string, string>, versionOf: (key: string) => number | undefined) {
  writeSessionRecord(KEY, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, version: versionOf(key) }])));
}

export function clearStoredDrafts() {
  writeSessionRecord(KEY, {});
}

/** A stored row of the content list, as far as drafts need it. */
type ContentRow = { key: string; value: string; version: number };

/**
 * The Site Content tab's unsaved edits, over `rows` (the content list; undefined until it is
 * loaded): the drafts, the stored texts, which keys are dirty, and the version each key's save
 * must name. Drafts are kept in sessionStorage and brought back, with a notice, after a reload.
 */
export function useContentDrafts(rows: readonly ContentRow[] | undefined) {
  const [restored] = useState(loadDrafts);
  const [drafts, setDrafts] = useState<Record<string, string>>(restored.values);
  const restoredNotice = useRef(false);

  const saved = useMemo(() => {
    const map = new Map<string, string>();
    for (const item of rows ?? []) map.set(item.key, item.value);
    return map;
  }, [rows]);
  // The version each key was loaded at: a save from an older one is refused, never a silent overwrite.
  // A key with an unsaved edit keeps the version the edit started from, so a refresh that brings
  // in someone else's change cannot make the edit save over it. A draft brought back from the
  // tab's storage keeps the version stored with it.
  const versionsRef = useRef(new Map<string, number>());
  const pinned = versionsRef.current;
  versionsRef.current = new Map(
    (rows ?? []).map((item) => {
      const kept = drafts[item.key] !== undefined ? (pinned.get(item.key) ?? restored.versions[item.key]) : undefined;
      return [item.key, kept ?? item.version];
    }),
  );
  const persistDrafts = useCallback(
    (values: Record<string, string>) => storeDrafts(values, (key) => versionsRef.current.get(key) ?? restored.versions[key]),
    [restored],
  );

  const dirtyKeys = useMemo(
    () => (rows ? contentFields.map((f) => f.key).filter((k) => drafts[k] !== undefined && drafts[k] !== (saved.get(k) ?? '')) : []),
    [drafts, saved, rows],
  );
  useUnsavedChanges('site-content', dirtyKeys.length > 0);

  useEffect(() => persistDrafts(drafts), [drafts, persistDrafts]);

  // Tell the agent when edits from before a reload or sign-in were brought back.
  useEffect(() => {
    if (!rows || restoredNotice.current) return;
    restoredNotice.current = true;
    if (dirtyKeys.length > 0)
      toast({
        title: 'Unsaved changes restored',
        description: `${dirtyKeys.length} change${dirtyKeys.length === 1 ? '' : 's'} you had not saved ${dirtyKeys.length === 1 ? 'is' : 'are'} back in the form. Save or undo ${dirtyKeys.length === 1 ? 'it' : 'them'}.`,
      });
  }, [rows, dirtyKeys.length]);

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
    if (!rows) return;
    setDrafts((d) => {
      const same = Object.keys(d).filter((k) => d[k] === (saved.get(k) ?? ''));
      if (same.length === 0) return d;
      const next = { ...d };
      for (const k of same) delete next[k];
      return next;
    });
  }, [saved, rows]);
  const onUndo = useCallback((key: string) => {
    setDrafts((d) => {
      const next = { ...d };
      delete next[key];
      return next;
    });
  }, []);

  // A save reads the drafts as they are when it starts, not as they were at the last render.
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  /** The drafts and the stored texts now (a save in progress reads these, not a render's). */
  const current = useCallback(() => ({ drafts: draftsRef.current, saved: savedRef.current }), []);
  /** The version a save of `key` names. */
  const versionOf = useCallback((key: string) => versionsRef.current.get(key), []);
  /**
   * `key`'s text `value` is now stored as `version`. Its draft goes only if it is still that text:
   * anything typed while the save was on its way stays, to be saved from the new version.
   */
  const savedAs = useCallback(
    (key: string, value: string, version: number) => {
      versionsRef.current.set(key, version);
      const withoutSaved = (d: Record<string, string>) => {
        if (d[key] !== value) return d;
        const next = { ...d };
        delete next[key];
        return next;
      };
      // In storage at once, not at the next keystroke: a reload right after the save must bring
      // the text typed meanwhile back from the version this save made, or the agent would be
      // shown a conflict with their own save. A saved draft nothing was typed into is gone.
      persistDrafts(withoutSaved(draftsRef.current));
      setDrafts(withoutSaved);
    },
    [persistDrafts],
  );
  /** The edit of `key` now starts from `version` (Keep mine: save it over the latest text), in storage too. */
  const startFrom = useCallback(
    (key: string, version: number) => {
      versionsRef.current.set(key, version);
      persistDrafts(draftsRef.current);
    },
    [persistDrafts],
  );
  const discardAll = useCallback(() => {
    setDrafts({});
    clearStoredDrafts();
  }, []);

  return { drafts, saved, dirtyKeys, onChange, onUndo, discardAll, current, versionOf, savedAs, startFrom };
}

export type ContentDrafts = ReturnType<typeof useContentDrafts>;
