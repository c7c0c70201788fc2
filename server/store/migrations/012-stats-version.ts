// Data version 12: the statistics settings carry a version, like every other thing the panel edits.
//
// Until this version a save of the statistics replaced them whatever the form had started from, so
// a second tab saving older figures undid a change made in the first. Settings stored before start
// at version 1; the baseline and stated figures stay exactly as they were.
import type { Migration, RawDb } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const validVersion = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;

export const migration: Migration = {
  to: 12,
  name: 'statistics settings versioned',
  up(data: RawDb): RawDb {
    // Without stored settings the store's default (version 1 included) applies.
    if (!isObject(data.stats) || validVersion(data.stats.version)) return data;
    return { ...data, stats: { ...data.stats, version: 1 } };
  },
};
