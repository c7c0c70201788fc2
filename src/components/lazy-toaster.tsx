// Toasts are rare on public pages (a sent form, an error), so Radix Toast and its styles load
// with the first toast instead of with every page's first render.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  // Once loaded it stays mounted, so closing animations and later toasts need no second load.
  useEffect(() => {
    if (hasToasts) setNeeded(true);
  }, [hasToasts]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
