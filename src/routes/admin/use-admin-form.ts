// The admin's form setup: the shared zod schema from domain/ checks the form on submit (the
// same schema the procedure uses), the first field in error takes focus, a field's error clears
// as soon as it is edited, and unsaved work is reported to the leave/close guards. What is
// unsaved when the session ends is kept and comes back when the same editor is opened again,
// with the version of the record it was started from. A save is sent once until it is answered.
// The values the form started from are kept too (its base), so that a save refused because the
// record changed elsewhere can be merged against them (useEditorConflict).
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { onSessionExpired } from '../../lib/admin-session';
import { toast } from '../../components/toast-store';
import { keepFormDraft, takeFormDraft } from './form-drafts';
import { useConflictForm, type LatestRecord } from './history/conflict-context';
import type { FieldMerger } from './history/three-way';
import { useUnsavedChanges } from './unsaved-changes';

/** Form values with their types left out, as the conflict view handles them. */
type LooseValues = Record<string, unknown>;

export function useAdminForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  defaultValues: DefaultValues<Values>,
  /** Names this editor for the unsaved-changes guard. */
  dirtySource: string,
  /** The record being edited ("property:<id>", "property:new"): where its unsaved values are kept when the session ends. */
  draftKey: string,
  /** The version of the record as the editor opened it; a save names it, so a change made elsewhere is not overwritten. */
  version?: number,
) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    // The schema accepts more than the form holds (numbers as text or number), so its resolver
    // is typed on the schema's input; the form only ever gives it text.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    defaultValues,
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(dirtySource, isDirty);

  // A draft brought back keeps the version it was started from, not the one the editor opened on.
  const [baseVersion, setBaseVersion] = useState(version);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const versionRef = useRef(baseVersion);
  versionRef.current = baseVersion;
  // The values the version above had in this form; null when not known.
  const baseValues = useRef<LooseValues | null>(defaultValues as LooseValues);
  useEffect(() => {
    const unsubscribe = onSessionExpired(() => {
      if (dirty.current) keepFormDraft(draftKey, { values: form.getValues(), version: versionRef.current, base: baseValues.current });
    });
    return () => void unsubscribe();
  }, [draftKey, form]);
  useEffect(() => {
    const draft = takeFormDraft(draftKey);
    if (!draft) return;
    // Over the record's current values, which stay the form's defaults: the draft counts as unsaved.
    form.reset({ ...form.getValues(), ...draft.values }, { keepDefaultValues: true });
    // The draft's edits were made over its own base, not over the record as it is now.
    baseValues.current = draft.base ?? null;
    if (draft.version !== undefined) setBaseVersion(draft.version);
    toast({ title: 'Unsaved changes restored', description: 'What you had not saved when your session ended is back in this form.' });
  }, [draftKey, form]);

  // A mutation's pending state, and so the disabled button, reaches the screen a tick after the
  // click (TanStack Query notifies on a timer): a second click within that tick (a bouncing mouse
  // switch, a double tap) would send the save again and create the record twice. A ref is set in
  // the same event as the first submit.
  const sending = useRef(false);
  const saveOnce = useCallback((save: (settled: () => void) => void) => {
    if (sending.current) return;
    sending.current = true;
    save(() => {
      sending.current = false;
    });
  }, []);
  const base = useCallback(() => baseValues.current, []);
  const rebase = useCallback((values: LooseValues, version: number) => {
    baseValues.current = values;
    setBaseVersion(version);
  }, []);
  return {
    form,
    version: baseVersion,
    /** For an editor that stays open after a save (the statistics): the version it now starts from. */
    setVersion: setBaseVersion,
    /** Runs `save` unless a save started here is still waiting for its answer; `save` calls `settled` once it has one. */
    saveOnce,
    /** The values the form started from (null when not known). */
    base,
    /** The form now starts from `values`, at `version` (its edits are over them). */
    rebase,
  };
}

/**
 * Shares an edit form with its collection screen, so a save refused because the record changed
 * elsewhere is merged against what the form started from (see history/conflict-context.tsx).
 * `submitAt(version)` is the editor's submit, naming `version` as the one it started from.
 */
export function useEditorConflict<Record_, FormValues extends FieldValues>(
  { form, base, rebase }: { form: Pick<UseFormReturn<FormValues>, 'getValues' | 'reset'> } & Pick<ReturnType<typeof useAdminForm>, 'base' | 'rebase'>,
  {
    fromRecord,
    submitAt,
    mergers,
  }: {
    /** The record as this form shows it (the form's default values for it). */
    fromRecord: (record: Record_) => FormValues;
    submitAt: (version: number) => () => unknown;
    mergers?: Record<string, FieldMerger>;
  },
) {
  const toForm = (record: LatestRecord) => fromRecord(record as unknown as Record_) as LooseValues;
  useConflictForm({
    base,
    values: () => form.getValues(),
    fromRecord: toForm,
    mergers,
    saveOver: (values, record) => {
      // The form shows what is saved, and starts from the latest version: a further refusal is
      // merged against that version, not against the one the form was opened on.
      form.reset(values as FormValues, { keepDefaultValues: true });
      rebase(toForm(record), record.version);
      void submitAt(record.version)();
    },
  });
}
