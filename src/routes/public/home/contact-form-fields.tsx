// The contact form's fields, said once: names, labels, types, autofill hints, choices, and the
// rows they sit in. The server-rendered placeholder (contact-form-loader.tsx) and the live form
// (contact-form.tsx) both render from this list, so adding or renaming a field is one edit here
// and the placeholder always hands over to a live field of the same name. No react-hook-form or
// zod: this module is part of the home page's first render.
import { Fragment, type ReactNode } from 'react';
import { contactSubjectLabels, contactSubjects, type ContactSubject } from '../../../../domain/contact-subjects';
import { CONSENT_TEXT, MESSAGE_PLACEHOLDER } from './contact-form-frame';
import { contactDetailFields, type LeadField } from './lead-form-fields';

export type ContactFormValues = { name: string; email: string; phone: string; subject: ContactSubject | ''; message: string };
/** A field of the contact form: one of its values, or the consent box (which must be ticked but is not sent). */
export type ContactField = Exclude<LeadField<keyof ContactFormValues>, { control: 'checkbox' }> | Extract<LeadField<'consent'>, { control: 'checkbox' }>;

const [nameField, emailField, phoneField] = contactDetailFields;
/** The contact form's fields in order, two to a row where they share one. Every field is required. */
const contactFieldRows: readonly (readonly ContactField[])[] = [
  [nameField, emailField],
  [
    phoneField,
    {
      control: 'select',
      name: 'subject',
      label: 'Subject',
      prompt: 'Select an option',
      promptDisabled: true,
      options: contactSubjects.map((s) => ({ value: s, label: contactSubjectLabels[s] })),
      required: true,
    },
  ],
  [{ control: 'textarea', name: 'message', label: 'Message', rows: 4, placeholder: MESSAGE_PLACEHOLDER, required: true }],
  [{ control: 'checkbox', name: 'consent', text: CONSENT_TEXT, required: true }],
];
export const contactFields: readonly ContactField[] = contactFieldRows.flat();

/** The contact form's fields in their rows, each drawn by `field` (the placeholder's binding or the live form's). */
export function ContactFields({ field }: { field: (spec: ContactField) => ReactNode }) {
  return contactFieldRows.map((row) =>
    row.length > 1 ? (
      <div key={row[0]!.name} className="contact-form__row">
        {row.map((f) => (
          <Fragment key={f.name}>{field(f)}</Fragment>
        ))}
      </div>
    ) : (
      <Fragment key={row[0]!.name}>{field(row[0]!)}</Fragment>
    ),
  );
}
