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

/** The code an authenticator app shows at `at` (for tests and the reference check). */
export function totpCode(secret: string, at = Date.now()): string {
  return totp(secret).generate({ timestamp: at });
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
  { ok: true; via: 'totp' | 'recovery'; recoveryCodesLeft: number } | { ok: false; reason: 'invalid' | 'replayed' | 'off' };

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
    if (match.usedAt) return { ok: false, reason: 'replayed' };
    match.usedAt = new Date(at).toISOString();
    return { ok: true, via: 'recovery', recoveryCodesLeft: tf.recoveryCodes.filter((c) => !c.usedAt).length };
  });
}

// Sign-in challenges live in memory: they last 5 minutes, and a restart simply asks for the password again.
type Challenge = { expiresAt: number; attempts: number };
const challengeMaps = new WeakMap<Store, Map<string, Challenge>>();
const challengesOf = (store: Store) => {
  let map = challengeMaps.get(store);
  if (!map) challengeMaps.set(store, (map = new Map<string, Challenge>()));
  return map;
};
const challengeKey = (token: string) => createHash('sha256').update(token).digest('hex');

export function createChallenge(store: Store, now = Date.now()): string {
  const map = challengesOf(store);
  for (const [k, c] of map) if (c.expiresAt <= now) map.delete(k);
  const token = randomBytes(32).toString('base64url');
  map.set(challengeKey(token), { expiresAt: now + CHALLENGE_TTL_MS, attempts: 0 });
  return token;
}

/** 'ok' lets the caller check the code; the challenge is consumed on success by endChallenge. */
export function checkChallenge(store: Store, token: string, now = Date.now()): 'ok' | 'expired' | 'unknown' {
  const map = challengesOf(store);
  const c = map.get(challengeKey(token));
  if (!c) return 'unknown';
  if (c.expiresAt <= now || c.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    map.delete(challengeKey(token));
    return 'expired';
  }
  c.attempts += 1;
  return 'ok';
}

export function endChallenge(store: Store, token: string) {
  challengesOf(store).delete(challengeKey(token));
}
