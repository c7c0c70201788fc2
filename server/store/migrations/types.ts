// A migration turns a data file of version `to - 1` into version `to`. It is a pure function
// of the parsed JSON: no I/O, no clock reads beyond what the data carries, so its fixture test
// is exact and re-running it on a copy gives the same result.
export type RawDb = Record<string, unknown>;

export type Migration = {
  /** The data version this step produces (the previous one is `to - 1`). */
  to: number;
  /** Short description, shown in the start-up log when it runs. */
  name: string;
  up(data: RawDb): RawDb;
};
