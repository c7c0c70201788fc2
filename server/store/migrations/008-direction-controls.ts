// Data version 8: one-line fields without text-direction controls.
//
// Names, phones, titles, addresses and the like now drop the controls that reverse or embed the
// text after them (U+202A-U+202E, U+2066-U+2069), which can make a stored value display as
// something else. Values stored before that rule lose them here too, so every stored one-line
// value reads in its logical order. Multi-line fields (messages, descriptions, quotes) stay.
import { SINGLE_LINE_FIELDS } from './007-spam-folder';
import type { Migration, RawDb } from './types';

const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

function withoutControls(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(DIRECTION_CONTROLS, '').trim() : value;
}

export const migration: Migration = {
  to: 8,
  name: 'one-line fields without text-direction controls',
  up: (data: RawDb): RawDb => {
    const out: RawDb = { ...data };
    for (const [collection, fields] of Object.entries(SINGLE_LINE_FIELDS)) {
      const rows = out[collection];
      if (!Array.isArray(rows)) continue;
      out[collection] = rows.map((row: unknown) => {
        if (!row || typeof row !== 'object') return row;
        const copy = { ...(row as Record<string, unknown>) };
        for (const field of fields) if (field in copy) copy[field] = withoutControls(copy[field]);
        return copy;
      });
    }
    return out;
  },
};
