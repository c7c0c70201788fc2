// Site-content drafts survive a reload, a crashed phone tab or an expired session: they are
// kept in this tab's sessionStorage until saved, undone or deliberately discarded.
import { readSessionRecord, writeSessionRecord } from './session-record';

const KEY = 'adminContentDrafts';

export function loadDrafts(): Record<string, string> {
  return Object.fromEntries(Object.entries(readSessionRecord(KEY)).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function storeDrafts(drafts: Record<string, string>) {
  writeSessionRecord(KEY, drafts);
}

export function clearStoredDrafts() {
  storeDrafts({});
}
