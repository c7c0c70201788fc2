// Data version 8: one-line fields without text-direction controls.
//
// Names, phones, titles, addresses and the like now drop the controls that reverse or embed the
// text after them (U+202A-U+202E, U+2066-U+2069), which can make a stored value display as
// something else. Values stored before that rule lose them here too, so every stored one-line
// value reads in its logical order. Multi-line fields (messages, descriptions, quotes) stay.
import { cleanOneLineFields } from './one-line-fields';
import type { Migration, RawDb } from './types';

const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export const migration: Migration = {
  to: 8,
  name: 'one-line fields without text-direction controls',
  up: (data: RawDb): RawDb => cleanOneLineFields(data, (value) => value.replace(DIRECTION_CONTROLS, '').trim()),
};
