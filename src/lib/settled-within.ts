/**
 * Resolves when `promise` settles or after `ms`, whichever comes first (never rejects): for waits
 * that must not hold the page back forever, such as live data waiting for hydration.
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
