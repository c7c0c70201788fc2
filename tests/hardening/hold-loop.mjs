// Loaded into the server with `node --import` by the shutdown test only. It stands in for an event
// loop kept busy (a loaded 2-core machine, photo work), deterministically: SIGUSR2 holds the loop
// for HARDENING_HOLD_LOOP_MS at once, and SIGTERM holds it as long again right after the server's
// own SIGTERM handler has run. Connections that arrive meanwhile wait in the kernel, unread.
const holdMs = Number(process.env.HARDENING_HOLD_LOOP_MS ?? 2000);
const hold = () => {
  const until = Date.now() + holdMs;
  while (Date.now() < until) {
    // busy: no turn of the event loop until the time is up
  }
};
process.on('SIGUSR2', hold);
// Listeners run in the order they were added (this one first); setImmediate runs after them all.
process.on('SIGTERM', () => setImmediate(hold));
