import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

afterEach(() => {
  vi.useRealTimers();
});

const state = (promise: Promise<void>) => {
  const seen = { done: false };
  void promise.then(() => (seen.done = true));
  return seen;
};

describe('settledWithin', () => {
  it('resolves as soon as the promise does', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const seen = state(settledWithin(new Promise<void>((r) => (finish = r)), 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen.done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
  });

  it('gives up waiting after the time limit, and a rejection ends the wait too', async () => {
    vi.useFakeTimers();
    const never = state(settledWithin(new Promise<void>(() => {}), 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(never.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(never.done).toBe(true);

    const failed = state(settledWithin(Promise.reject(new Error('chunk failed to load')), 3000));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.done).toBe(true);
  });
});
