// Data version 7: the Spam folder and one-line fields.
//
// - Leads may now carry a `spam` mark (Spam folder). Every lead stored so far reached the inbox,
//   so existing leads are left without one; a stray malformed mark is dropped (inbox).
// - Names, phones, titles, addresses and the like now refuse control characters. Values stored
//   before that rule (a visitor's name with a line break) have each run of control characters
//   replaced by one space, so the file still loads and reads the same.
import type { Migration, RawDb } from './types';

// eslint-disable-next-line no-control-regex -- the step replaces runs of control characters stored before they were refused
const CONTROL_RUN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The one-line fields of each collection (multi-line ones such as message or description stay). */
export const SINGLE_LINE_FIELDS: Record<string, string[]> = {
  contactMessages: ['name', 'email', 'phone'],
  valuationRequests: [
    'name',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'propertyType',
    'bedrooms',
    'bathrooms',
    'squareFeet',
    'yearBuilt',
  ],
  showingRequests: ['name', 'email', 'phone'],
  properties: ['title', 'address', 'location'],
  soldRecords: ['property'],
  testimonials: ['client', 'location'],
};

const LEAD_COLLECTIONS = ['contactMessages', 'valuationRequests', 'showingRequests'];

function oneLine(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(CONTROL_RUN, ' ').trim() : value;
}

function validMark(mark: unknown): boolean {
  if (!mark || typeof mark !== 'object') return false;
  const m = mark as Record<string, unknown>;
  return (m.reason === 'honeypot' || m.reason === 'too-fast') && typeof m.at === 'string';
}

export const migration: Migration = {
  to: 7,
  name: 'spam folder for leads; one-line fields without control characters',
  up: (data: RawDb): RawDb => {
    const out: RawDb = { ...data };
    for (const [collection, fields] of Object.entries(SINGLE_LINE_FIELDS)) {
      const rows = out[collection];
      if (!Array.isArray(rows)) continue;
      out[collection] = rows.map((row: unknown) => {
        if (!row || typeof row !== 'object') return row;
        const copy = { ...(row as Record<string, unknown>) };
        for (const field of fields) if (field in copy) copy[field] = oneLine(copy[field]);
        if (LEAD_COLLECTIONS.includes(collection) && 'spam' in copy && !validMark(copy.spam)) delete copy.spam;
        return copy;
      });
    }
    return out;
  },
};
