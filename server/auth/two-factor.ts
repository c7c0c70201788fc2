// Two-factor sign-in with TOTP (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits, one step of
// clock drift either way) and single-use recovery codes stored as sha256 hashes.
// A code is accepted once: the step it belongs to is remembered, and that step or an earlier one
// is refused afterwards, so a code seen over a shoulder cannot be replayed within its window.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Store } from '../store/store';

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one sign-in challenge survives (the per-IP login throttle applies as well). */
export const CHALLENGE_MAX_ATTEMPTS = 5;
const ISSUER = 'Agent Site Admin';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'admin') {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export function otpauthUrl(secret: string, username: string): string {
  return totp(secret, username).toString();
}

export const stepAt = (at: number) => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/** The time step a TOTP code matches within ±1 step of `at`, or null. */
export function matchTotpStep(secret: string, code: string, at = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: at, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(at) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** Codes are random (50 bits), so a plain sha256 is enough: there is nothing to brute-force offline cheaply. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

/** qrcode is loaded on first use (setting up two-factor sign-in), not with the server. */
export async function qrCodeSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export type SecondFactorResult =
  { ok: true; via: 'totp' | 'recovery'; recoveryCodesLeft: number } | { ok: false; reason: 'invalid' | 'replayed' | 'recovery-code-used' | 'off' };

/** A recovery code works once; there is no "next code" to wait for, as there is for the app's. */
export const RECOVERY_CODE_USED = 'That recovery code was already used. Each one works once: enter another of your recovery codes.';

/**
 * Checks a TOTP or recovery code against the enabled second factor and, when it is good, spends
 * it in the same serialized write (step remembered / recovery code marked used), so two parallel
 * requests cannot both use one code.
 */
export async function useSecondFactor(store: Store, code: string, at = Date.now()): Promise<SecondFactorResult> {
  return store.mutate((db): SecondFactorResult => {
    const tf = db.admin?.twoFactor;
    if (!tf) return { ok: false, reason: 'off' };
    const step = matchTotpStep(tf.secret, code, at);
    if (step !== null) {
      if (step <= tf.lastUsedStep) return { ok: false, reason: 'replayed' };
      tf.lastUsedStep = step;
      return { ok: true, via: 'totp', recoveryCodesLeft: tf.recoveryCodes.filter((c) => !c.usedAt).length };
    }
    const hash = Buffer.from(hashRecoveryCode(code), 'hex');
    const match = tf.recoveryCodes.find((c) => timingSafeEqual(Buffer.from(c.hash, 'hex'), hash));
    if (!match) return { ok: false, reason: 'invalid' };
    if (match.usedAt) return { ok: false, reason: 'recovery-code-used' };
    match.usedAt = new Date(at).toISOString();
    return { ok: true, via: 'recovery', recoveryCodesLeft: tf.recoveryCodes.filter((c) => !c.usedAt).length };
  });
}

// Sign-in challenges live in memory: they last 5 minutes, and a restart simply asks for the password again.
// Each one remembers the account as its password was checked against. A new password (from Settings
// or from `npm run reset-password`, another process) or two-factor turned off or on again changes
// that state, and the half-finished sign-in is refused like an expired one: it was granted for a
// password or a second factor that no longer holds.
type Challenge = { expiresAt: number; attempts: number; accountState: string };
const challengeMaps = new WeakMap<Store, Map<string, Challenge>>();
const challengesOf = (store: Store) => {
  let map = challengeMaps.get(store);
  if (!map) challengeMaps.set(store, (map = new Map<string, Challenge>()));
  return map;
};
const challengeKey = (token: string) => createHash('sha256').update(token).digest('hex');

function accountStateOf(store: Store): string {
  const account = store.read().admin;
  const state = [account?.passwordHash, account?.passwordChangedAt, account?.twoFactor?.secret, account?.twoFactor?.enabledAt];
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

export function createChallenge(store: Store, now = Date.now()): string {
  const map = challengesOf(store);
  for (const [k, c] of map) if (c.expiresAt <= now) map.delete(k);
  const token = randomBytes(32).toString('base64url');
  map.set(challengeKey(token), { expiresAt: now + CHALLENGE_TTL_MS, attempts: 0, accountState: accountStateOf(store) });
  return token;
}

/**
 * 'ok' lets the caller check the code; the challenge is consumed on success by endChallenge.
 * 'stale': the password or two-factor sign-in changed since the password step.
 */
export function checkChallenge(store: Store, token: string, now = Date.now()): 'ok' | 'expired' | 'stale' | 'unknown' {
  const map = challengesOf(store);
  const key = challengeKey(token);
  const c = map.get(key);
  if (!c) return 'unknown';
  if (c.expiresAt <= now || c.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    map.delete(key);
    return 'expired';
  }
  if (c.accountState !== accountStateOf(store)) {
    map.delete(key);
    return 'stale';
  }
  c.attempts += 1;
  return 'ok';
}

export function endChallenge(store: Store, token: string) {
  challengesOf(store).delete(challengeKey(token));
}

/** Every pending sign-in must start again from the password ("Sign out everywhere else", two-factor switched). */
export function dropChallenges(store: Store) {
  challengesOf(store).clear();
}
