// How a collection's save hook hands a stale-save refusal to the generic collection screen, which
// shows it (ConflictView) in the open editor. The editor shares its form with the screen
// (useConflictForm), so the refusal is merged against the values the form started from: "Keep
// mine" saves this form's changes over the latest version and keeps what the other save changed
// in fields this form left alone. Without a screen listening (or for any other error) the hook's
// usual failure toast is shown.
import { createContext, useContext, useEffect } from 'react';
import { toast } from '../../../components/toast-store';
import { failureToast } from '../collection-api';
import { dateTime } from '../security/format-time';
import { conflictOf } from './conflict';
import type { FieldMerger } from './three-way';

type Values = Record<string, unknown>;
export type LatestRecord = { id: string; version: number } & Values;

/** The open editor's form, as the conflict view needs it. */
export type ConflictForm = {
  /** The values the form started from; null when unknown (a draft kept by an older release). */
  base: () => Values | null;
  /** What the form holds now. */
  values: () => Values;
  /** A record as this form shows it. */
  fromRecord: (record: LatestRecord) => Values;
  /** Fields whose changes on both sides are combined rather than replaced (a listing's photos). */
  mergers?: Record<string, FieldMerger>;
  /** Puts `values` in the form as edits over `record`, and saves them at the record's version. */
  saveOver: (values: Values, record: LatestRecord) => void;
};

export type PendingConflict = {
  /** What the agent tried to save. */
  mine: Values;
  /** The record as it is now; null when it was deleted meanwhile. */
  current: LatestRecord | null;
  changedAt: string | null;
  /** Saves `mine` again, whole, over the current version: only for an editor that shares no form. */
  keepMine: () => void;
};

export type ConflictHub = {
  report: (conflict: PendingConflict | null) => void;
  /** The form of the editor that is open, set by useConflictForm. */
  form: { current: ConflictForm | null };
};

export const ConflictContext = createContext<ConflictHub | null>(null);

/** Lets the collection screen merge a refused save of this editor against the form's base. */
export function useConflictForm(form: ConflictForm) {
  const hub = useContext(ConflictContext);
  useEffect(() => {
    if (!hub) return;
    hub.form.current = form;
    return () => {
      if (hub.form.current === form) hub.form.current = null;
    };
  });
}

type VersionedVariables = { id: string; data: object; version?: number };

/**
 * The onError of an update mutation: a CONFLICT goes to the collection screen, anything else is a
 * failure toast titled `title`. `resend` re-runs the mutation (the fallback "Keep mine").
 */
export function useSaveError(title: string) {
  const hub = useContext(ConflictContext);
  return <V extends VersionedVariables>(error: unknown, variables: V, resend: (variables: V) => void): void => {
    const conflict = conflictOf<PendingConflict['current']>(error);
    if (!conflict || !hub) {
      failureToast(title)(error);
      return;
    }
    const current = conflict.current ?? null;
    hub.report({
      mine: variables.data as Values,
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
