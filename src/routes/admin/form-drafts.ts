// An editor's unsaved values when the session ends (revoked from another device, or expired):
// kept in this tab's sessionStorage under the record they belong to ("property:<id>",
// "testimonial:new"), and put back, once, when the agent signs in again and opens the same
// editor. Site-content fields keep their own drafts (content-drafts.ts).
import { readSessionRecord, writeSessionRecord } from './session-record';

const KEY = 'adminFormDrafts';

export function keepFormDraft(key: string, values: Record<string, unknown>) {
  writeSessionRecord(KEY, { ...readSessionRecord(KEY), [key]: values });
}

/** The draft kept for this editor, removed from storage as it is handed out. */
export function takeFormDraft(key: string): Record<string, unknown> | null {
  const drafts = readSessionRecord(KEY);
  const draft = drafts[key];
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null;
  delete drafts[key];
  writeSessionRecord(KEY, drafts);
  return draft as Record<string, unknown>;
}
