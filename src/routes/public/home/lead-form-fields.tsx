// How a field of a public lead form is described and drawn, for the forms that the server renders
// as a placeholder first (the contact form, the showing request form): each form lists its fields
// once (contact-form-fields.tsx, ../listing/showing-request-field-list.tsx) and both its
// placeholder and its live form draw them with LeadControl, so the two cannot drift apart. No
// react-hook-form or zod: this module is part of the first render of the pages those forms are on.
import { TextArea, TextField } from '@radix-ui/themes';
import type { ChangeEvent, Ref } from 'react';
import { NativeSelect } from '../../../components/native-select';
import { ContactFieldFrame } from './contact-form-frame';

/** One field of a public lead form. A checkbox without `label` is labelled by its own text alone (no frame around it). */
export type LeadField<N extends string = string> = { name: N; required?: boolean } & (
  | { control: 'text'; label: string; type?: 'email' | 'tel' | 'date'; autoComplete?: string }
  | { control: 'select'; label: string; prompt: string; promptDisabled?: boolean; options: readonly { value: string; label: string }[] }
  | { control: 'textarea'; label: string; rows: number; placeholder?: string }
  | { control: 'checkbox'; label?: string; text: string }
);

/** What binds a control: the placeholder's ids and starting values, or the live form's value and handlers. */
export type ControlBinding = {
  id?: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  // Each form's handler takes the event of its own control (or, from react-hook-form, anything).
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  ref?: Ref<never>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  min?: string;
  max?: string;
};

/** A field's control, drawn the same way in the placeholder and in the live form. */
export function LeadControl({ field, ...binding }: { field: LeadField } & ControlBinding) {
  switch (field.control) {
    case 'text':
      return <TextField.Root {...binding} name={field.name} type={field.type} size="3" required={field.required} autoComplete={field.autoComplete} />;
    case 'select':
      return (
        <NativeSelect {...binding} name={field.name} required={field.required}>
          <option value="" disabled={field.promptDisabled}>
            {field.prompt}
          </option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      );
    case 'textarea':
      return <TextArea {...binding} name={field.name} rows={field.rows} size="3" required={field.required} placeholder={field.placeholder} />;
    case 'checkbox':
      return (
        <label className="contact-form__consent">
          <input {...binding} name={field.name} type="checkbox" required={field.required} />
          <span>{field.text}</span>
        </label>
      );
  }
}

/**
 * A field of a server-rendered placeholder: the live form's control, left to the browser, which
 * keeps what the visitor types until the live form takes it over. `idPrefix` makes the id the
 * label points at.
 */
export function PlaceholderField({ field, idPrefix, defaultValue }: { field: LeadField; idPrefix: string; defaultValue?: string }) {
  if (field.label === undefined) return <LeadControl field={field} />;
  const id = `${idPrefix}-${field.name}`;
  // A select shows its prompt until a choice is made (with no value the browser would show the
  // first choice instead of a disabled prompt).
  const initial = defaultValue ?? (field.control === 'select' ? '' : undefined);
  return (
    <ContactFieldFrame id={id} label={field.label}>
      <LeadControl field={field} id={id} defaultValue={initial} />
    </ContactFieldFrame>
  );
}

/** The name of the field people never see (anti-spam, domain/lead-submission.ts). */
export const HONEYPOT_NAME = 'website';

/** The field people never see (anti-spam): only bots fill it in. Every lead form has one, placeholder and live form alike. */
export function HoneypotField(binding: { value?: string; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <div className="contact-form__hp" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" {...binding} />
      </label>
    </div>
  );
}

/**
 * What a visitor (or a bot) typed into a placeholder before its live form took over: each listed
 * field's text, or for a checkbox whether it is ticked, and the field people never see. A dotted
 * name (`windows.0.date`) is a place in the values as the live form holds them
 * (`{ windows: [{ date }] }`), so the result is the live form's starting values.
 */
export function typedLeadValues(form: HTMLFormElement, fields: readonly LeadField[]): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: Record<string, unknown> = {};
  const put = (name: string, value: string | boolean) => {
    const path = name.split('.');
    let at = values;
    path.slice(0, -1).forEach((key, i) => {
      at = (at[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
    at[path.at(-1)!] = value;
  };
  for (const f of fields) put(f.name, f.control === 'checkbox' ? data.get(f.name) !== null : text(f.name));
  put(HONEYPOT_NAME, text(HONEYPOT_NAME));
  return values;
}

/** Name, e-mail and phone: how the contact and showing request forms ask who is writing. */
export const contactDetailFields = [
  { control: 'text', name: 'name', label: 'Full Name', autoComplete: 'name', required: true },
  { control: 'text', name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { control: 'text', name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
] as const satisfies readonly LeadField[];

