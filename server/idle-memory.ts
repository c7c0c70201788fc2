// Rendering pages leaves garbage in V8's heap, and V8 only collects (and gives memory back to the
// system) when more allocation asks for it. On a small VPS the quiet hours between visitors should
// cost as little memory as possible, so ten seconds after the last request the process runs one
// full collection. It needs node's --expose-gc flag (the production start line passes it);
// without the flag this does nothing.
import type { Server } from 'node:http';

export const IDLE_COLLECT_MS = 10_000;

export function collectGarbageWhenIdle(server: Server, gc = (globalThis as { gc?: () => void }).gc, idleMs = IDLE_COLLECT_MS): () => void {
  if (typeof gc !== 'function') return () => {};
  const timer = setTimeout(gc, idleMs);
  timer.unref();
  // refresh() re-arms the one timer (also after it has fired): no allocation per request.
  const onRequest = () => void timer.refresh();
  server.on('request', onRequest);
  return () => {
    clearTimeout(timer);
    server.off('request', onRequest);
  };
}
