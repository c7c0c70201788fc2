// scrypt from node:crypto (memory-hard, see docs/product.md, "Security rules") with its parameters stored
// beside the hash so they can be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords';
import { limiter } from '../concurrency';
import { newPasswordLengthProblem } from '../../domain/auth';

/**
 * Password checks running at once. Each takes one of libuv's four threads for ~0.1 s and 32 MB, and
 * those threads also read every static file: a burst of sign-in guesses from many addresses would
 * otherwise queue ahead of the site's script and stylesheet (seconds to tens of seconds for every
 * visitor). Two at a time leaves the other threads to the files.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 2;
const oneOfFew = limiter(MAX_CONCURRENT_PASSWORD_CHECKS);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions, first = false) =>
  oneOfFew(
    () => new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))),
    { first },
  );

const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEYLEN = 32;

/** `first` as for verifyPassword. */
export async function hashPassword(password: string, { first = false } = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { ...PARAMS, maxmem: 128 * PARAMS.N * PARAMS.r * 2 }, first);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * `first`: the check goes ahead of those waiting (the agent's own browser, or a signed-in session),
 * so a burst of guesses queued from elsewhere does not keep the agent waiting for all of them.
 */
export async function verifyPassword(password: string, stored: string, { first = false } = {}): Promise<boolean> {
  const [scheme, n, rText, pText, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || keyText === undefined || rest.length > 0) return false;
  const [N, r, p] = [n, rText, pText].map(Number) as [number, number, number];
  const salt = Buffer.from(saltText ?? '', 'base64');
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password.slice(0, 1024), salt, expected.length, { N, r, p, maxmem: 128 * N * r * 2 }, first);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const TOO_COMMON = 'This password is too common and easy to guess. Please choose a less predictable one.';
/** Fewer different characters than this (`aaaaaaaa`, `abababab`, eight spaces) is no password. */
const MIN_DISTINCT_CHARACTERS = 4;

let breached: Promise<ReadonlySet<string>> | null = null;
/**
 * The ~49,000 most common passwords of public breach lists (zxcvbn-ts's list), loaded on the first
 * check: a server that only serves pages never holds them.
 */
function breachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return breached;
}

/**
 * null when acceptable, else the message the panel shows in its 'Password Change Failed' toast.
 * Refused: outside 8-128 characters; fewer than four different characters; a common password from
 * the breach lists or our own list (names of the region, the trade); such a word with digits or
 * symbols before or after it (`Password1!`, `Summer2024`, `Admin@123`); the username.
 */
export async function passwordPolicyProblem(password: string, username?: string): Promise<string | null> {
  const length = newPasswordLengthProblem(password);
  if (length) return length;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return TOO_COMMON;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const known = await breachedPasswords();
  const common = (word: string) =>
    word.length > 0 && (known.has(word) || COMMON_PASSWORDS.has(word) || (!!username && word === username.toLowerCase()));
  if (common(lower) || (core.length >= 3 && common(core))) return TOO_COMMON;
  return null;
}
