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

  /** Jobs running or waiting. */
  get size(): number {
    return this.queued;
  }

  /** Runs `job` after every job queued before it has settled; resolves or rejects as the job does. */
  run<T>(job: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const result = this.tail.then(async () => {
      try {
        if (this.closedWith) throw this.closedWith();
        return await job();
      } finally {
        this.queued -= 1;
      }
    });
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /**
   * At shutdown: the job running finishes, every job not yet started (and any queued later)
   * rejects with `reason()` at its turn, so its request gets an answer before the process exits
   * instead of a connection cut when the grace period ends.
   */
  close(reason: () => Error): void {
    this.closedWith = reason;
  }
}

/** The one queue for decoding and encoding photos in the server: uploads and the start-up variant backfill. */
export const photoQueue = new SerialQueue();
