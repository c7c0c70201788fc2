// The admin's form setup: the shared zod schema from domain/ checks the form on submit (the
// same schema the procedure uses), the first field in error takes focus, a field's error clears
// as soon as it is edited, and unsaved work is reported to the leave/close guards. What is
// unsaved when the session ends is kept and comes back when the same editor is opened again,
// with the version of the record it was started from. A save is sent once until it is answered.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { onSessionExpired } from '../../lib/admin-session';
import { toast } from '../../components/toast-store';
import { keepFormDraft, takeFormDraft } from './form-drafts';
import { useUnsavedChanges } from './unsaved-changes';

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
  useEffect(() => {
    const unsubscribe = onSessionExpired(() => {
      if (dirty.current) keepFormDraft(draftKey, { values: form.getValues(), version: versionRef.current });
    });
    return () => void unsubscribe();
  }, [draftKey, form]);
  useEffect(() => {
    const draft = takeFormDraft(draftKey);
    if (!draft) return;
    // Over the record's current values, which stay the form's defaults: the draft counts as unsaved.
    form.reset({ ...form.getValues(), ...draft.values }, { keepDefaultValues: true });
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
  return {
    form,
    version: baseVersion,
    /** For an editor that stays open after a save (the statistics): the version it now starts from. */
    setVersion: setBaseVersion,
    /** Runs `save` unless a save started here is still waiting for its answer; `save` calls `settled` once it has one. */
    saveOnce,
  };
}
