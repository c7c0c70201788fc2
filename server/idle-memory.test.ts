import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-memory';

afterEach(() => vi.useRealTimers());

describe('collectGarbageWhenIdle', () => {
  it('collects once the server has had no request for the idle time, and again after later traffic', () => {
    vi.useFakeTimers();
    const server = http.createServer();
    const gc = vi.fn();
    const stop = collectGarbageWhenIdle(server, gc, 1000);
    vi.advanceTimersByTime(900);
    server.emit('request');
    vi.advanceTimersByTime(900);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(gc).toHaveBeenCalledTimes(1);
    server.emit('request');
    vi.advanceTimersByTime(1000);
    expect(gc).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing when node was started without --expose-gc', () => {
    const server = http.createServer();
    collectGarbageWhenIdle(server, undefined)();
    expect(server.listenerCount('request')).toBe(0);
  });
});
