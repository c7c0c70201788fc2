// Types for scripts/bench-ratio.mjs (imported by scripts/bench-ratio.test.ts).
export declare function sandwichRatio(
  app: number[],
  bare: number[],
  options?: { steady?: number; minSteady?: number },
): { ratio: number; slices: { ratio: number; steady: boolean }[]; steadyCount: number; allCounted: boolean };
export declare function median(values: number[]): number;
