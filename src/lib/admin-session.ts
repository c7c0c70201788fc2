// The admin session kept in the browser (docs/product.md, "Admin panel"): a token and a user object.
const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';

export type StoredUser = { username: string; displayName?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

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

export function clearSession() {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();
/** The admin shell listens so that a 401 from any admin call signs out. */
export function onSessionExpired(listener: Listener) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
function notifySessionExpired() {
  clearSession();
  for (const l of expiredListeners) l();
}

/**
 * Another tab of this browser logged out (the stored token is shared): this tab is signed out
 * as well, at once. Without this it would keep showing the panel, and its next save would get a
 * 401 that no longer counts as an expired session (the token is already gone).
 */
export function followSignOutInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const tokenRemoved = (event.key === TOKEN_KEY && !!event.oldValue && !event.newValue) || event.key === null;
    if (tokenRemoved && !getToken()) {
      for (const l of expiredListeners) l();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The one 401 rule: a call made while signed in that comes back 401 means the session is over
 * (revoked, expired, password changed elsewhere), so sign out. Fed by the tRPC fetch link (a
 * whole response), the query client's caches (one call inside a batch) and the photo upload.
 */
export function expireSessionOn401(httpStatus: number | undefined) {
  if (httpStatus === 401 && getToken()) notifySessionExpired();
}
