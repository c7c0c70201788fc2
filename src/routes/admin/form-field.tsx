import { Flex, Select, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** ids for aria-describedby: the hint and the error under a control. */
export function describedBy(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled control with an optional hint and an inline error message. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Documents intent only; all admin forms say "every field is required" once at the top. */
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1" className="admin-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint && (
        <Text as="p" id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" id={`${id}-error`} size="1" color="red" className="admin-field-error">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/** A labelled Radix select (the trigger is a button, named by its label). */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[] | readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  const items = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <FormField id={id} label={label} hint={hint} required>
      <Select.Root value={value} onValueChange={(v) => onChange(v as T)} size="2">
        <Select.Trigger id={id} aria-describedby={describedBy(id, hint)} />
        <Select.Content position="popper">
          {items.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FormField>
  );
}

/** Field errors from a zod result, keyed by the first path segment. */
export function fieldErrors<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
