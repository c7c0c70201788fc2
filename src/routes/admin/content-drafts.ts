// Site-content drafts survive a reload, a crashed phone tab or an expired session: they are
// kept in this tab's sessionStorage until saved, undone or deliberately discarded.
const KEY = 'adminContentDrafts';

export function loadDrafts(): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function storeDrafts(drafts: Record<string, string>) {
  try {
    if (Object.keys(drafts).length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(drafts));
  } catch {
    // storage full or disabled: the in-memory drafts and the leave warnings still protect the work
  }
}

export function clearStoredDrafts() {
  storeDrafts({});
}
