// At most `max` of some slow work at once; the rest wait their turn in arrival order, except work
// marked `first`, which goes ahead of what waits. Used where work in parallel only adds memory
// (page renders) or takes threads other work needs (password hashing on libuv's pool, which also
// reads every static file).
export function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>, { first = false } = {}): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
