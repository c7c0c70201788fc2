// Login attempts per client network, counted *before* the password is checked so that parallel
// guesses cannot slip past the limit while a slow hash is running. An IPv6 client is counted by
// its /64: one customer line or server gets a whole /64 and can pick a new address per guess.
import { isIPv6 } from 'node:net';
export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(address: string): ThrottleResult {
    const ip = clientKey(address);
    const now = this.now();
    if (this.attempts.size > 10_000) this.sweep(now);
    let entry = this.attempts.get(ip);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.attempts.set(ip, entry);
    }
    if (entry.count >= this.max) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    entry.count += 1;
    return { allowed: true };
  }

  /** While `ip` is refused: when it may try again (ms since the epoch); null when it is not refused. */
  lockedUntil(address: string): number | null {
    const entry = this.attempts.get(clientKey(address));
    return entry && entry.count >= this.max && entry.resetAt > this.now() ? entry.resetAt : null;
  }

  reset(address: string) {
    this.attempts.delete(clientKey(address));
  }

  private sweep(now: number) {
    for (const [ip, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(ip);
  }
}

/**
 * The key a client is counted under: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:198.51.100.7`), an IPv6 address by its first 64 bits.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) is the last 32 bits: never in the first 64.
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Failed sign-ins against the one admin account from anywhere: a guesser spread over many
 * addresses meets this limit when each address stays under its own. While it holds, sign-in is
 * refused for every client except a browser the agent has signed in with before (a known-device
 * cookie, server/auth/known-device.ts), so the lock cannot keep her out. A right password resets it.
 */
/** The account lock's window: LOGIN_ACCOUNT_MAX_FAILURES (100 by default) failed sign-ins an hour. */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 60 * 60_000;

export class AccountLock {
  private failures = 0;
  private resetAt = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** While locked: the seconds until it opens; else null. */
  retryAfterSeconds(): number | null {
    const now = this.now();
    if (this.resetAt <= now || this.failures < this.max) return null;
    return Math.max(1, Math.ceil((this.resetAt - now) / 1000));
  }

  /** Until when it is locked (ms since the epoch), or null. */
  lockedUntil(): number | null {
    return this.retryAfterSeconds() === null ? null : this.resetAt;
  }

  /**
   * Counts an attempt as failed before its check, as the per-client budget counts: otherwise every
   * guess sent before earlier ones finished their (slow) check would pass the limit.
   * An attempt that did not fail gives it back (`release`) or opens the lock (`reset`).
   */
  reserve(): void {
    const now = this.now();
    if (this.resetAt <= now) {
      this.failures = 0;
      this.resetAt = now + this.windowMs;
    }
    this.failures += 1;
  }

  /** A counted attempt that did not fail (a right password that goes on to the code step). */
  release(): void {
    if (this.failures > 0) this.failures -= 1;
  }

  reset(): void {
    this.failures = 0;
    this.resetAt = 0;
  }
}
