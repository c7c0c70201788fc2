// Toasts are rare on public pages (a sent form, an error), so Radix Toast and its styles, and the
// toast store itself, load with the first toast instead of with every page's first render.
import { lazy, Suspense } from 'react';
import { ChunkBoundary } from './chunk-boundary';
import { useToastRaised } from './toast-signal';

const loadToaster = () => import('./toaster');

/** Resolves the next time the browser reports the connection is back. */
const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

// Code that cannot be fetched (offline) is asked for again, with a fresh import (a browser fetches a
// module again after a failed fetch), once the connection is back; the toasts raised meanwhile
// show then. A lazy component that failed would keep its failure for the rest of the visit.
const Toaster = lazy(async () => {
  for (;;) {
    // Listened for before the try: a connection back while it runs is not missed.
    const online = backOnline();
    try {
      return { default: (await loadToaster()).Toaster };
    } catch (error) {
      console.warn('The toasts could not be loaded; they are asked for again when the connection is back', error);
      await online;
    }
  }
});

/**
 * Fetches the toaster's code ahead of its first toast: a form calls it when the visitor starts
 * on it, so a failure toast can still show once the network is gone.
 */
export function preloadToaster(): void {
  loadToaster().catch(() => {});
}

export function LazyToaster() {
  // Once loaded it stays mounted, so closing animations and later toasts need no second load.
  // Its code not arriving (offline) delays the toast, never costs the page under it.
  return useToastRaised() ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}
