import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-memory';

afterEach(() => vi.useRealTimers());

describe('collectGarbageWhenIdle', () => {
  it('collects once the server has had no request for the idle time (within a quarter of it), and again after later traffic', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    const idle = collectGarbageWhenIdle(gc, 1000);
    vi.advanceTimersByTime(900);
    idle.touch();
    vi.advanceTimersByTime(1000);
    idle.touch();
    // Requests keep coming: no collection while the server is busy.
    vi.advanceTimersByTime(999);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(251);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(gc).toHaveBeenCalledTimes(1);
    idle.touch();
    vi.advanceTimersByTime(999);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
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
