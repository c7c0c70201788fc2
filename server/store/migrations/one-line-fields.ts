// The stored one-line fields (names, phones, titles, addresses...) as of data version 7, for the
// migrations that clean them; multi-line ones such as message or description are not listed.
import type { RawDb } from './types';

const SINGLE_LINE_FIELDS: Record<string, string[]> = {
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

/**
 * A copy of `data` with `clean` applied to every stored one-line string value; `also` may change
 * each row's copy further (it is told the collection).
 */
export function cleanOneLineFields(
  data: RawDb,
  clean: (value: string) => string,
  also?: (row: Record<string, unknown>, collection: string) => void,
): RawDb {
  const out: RawDb = { ...data };
  for (const [collection, fields] of Object.entries(SINGLE_LINE_FIELDS)) {
    const rows = out[collection];
    if (!Array.isArray(rows)) continue;
    out[collection] = rows.map((row: unknown) => {
      if (!row || typeof row !== 'object') return row;
      const copy = { ...(row as Record<string, unknown>) };
      for (const field of fields) if (typeof copy[field] === 'string') copy[field] = clean(copy[field]);
      also?.(copy, collection);
      return copy;
    });
  }
  return out;
}
