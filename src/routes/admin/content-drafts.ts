// Site-content drafts survive a reload, a crashed phone tab or an expired session: they are
// kept in this tab's sessionStorage until saved, undone or deliberately discarded. Each draft
// keeps the version of the text it was started from, so a draft brought back after a reload
// still gets the conflict panel if the text was changed elsewhere in between.
import { readSessionRecord, writeSessionRecord } from './session-record';

const KEY = 'adminContentDrafts';

type StoredDrafts = {
  values: Record<string, string>;
  /** The version each draft started from; absent for drafts stored without one. */
  versions: Record<string, number>;
};

export function loadDrafts(): StoredDrafts {
  const values: Record<string, string> = {};
  const versions: Record<string, number> = {};
  for (const [key, entry] of Object.entries(readSessionRecord(KEY))) {
    // A plain string is a draft stored by an earlier release, without its version.
    if (typeof entry === 'string') values[key] = entry;
    else if (entry && typeof entry === 'object' && typeof (entry as { value?: unknown }).value === 'string') {
      const { value, version } = entry as { value: string; version?: unknown };
      values[key] = value;
      if (Number.isInteger(version)) versions[key] = version as number;
    }
  }
  return { values, versions };
}

export function storeDrafts(values: Record<string, string>, versionOf: (key: string) => number | undefined) {
  writeSessionRecord(KEY, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, version: versionOf(key) }])));
}

export function clearStoredDrafts() {
  writeSessionRecord(KEY, {});
}
