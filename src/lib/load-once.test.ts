import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once for every caller and hands the result over before resolving', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const seen: string[] = [];
    const preload = loadOnce(load, (value) => seen.push(value));
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['code']);
  });

  it('forgets a failed import, so the next call imports afresh', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const seen: string[] = [];
    const preload = loadOnce(load, (value) => seen.push(value));
    await expect(preload()).rejects.toThrow('offline');
    expect(seen).toEqual([]);
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['code']);
  });
});
