// A record of drafts kept in this tab's sessionStorage under one key: survives a reload, a crashed
// phone tab or an expired session, and is gone with the tab. Storage that is full or disabled is
// ignored (the in-memory state and the leave warnings still protect the work).

export function readSessionRecord(key: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeSessionRecord(key: string, record: Record<string, unknown>) {
  try {
    if (Object.keys(record).length === 0) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(record));
  } catch {
    // See above.
  }
}
