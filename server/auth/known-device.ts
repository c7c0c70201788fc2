// A browser the agent has signed in with before: a long-lived cookie holding a random id and its
// HMAC under the session secret (so it cannot be made up), set at every successful sign-in. It
// grants nothing by itself; it only lets that browser past the account-wide sign-in lock
// (server/auth/throttle.ts AccountLock), which a guesser spread over many addresses would
// otherwise turn into a way to keep the agent out.
//
// The HMAC also covers when the password was last changed and a counter raised when the agent
// signs out everywhere else or signs another browser out: either makes every earlier cookie stop
// counting, with no list of devices to keep. Otherwise whoever once signed in (or copied the cookie) would keep guessing the new
// password past the account's lock, after losing access for exactly that reason.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdminAccount } from '../store/schema';

export const KNOWN_DEVICE_COOKIE = 'agent_device';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** What a known-device cookie is bound to; when it changes, earlier cookies stop counting. */
export type DeviceAccountState = Pick<AdminAccount, 'passwordChangedAt' | 'knownDevicesEpoch'>;

const mac = (secret: string, account: DeviceAccountState, id: string) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(['known-device', id, account.passwordChangedAt, account.knownDevicesEpoch ?? 0]))
    .digest('base64url');

const cookie = (value: string, maxAge: number, secure: boolean) =>
  `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie value for a new known-device cookie (only API requests carry it). */
export function knownDeviceSetCookie(secret: string, account: DeviceAccountState, secure: boolean): string {
  const id = randomBytes(16).toString('base64url');
  return cookie(`${id}.${mac(secret, account, id)}`, MAX_AGE_SECONDS, secure);
}

/** The Set-Cookie value that removes the cookie (a browser that signs out is no longer known). */
export function knownDeviceClearCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

/** Whether the request's Cookie header holds a known-device cookie made with this secret for the account as it is now. */
export function isKnownDevice(cookieHeader: string | undefined, secret: string, account: DeviceAccountState | null | undefined): boolean {
  if (!cookieHeader || !account) return false;
  const match = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookieHeader);
  if (!match) return false;
  const expected = Buffer.from(mac(secret, account, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
