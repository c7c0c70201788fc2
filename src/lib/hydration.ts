// While React hydrates a server-rendered page, the markup on screen is the server's and the
// visitor may already be typing into it. New data arriving then (the 1 Hz poll after an edit in
// the admin) makes React render that part afresh instead of hydrating it, and what was typed
// into the server's form fields is gone. Live data therefore waits for the end of hydration.
import { useEffect } from 'react';
import { settledWithin } from './settled-within';

/** A page that never hydrates (an error) still follows the live data after this long. */
const HYDRATION_WAIT_MS = 10_000;

let done: Promise<void> = Promise.resolve();
let finish = () => {};

/** Called by the browser entry just before it hydrates server markup. */
export function beginHydration(): void {
  done = settledWithin(
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
    HYDRATION_WAIT_MS,
  );
}

/** Resolves once the page has hydrated (at once when nothing is hydrating). */
export function hydrationDone(): Promise<void> {
  return done;
}

/** Rendered last in the browser's tree: its effect runs once the page's hydration has committed. It renders nothing, so the server's tree needs no counterpart. */
export function HydrationMark() {
  useEffect(() => finish(), []);
  return null;
}
