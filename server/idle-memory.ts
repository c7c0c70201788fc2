// Rendering pages leaves garbage in V8's heap, and V8 only collects (and gives memory back to the
// system) when more allocation asks for it. On a small VPS the quiet hours between visitors should
// cost as little memory as possible, so 10 to 12.5 seconds after the last request the process
// runs one full collection that also compacts the heap: after a burst of renders the survivors are spread
// thinly over many pages, and only moving them together lets V8 hand those pages back. It needs
// node's --expose-gc flag (the production start line passes it); without the flag this does nothing.
import { setFlagsFromString } from 'node:v8';

export const IDLE_COLLECT_MS = 10_000;

/** One full, compacting collection (a plain one if V8 refuses the flag). */
export function compactingCollection(gc: () => void): void {
  let compacting = false;
  try {
    setFlagsFromString('--compact-on-every-full-gc');
    compacting = true;
  } catch {
    // Flags frozen in this node build: a plain collection still frees the garbage.
  }
  try {
    gc();
  } finally {
    if (compacting) setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

export type IdleCollector = {
  /** A request arrived: the quiet period starts again. */
  touch(): void;
  stop(): void;
};

/** Quiet checks in one idle period: the collection runs one to one and a quarter idle periods after the last request. */
const QUIET_CHECKS = 4;

/**
 * Called by the server's request listener itself (a second 'request' listener would make Node
 * copy the listener list on every request).
 */
export function collectGarbageWhenIdle(gc = (globalThis as { gc?: () => void }).gc, idleMs = IDLE_COLLECT_MS): IdleCollector {
  if (typeof gc !== 'function') return { touch: () => {}, stop: () => {} };
  // A request only sets a flag (re-arming a timer per request costs a clock read and a timer-list
  // update on the hot path). While the timer is armed it looks at the flag every quarter of the
  // idle period and collects after four quiet looks in a row; after a collection it stays off
  // until the next request, so an idle server is not woken.
  let armed = true;
  let touched = false;
  let quietChecks = 0;
  const timer = setTimeout(function check() {
    if (touched) {
      touched = false;
      quietChecks = 0;
    } else quietChecks += 1;
    if (quietChecks < QUIET_CHECKS) {
      timer.refresh();
      return;
    }
    armed = false;
    quietChecks = 0;
    compactingCollection(gc);
  }, idleMs / QUIET_CHECKS);
  timer.unref();
  return {
    touch() {
      if (armed) touched = true;
      else {
        armed = true;
        timer.refresh();
      }
    },
    stop: () => clearTimeout(timer),
  };
}
