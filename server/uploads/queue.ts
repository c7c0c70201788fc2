// Photo work runs one job at a time, first come first served. Decoding and encoding one large
// photo holds a few hundred MB and a thread of libuv's pool for seconds; several side by side
// (the panel sends three uploads at once) multiplied the memory on a 1-2 GB server and took
// every pool thread, so a visitor's form post waited behind them for its file writes. Queued
// jobs keep their place and still get their answer; `size` lets the upload route refuse more
// than a few waiting uploads (server/rest/uploads.ts).
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private closedWith: (() => Error) | null = null;
  /** Refusals of the jobs not yet started, so close() can answer them without waiting their turn. */
  private readonly waiting = new Set<(error: Error) => void>();
  private readonly stopping = new AbortController();

  /** Jobs running or waiting. */
  get size(): number {
    return this.queued;
  }

  /**
   * Runs `job` after every job queued before it has settled; resolves or rejects as the job does.
   * `signal` is aborted (its reason the close reason) when the queue closes while the job runs.
   */
  run<T>(job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.closedWith) return Promise.reject(this.closedWith());
    this.queued += 1;
    return new Promise<T>((resolve, reject) => {
      const refuse = (error: Error) => {
        this.queued -= 1;
        reject(error);
      };
      this.waiting.add(refuse);
      this.tail = this.tail.then(async () => {
        // Refused by close() while it waited: it never runs.
        if (!this.waiting.delete(refuse)) return;
        // Settles the caller as the job ends; a job that throws at once rejects too. Never rejects itself.
        await Promise.resolve()
          .then(() => job(this.stopping.signal))
          .then(resolve, reject);
        this.queued -= 1;
      });
    });
  }

  /**
   * At shutdown: every job not yet started (and any queued later) rejects with `reason()` now,
   * so its request is answered at once instead of after the photos ahead of it, which on a busy
   * server outlasted the shutdown's grace period and ended in a cut connection. The job running
   * is told through its signal and stops at its next step (one decode or encode at most); it
   * answers as it ends: with the reason, or as saved if it was already writing its files.
   */
  close(reason: () => Error): void {
    if (this.closedWith) return;
    this.closedWith = reason;
    for (const refuse of this.waiting) refuse(reason());
    this.waiting.clear();
    this.stopping.abort(reason());
  }
}

/** The one queue for decoding and encoding photos in the server: uploads and the start-up variant backfill. */
export const photoQueue = new SerialQueue();
