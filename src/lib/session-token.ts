// The part of the admin session every page's script needs: the token the tRPC link sends, and the
// one 401 rule. The rest (the stored user, sign-in, other tabs) is in ./admin-session.ts, loaded
// with the admin panel only.
export const TOKEN_KEY = 'adminToken';
export const USER_KEY = 'adminUser';

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
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

/** Tells the admin shell the session is over (after clearing it here, unless another tab already did). */
export function notifySessionExpired(clear = true) {
  if (clear) clearSession();
  for (const l of expiredListeners) l();
}

/**
 * The one 401 rule: a call made while signed in that comes back 401 means the session is over
 * (revoked, expired, password changed elsewhere), so sign out. Fed by the tRPC fetch link (a
 * whole response), the query client's caches (one call inside a batch) and the photo upload.
 */
export function expireSessionOn401(httpStatus: number | undefined) {
  if (httpStatus === 401 && getToken()) notifySessionExpired();
}
