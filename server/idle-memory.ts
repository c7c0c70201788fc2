// Rendering pages leaves garbage in V8's heap, and V8 only collects (and gives memory back to the
// system) when more allocation asks for it. On a small VPS the quiet hours between visitors should
// cost as little memory as possible, so ten seconds after the last request the process runs one
// full collection that also compacts the heap: after a burst of renders the survivors are spread
// thinly over many pages, and only moving them together lets V8 hand those pages back. It needs
// node's --expose-gc flag (the production start line passes it); without the flag this does nothing.
import type { Server } from 'node:http';
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

export function collectGarbageWhenIdle(server: Server, gc = (globalThis as { gc?: () => void }).gc, idleMs = IDLE_COLLECT_MS): () => void {
  if (typeof gc !== 'function') return () => {};
  const timer = setTimeout(() => compactingCollection(gc), idleMs);
  timer.unref();
  // refresh() re-arms the one timer (also after it has fired): no allocation per request.
  const onRequest = () => void timer.refresh();
  server.on('request', onRequest);
  return () => {
    clearTimeout(timer);
    server.off('request', onRequest);
  };
}
