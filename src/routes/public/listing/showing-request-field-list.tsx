// The showing request form's fields, said once: the contact details (asked as the contact form
// asks for them), the preferred times, the message and the consent. The placeholder the listing page
// renders first (showing-request-loader.tsx) and the live form (showing-request-form.tsx) both
// render from this list, and the placeholder hands what was typed to the live form by it, so adding
// or renaming a field is one edit here. No react-hook-form or zod: the listing page's first render
// imports this module.
import { Fragment, type ReactNode } from 'react';
import { showingPartLabels, showingParts } from '../../../../domain/showing-window';
import { contactDetailFields, typedLeadValues, type LeadField } from '../home/lead-form-fields';
import { CONSENT_TEXT, SHOWING_WINDOW_COUNT, WINDOWS_LEGEND, type TypedShowingValues } from './showing-request-fields';

type ShowingFieldName = (typeof contactDetailFields)[number]['name'] | `windows.${number}.${'date' | 'part'}` | 'message' | 'consent';
export type ShowingField = LeadField<ShowingFieldName>;

const partOptions = showingParts.map((p) => ({ value: p, label: showingPartLabels[p] }));
/** One preferred time: a day and a part of it (`i` counts from 0). */
const windowFields = (i: number): ShowingField[] => [
  { control: 'text', name: `windows.${i}.date`, label: `Choice ${i + 1}: date`, type: 'date' },
  { control: 'select', name: `windows.${i}.part`, label: `Choice ${i + 1}: time of day`, prompt: 'Choose a time of day', options: partOptions },
];
const messageField: ShowingField = { control: 'textarea', name: 'message', label: 'Message (optional)', rows: 3 };
const consentField: ShowingField = { control: 'checkbox', name: 'consent', label: 'Consent', text: CONSENT_TEXT };

/** The fields in the order they are drawn, in the groups they are drawn in. */
const showingFieldGroups = {
  contactDetails: contactDetailFields,
  windows: Array.from({ length: SHOWING_WINDOW_COUNT }, (_, i) => windowFields(i)),
  closing: [messageField, consentField],
};
/** Every field, whichever group it is drawn in. */
const showingFields: readonly ShowingField[] = Object.values(showingFieldGroups).flat(2);

/** What was typed into a form with the showing request's fields (the placeholder's, read when the live form takes over). */
export const typedShowingValues = (form: HTMLFormElement) => typedLeadValues(form, showingFields) as TypedShowingValues;

/** The showing request form's fields in order, the preferred times grouped, each drawn by `field` (the placeholder's binding or the live form's). */
export function ShowingRequestFields({ field }: { field: (spec: ShowingField) => ReactNode }) {
  const each = (fields: readonly ShowingField[]) => fields.map((f) => <Fragment key={f.name}>{field(f)}</Fragment>);
  return (
    <>
      {each(showingFieldGroups.contactDetails)}
      <fieldset className="listing-showing__windows">
        <legend>{WINDOWS_LEGEND}</legend>
        {showingFieldGroups.windows.map((pair, i) => (
          <div key={i} className="listing-showing__window">
            {each(pair)}
          </div>
        ))}
      </fieldset>
      {each(showingFieldGroups.closing)}
    </>
  );
}
