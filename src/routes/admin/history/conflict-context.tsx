// How a collection's save hook hands a stale-save refusal to the generic collection screen, which
// shows both versions (ConflictView) in the open editor. Without a screen listening (or for any
// other error) the hook's usual failure toast is shown.
import { createContext, useContext } from 'react';
import { toast } from '../../../components/toast-store';
import { failureToast } from '../collection-api';
import { dateTime } from '../security/format-time';
import { conflictOf } from './conflict';

export type PendingConflict = {
  /** What the agent tried to save. */
  mine: Record<string, unknown>;
  /** The record as it is now; null when it was deleted meanwhile. */
  current: ({ id: string; version: number } & Record<string, unknown>) | null;
  changedAt: string | null;
  /** Saves `mine` again over the current version ("Keep mine"). */
  keepMine: () => void;
};

export const ConflictContext = createContext<((conflict: PendingConflict | null) => void) | null>(null);

type VersionedVariables = { id: string; data: object; version?: number };

/**
 * The onError of an update mutation: a CONFLICT goes to the collection screen, anything else is a
 * failure toast titled `title`. `resend` re-runs the mutation (for "Keep mine").
 */
export function useSaveError(title: string) {
  const report = useContext(ConflictContext);
  return <V extends VersionedVariables>(error: unknown, variables: V, resend: (variables: V) => void): void => {
    const conflict = conflictOf<PendingConflict['current']>(error);
    if (!conflict || !report) {
      failureToast(title)(error);
      return;
    }
    const current = conflict.current ?? null;
    report({
      mine: variables.data as Record<string, unknown>,
      current,
      changedAt: conflict.changedAt ?? (current?.updatedAt as string | undefined) ?? null,
      keepMine: () => (current ? resend({ ...variables, version: current.version }) : undefined),
    });
  };
}

/** A delete that started from an older version: say so, and let the refreshed list show the latest. */
export function staleDeleteOr(title: string, refresh: () => unknown) {
  return (error: unknown) => {
    const conflict = conflictOf(error);
    if (!conflict) return failureToast(title)(error);
    const at = conflict.changedAt ? ` (at ${dateTime(conflict.changedAt)})` : '';
    toast({ title, description: `This was changed elsewhere${at}. Review the latest version`, variant: 'destructive' });
    void refresh();
  };
}
