// An editor's unsaved values when the session ends (revoked from another device, or expired):
// kept in this tab's sessionStorage under the record they belong to ("property:<id>",
// "testimonial:new"), and put back, once, when the agent signs in again and opens the same
// editor. The record's version the edit started from is kept with it, so saving the draft over
// a change made elsewhere meanwhile is refused as a conflict, not an overwrite; so are the values
// the edit started from, so that conflict is merged against them. Site-content
// fields keep their own drafts (content-drafts.ts).
import { readSessionRecord, writeSessionRecord } from './session-record';

const KEY = 'adminFormDrafts';

type FormDraft = { values: Record<string, unknown>; version?: number; base?: Record<string, unknown> | null };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export function keepFormDraft(key: string, draft: FormDraft) {
  writeSessionRecord(KEY, { ...readSessionRecord(KEY), [key]: { values: draft.values, version: draft.version, base: draft.base ?? null } });
}

/** The draft kept for this editor, removed from storage as it is handed out. */
export function takeFormDraft(key: string): FormDraft | null {
  const drafts = readSessionRecord(KEY);
  const draft = drafts[key];
  if (!isRecord(draft)) return null;
  delete drafts[key];
  writeSessionRecord(KEY, drafts);
  // An earlier release kept the values alone, without the version.
  if (!isRecord(draft.values)) return { values: draft };
  return {
    values: draft.values,
    version: Number.isInteger(draft.version) ? (draft.version as number) : undefined,
    // Drafts kept before the base was stored have none: their conflict lists every field that differs.
    base: isRecord(draft.base) ? draft.base : null,
  };
}
