// What the showing request form's placeholder and its live form share: the texts, and the shape of
// the values a visitor typed into the placeholder before the live form arrived (read by the field
// list, showing-request-field-list.tsx). No react-hook-form or zod here: the listing page's first
// render imports this module.
import type { ShowingPart } from '../../../../domain/showing-window';

export const SHOWING_WINDOW_COUNT = 3;
export const WINDOWS_LEGEND = 'Preferred times (up to three)';
export const CONSENT_TEXT = 'I agree to be contacted about this showing and to have my details stored for that purpose.';
export const showingFormLabel = (address: string) => `Request a showing of ${address}`;

export type TypedShowingValues = {
  name: string;
  email: string;
  phone: string;
  windows: { date: string; part: ShowingPart | '' }[];
  message: string;
  consent: boolean;
  /** The field people never see (anti-spam, domain/lead-submission.ts). */
  website: string;
};
