// The admin's form setup: the shared zod schema from domain/ checks the form on submit (the
// same schema the procedure uses), the first field in error takes focus, a field's error clears
// as soon as it is edited, and unsaved work is reported to the leave/close guards.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useUnsavedChanges } from './unsaved-changes';

export function useAdminForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  defaultValues: DefaultValues<Values>,
  /** Names this editor for the unsaved-changes guard. */
  dirtySource: string,
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
  useUnsavedChanges(dirtySource, form.formState.isDirty);
  return form;
}
