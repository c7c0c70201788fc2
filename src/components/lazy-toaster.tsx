// Toasts are rare on public pages (a sent form, an error), so Radix Toast and its styles, and the
// toast store itself, load with the first toast instead of with every page's first render.
import { lazy, Suspense } from 'react';
import { useToastRaised } from './toast-signal';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  // Once loaded it stays mounted, so closing animations and later toasts need no second load.
  return useToastRaised() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
