// Toasts are rare on public pages (a sent form, an error), so Radix Toast and its styles, and the
// toast store itself, load with the first toast instead of with every page's first render.
import { lazy, Suspense } from 'react';
import { ChunkBoundary } from './chunk-boundary';
import { useToastRaised } from './toast-signal';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Fetches the toaster's code ahead of its first toast: a form calls it when the visitor starts
 * on it, so a failure toast can still show once the network is gone.
 */
export function preloadToaster(): void {
  loadToaster().catch(() => {});
}

export function LazyToaster() {
  // Once loaded it stays mounted, so closing animations and later toasts need no second load.
  // Its code not arriving (offline) costs the toast, never the page under it.
  return useToastRaised() ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}
