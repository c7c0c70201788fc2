// A browser the agent has signed in with before: a long-lived cookie holding a random id and its
// HMAC under the session secret (so it cannot be made up), set at every successful sign-in. It
// grants nothing by itself; it only lets that browser past the account-wide sign-in lock
// (server/auth/throttle.ts AccountLock), which a guesser spread over many addresses would
// otherwise turn into a way to keep the agent out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'agent_device';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const mac = (secret: string, id: string) => createHmac('sha256', secret).update(`known-device:${id}`).digest('base64url');

/** The Set-Cookie value for a new known-device cookie (only API requests carry it). */
export function knownDeviceSetCookie(secret: string, secure: boolean): string {
  const id = randomBytes(16).toString('base64url');
  return `${KNOWN_DEVICE_COOKIE}=${id}.${mac(secret, id)}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the request's Cookie header holds a known-device cookie made with this secret. */
export function isKnownDevice(cookieHeader: string | undefined, secret: string): boolean {
  if (!cookieHeader) return false;
  const match = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookieHeader);
  if (!match) return false;
  const expected = Buffer.from(mac(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
