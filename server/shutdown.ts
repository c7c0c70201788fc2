// Closing the HTTP server at SIGTERM without cutting off a request a visitor has already sent.
// Such a request may still be in the kernel's accept queue, or accepted but not yet read: Node
// reads a new connection only on the event loop's next turn, and until then counts it as idle,
// which server.close() destroys. Either way the visitor's form post would end in a reset. When
// the loop is held (photo work on a loaded machine), a fixed wait measured on the clock can run
// out before the loop has taken a single turn, so the waits here count only turns of the loop
// that came on time: a turn that comes late means connections may be waiting unseen.
import type http from 'node:http';

export type DrainTiming = {
  /** Keep accepting until no connection has arrived for this long (on-time turns of the loop only). */
  quietMs: number;
  /** Stop accepting this long after the signal whatever arrives, so steady traffic cannot hold a restart. */
  maxAcceptMs: number;
  /**
   * Once accepting has stopped, connections without a request in progress are closed after no
   * connection has arrived for this long (on-time turns only), so the last ones accepted are read first.
   */
  settleMs: number;
  /** ... but at the latest this long after accepting stopped, however slowly the loop turns. */
  maxSettleMs: number;
  /** How often the loop's progress is sampled. */
  tickMs: number;
  /** A sample later than this (the loop was held) restarts the quiet count. */
  lateMs: number;
};

export const DRAIN_TIMING: DrainTiming = { quietMs: 500, maxAcceptMs: 5000, settleMs: 100, maxSettleMs: 1000, tickMs: 25, lateMs: 50 };

/**
 * Stops `server` taking connections once they have stopped arriving, lets every request already
 * received finish, closes connections that have none in progress (kept-alive ones included, as
 * soon as their answer is written), and resolves when the last connection has ended. Answers
 * given meanwhile should carry `Connection: close` (the caller's request handler sets it).
 */
export function drainServer(server: http.Server, timing: DrainTiming = DRAIN_TIMING): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let arrivals = 0;
    const onConnection = () => (arrivals += 1);
    server.on('connection', onConnection);
    let seen = 0;
    let quietFor = 0;
    let accepting = true;
    let stoppedAt = 0;
    let last = started;
    let timer: NodeJS.Timeout;
    const tick = () => {
      const at = performance.now();
      const onTime = at - last <= timing.tickMs + timing.lateMs;
      if (arrivals !== seen || !onTime) quietFor = 0;
      else quietFor += at - last;
      seen = arrivals;
      last = at;
      if (accepting && (quietFor >= timing.quietMs || at - started >= timing.maxAcceptMs)) {
        accepting = false;
        stoppedAt = at;
        server.off('connection', onConnection);
        // server.close() would also destroy every connection it counts as idle, those accepted
        // on the loop's last turn and not yet read among them; the ticks below close idle ones
        // once every accepted connection has had its turn to be read.
        server.closeIdleConnections = () => {};
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // The shadowing no-op goes; the method is the prototype's again.
        Reflect.deleteProperty(server, 'closeIdleConnections');
      }
      // Again on every later turn: a kept-alive connection whose answer was started before the
      // signal (without `Connection: close`) goes idle only once that answer is written.
      if (!accepting && ((onTime && quietFor >= timing.settleMs) || at - stoppedAt >= timing.maxSettleMs)) server.closeIdleConnections();
      timer = setTimeout(tick, timing.tickMs);
    };
    timer = setTimeout(tick, timing.tickMs);
  });
}
