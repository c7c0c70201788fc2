import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-memory';

afterEach(() => vi.useRealTimers());

describe('collectGarbageWhenIdle', () => {
  it('collects once the server has had no request for one to two idle periods, and again after later traffic', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    const idle = collectGarbageWhenIdle(gc, 1000);
    vi.advanceTimersByTime(900);
    idle.touch();
    vi.advanceTimersByTime(1000);
    idle.touch();
    vi.advanceTimersByTime(1000);
    // Requests keep coming: no collection while the server is busy.
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(gc).toHaveBeenCalledTimes(1);
    idle.touch();
    vi.advanceTimersByTime(1000);
    expect(gc).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('does nothing when node was started without --expose-gc', () => {
    vi.useFakeTimers();
    const idle = collectGarbageWhenIdle(undefined, 1000);
    idle.touch();
    expect(vi.getTimerCount()).toBe(0);
  });
});
