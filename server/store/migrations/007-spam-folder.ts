// Data version 7: the Spam folder and one-line fields.
//
// - Leads may now carry a `spam` mark (Spam folder). Every lead stored so far reached the inbox,
//   so existing leads are left without one; a stray malformed mark is dropped (inbox).
// - Names, phones, titles, addresses and the like now refuse control characters. Values stored
//   before that rule (a visitor's name with a line break) have each run of control characters
//   replaced by one space, so the file still loads and reads the same.
import { cleanOneLineFields } from './one-line-fields';
import type { Migration, RawDb } from './types';

// eslint-disable-next-line no-control-regex -- the step replaces runs of control characters stored before they were refused
const CONTROL_RUN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

const LEAD_COLLECTIONS = ['contactMessages', 'valuationRequests', 'showingRequests'];

function validMark(mark: unknown): boolean {
  if (!mark || typeof mark !== 'object') return false;
  const m = mark as Record<string, unknown>;
  return (m.reason === 'honeypot' || m.reason === 'too-fast') && typeof m.at === 'string';
}

export const migration: Migration = {
  to: 7,
  name: 'spam folder for leads; one-line fields without control characters',
  up: (data: RawDb): RawDb =>
    cleanOneLineFields(
      data,
      (value) => value.replace(CONTROL_RUN, ' ').trim(),
      (row, collection) => {
        if (LEAD_COLLECTIONS.includes(collection) && 'spam' in row && !validMark(row.spam)) delete row.spam;
      },
    ),
};
