// Login attempts per client IP, counted *before* the password is checked so that parallel
// guesses cannot slip past the limit while a slow hash is running.
export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(ip: string): ThrottleResult {
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
  lockedUntil(ip: string): number | null {
    const entry = this.attempts.get(ip);
    return entry && entry.count >= this.max && entry.resetAt > this.now() ? entry.resetAt : null;
  }

  reset(ip: string) {
    this.attempts.delete(ip);
  }

  private sweep(now: number) {
    for (const [ip, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(ip);
  }
}
