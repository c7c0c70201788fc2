// The Site Content tab's list of stored texts: kept fresh while the tab is open, and changed in
// place when a save or a restore answers, before the list is read again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorized } from './errors';

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

/** What a save or a restore changes in one key's row. */
type RowChange = { value?: string; version: number; problem?: string };

export function useContentList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.siteContent.list.queryOptions(undefined, contentListFreshness));
  const listKey = useMemo(() => trpc.siteContent.list.queryKey(), [trpc]);

  useEffect(() => {
    if (list.isError && !isUnauthorized(list.error)) toast({ title: 'Error', description: 'Failed to load content', variant: 'destructive' });
  }, [list.isError, list.error]);

  /** Changes `key`'s row in the loaded list, as the server now holds it. */
  const updateRow = useCallback(
    (key: string, change: RowChange) =>
      queryClient.setQueryData(listKey, (old) => old?.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [queryClient, listKey],
  );

  // A version restored from a field's history shows at once, from the restore's answer, not at the
  // next time the list is read. A field without an unsaved edit takes the restored text; one with
  // an edit keeps what was typed (and the version it started from), and its status tells what
  // visitors see now.
  const onRestored = useCallback(
    (row: Record<string, unknown>) => {
      const { key, value, version, problem } = row;
      if (typeof key !== 'string' || typeof value !== 'string' || typeof version !== 'number') return;
      updateRow(key, { value, version, problem: typeof problem === 'string' ? problem : undefined });
    },
    [updateRow],
  );

  return { list, listKey, updateRow, onRestored };
}

export type ContentList = ReturnType<typeof useContentList>;
