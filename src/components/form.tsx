// The one form pattern: react-hook-form with the zod resolver and the schema from domain/,
// and one field component that wires the id, label, hint, error and aria attributes of every
// control. Forms differ only in how a field looks (its "frame"): the admin panel and the public
// pages each pass their own. This module imports react-hook-form, so only lazily loaded code
// (the admin, the valuation form, the contact form) may import it.
import { createContext, useContext, useId, type ComponentType, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormProvider, useController, useFormContext, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { preloadToaster } from './lazy-toaster';

/** What a frame gets to draw one field: the ids are already wired into the control. */
export type FieldFrameProps = {
  id: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};
type FieldFrame = ComponentType<FieldFrameProps>;

type FormSettings = { idPrefix: string; Frame: FieldFrame };
const FormSettingsContext = createContext<FormSettings | null>(null);

/**
 * A <form> bound to a react-hook-form instance. `idPrefix` makes field ids stable (a page form
 * with one instance); without it ids come from useId (dialogs that may open more than once).
 */
export function Form<T extends FieldValues, C, O extends FieldValues | undefined>({
  form,
  frame,
  idPrefix,
  children,
  ...props
}: {
  form: UseFormReturn<T, C, O>;
  frame: FieldFrame;
  idPrefix?: string;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'children'>) {
  const generated = useId();
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={{ idPrefix: idPrefix ?? generated, Frame: frame }}>
        {/* A form's answer is often a toast: its code is fetched once the visitor starts on the form. */}
        <form onFocusCapture={preloadToaster} {...props}>
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  );
}

/** ids for aria-describedby: the hint and the error under a control. */
export function describedBy(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The props a control spreads: its value binding plus id, name and aria wiring. */
export type ControlProps<V = string> = {
  id: string;
  name: string;
  value: V;
  ref: Ref<never>;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  required?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/**
 * One labelled control of the surrounding <Form>. `children` renders the control from the
 * props it gets (a text field, a text area, a select...). An error shows under the field and is
 * cleared as soon as the field changes; the form decides whether to check again on change.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  label,
  hint,
  optional,
  required,
  className,
  children,
}: {
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Adds the `required` attribute to the control. */
  required?: boolean;
  className?: string;
  children: (control: ControlProps<PathValue<T, N>>) => ReactNode;
}) {
  const settings = useContext(FormSettingsContext);
  if (!settings) throw new Error('FormField must be inside <Form>');
  const { clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController<T, N>({ name });
  const id = `${settings.idPrefix}-${name}`;
  const error = fieldState.error?.message;
  const control: ControlProps<PathValue<T, N>> = {
    id,
    name: field.name,
    value: field.value,
    ref: field.ref as Ref<never>,
    onChange: (eventOrValue) => {
      field.onChange(eventOrValue);
      if (fieldState.error) clearErrors(name);
    },
    onBlur: field.onBlur,
    ...(required ? { required: true } : {}),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, hint, error),
  };
  const { Frame } = settings;
  return (
    <Frame id={id} hintId={`${id}-hint`} errorId={`${id}-error`} label={label} hint={hint} error={error} optional={optional} className={className}>
      {children(control)}
    </Frame>
  );
}
