// An editor's unsaved values when the session ends (revoked from another device, or expired):
// kept in this tab's sessionStorage under the record they belong to ("property:<id>",
// "testimonial:new"), and put back, once, when the agent signs in again and opens the same
// editor. Site-content fields keep their own drafts (content-drafts.ts).
const KEY = 'adminFormDrafts';

type Drafts = Record<string, Record<string, unknown>>;

function read(): Drafts {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function write(drafts: Drafts) {
  try {
    if (Object.keys(drafts).length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: nothing more can be done for the values.
  }
}

export function keepFormDraft(key: string, values: Record<string, unknown>) {
  write({ ...read(), [key]: values });
}

/** The draft kept for this editor, removed from storage as it is handed out. */
export function takeFormDraft(key: string): Record<string, unknown> | null {
  const drafts = read();
  const draft = drafts[key];
  if (!draft || typeof draft !== 'object') return null;
  delete drafts[key];
  write(drafts);
  return draft;
}
