// A burst of sign-in guesses must not take every libuv thread (they also read the site's static
// files): password checks run a few at a time, whatever arrives.
import { describe, expect, it, vi } from 'vitest';

const pool = vi.hoisted(() => ({ running: 0, most: 0, started: [] as string[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (err: Error | null, key: Buffer) => void;
    pool.started.push(String(args[0]));
    pool.running += 1;
    pool.most = Math.max(pool.most, pool.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      pool.running -= 1;
      done(err, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const { hashPassword, verifyPassword, MAX_CONCURRENT_PASSWORD_CHECKS } = await import('./password');

describe('password checks in a burst', () => {
  it('run at most MAX_CONCURRENT_PASSWORD_CHECKS at a time, and every one is answered', async () => {
    const hash = await hashPassword('Patapsco-Valley-42');
    pool.most = 0;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(i === 7 ? 'Patapsco-Valley-42' : `guess-${i}`, hash)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results[7]).toBe(true);
    expect(pool.most).toBe(MAX_CONCURRENT_PASSWORD_CHECKS);
  });
});

describe("the agent's own check during a burst", () => {
  it('starts ahead of the guesses waiting, so the agent does not wait for all of them', async () => {
    const hash = await hashPassword('Patapsco-Valley-42');
    pool.started = [];
    const guesses = Array.from({ length: 10 }, (_, i) => verifyPassword(`guess-${i}`, hash));
    const agent = verifyPassword('Patapsco-Valley-42', hash, { first: true });
    expect(await agent).toBe(true);
    await Promise.all(guesses);
    // The checks already running when it came go on; the agent's is the next to start.
    expect(pool.started.indexOf('Patapsco-Valley-42')).toBe(MAX_CONCURRENT_PASSWORD_CHECKS);
    expect(pool.started).toHaveLength(11);
  });
});
