// How an admin field looks. The wiring (ids, aria, errors, value binding) is the shared
// FormField in src/components/form.tsx; admin forms pass AdminFieldFrame to <Form frame>.
import { Flex, Select, Text } from '@radix-ui/themes';
import type { ControlProps, FieldFrameProps } from '../../components/form';

/** A label, the control, an optional hint and an inline error message. */
export function AdminFieldFrame({ id, hintId, errorId, label, hint, error, children }: FieldFrameProps) {
  return (
    <Flex direction="column" gap="1" className="admin-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint && (
        <Text as="p" id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" id={errorId} size="1" color="red" className="admin-field-error">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/** A Radix select as a field control (the trigger is a button, named by its label). */
export function SelectControl<T extends string>({
  control,
  options,
}: {
  control: ControlProps;
  options: readonly T[] | readonly { value: T; label: string }[];
}) {
  const items = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <Select.Root value={control.value} onValueChange={(v) => control.onChange(v)} size="2">
      <Select.Trigger id={control.id} ref={control.ref} aria-describedby={control['aria-describedby']} onBlur={control.onBlur} />
      <Select.Content position="popper">
        {items.map((o) => (
          <Select.Item key={o.value} value={o.value}>
            {o.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
