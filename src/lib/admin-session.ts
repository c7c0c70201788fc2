// The admin session kept in the browser (docs/product.md, "Admin panel"): a token and a user object.
import { getToken, notifySessionExpired, storage, TOKEN_KEY, USER_KEY } from './session-token';

export { clearSession, expireSessionOn401, getToken, onSessionExpired } from './session-token';

export type StoredUser = { username: string; displayName?: string };

/** The stored user, or null when missing or unreadable. */
export function getUser(): StoredUser | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).username === 'string') return parsed as StoredUser;
  } catch {
    // fall through: an unreadable user is no session
  }
  return null;
}

export function hasSession(): boolean {
  return !!getToken() && !!getUser();
}

export function saveSession(token: string, user: StoredUser) {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

/**
 * Another tab of this browser logged out (the stored token is shared): this tab is signed out
 * as well, at once. Without this it would keep showing the panel, and its next save would get a
 * 401 that no longer counts as an expired session (the token is already gone).
 */
export function followSignOutInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const tokenRemoved = (event.key === TOKEN_KEY && !!event.oldValue && !event.newValue) || event.key === null;
    if (tokenRemoved && !getToken()) notifySessionExpired(false);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
