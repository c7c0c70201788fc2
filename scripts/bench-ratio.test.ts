import { describe, expect, it } from 'vitest';
import { sandwichRatio } from './bench-ratio.mjs';

describe("npm run bench's app/bare ratio", () => {
  it('on a steady machine is the app against its neighbours', () => {
    const { ratio, steadyCount, allCounted } = sandwichRatio([37_000, 36_000, 38_000], [47_000, 48_000, 47_500, 48_500]);
    // Each slice against the mean of its two neighbours: 77.9 %, 75.4 %, 79.2 %.
    expect(ratio).toBeCloseTo(37_000 / 47_500, 3);
    expect(steadyCount).toBe(3);
    expect(allCounted).toBe(false);
  });

  it('leaves out the app slices taken while the machine changed speed', () => {
    // The machine drops to about half its speed for a few seconds, twice, each time while the app
    // is measured: against the bare slices around them those app slices read 56 %, and as they are
    // the majority they would carry a plain median of all slices down to 56 %.
    const app = [37_000, 20_000, 20_000, 37_000, 20_000, 20_000, 37_000];
    const bare = [47_000, 47_000, 25_000, 47_000, 47_000, 25_000, 47_000, 47_000];
    const { ratio, slices, steadyCount, allCounted } = sandwichRatio(app, bare);
    expect(slices.map((s) => s.steady)).toEqual([true, false, false, true, false, false, true]);
    expect(steadyCount).toBe(3);
    expect(allCounted).toBe(false);
    expect(ratio).toBeCloseTo(37_000 / 47_000, 3);
  });

  it('still counts a slowdown of the app alone', () => {
    const { ratio, steadyCount } = sandwichRatio([30_000, 30_000, 30_000], [48_000, 48_000, 48_000, 48_000]);
    expect(steadyCount).toBe(3);
    expect(ratio).toBeCloseTo(0.625, 3);
  });

  it('counts every slice, and says so, when fewer than three are steady', () => {
    const { ratio, allCounted, steadyCount } = sandwichRatio([30_000, 20_000, 30_000], [40_000, 20_000, 40_000, 20_000]);
    expect(steadyCount).toBe(0);
    expect(allCounted).toBe(true);
    expect(ratio).toBeCloseTo(1, 3);
  });
});
