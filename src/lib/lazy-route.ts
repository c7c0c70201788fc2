// Route-level code splitting that still server-renders and hydrates without a mismatch:
// the server preloads every page before rendering, and the browser preloads the current
// page's chunk before hydrating, so neither render ever suspends on first paint.
import { createElement, lazy, type ComponentType } from 'react';

export type LazyRoute = ComponentType & { preload(): Promise<void> };

/** How long after a reload a page whose chunk fails again shows the message instead of reloading. */
export const RELOAD_GUARD_MS = 30_000;

/** A dimension-keeping "loading" area while a page's code is on its way. */
export function PageLoading() {
  return createElement(
    'div',
    { role: 'status', 'aria-live': 'polite', style: { minHeight: '60vh', padding: 24 } },
    createElement('span', { className: 'visually-hidden' }, 'Loading page...'),
  );
}

/**
 * The page's chunk could not be fetched: a deploy replaced the hashed files this tab was built
 * against, or the request was dropped. A full load of the address (already in the address bar)
 * gets the new build, or another try; but not when this document is itself such a reload of a
 * moment ago, so a chunk that keeps failing shows the message instead of a reload loop.
 */
function pageLoadFailed(): { default: ComponentType } {
  const reloadedJustNow =
    performance.now() < RELOAD_GUARD_MS &&
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';
  if (reloadedJustNow) return { default: PageLoadFailed };
  location.reload();
  return { default: PageLoading };
}

/** The header around it keeps the agent's phone and e-mail at hand. */
function PageLoadFailed() {
  return createElement(
    'p',
    { role: 'alert', className: 'site-container' },
    'This page could not be loaded. Check your connection and ',
    createElement('a', { href: location.href }, 'reload the page'),
    '.',
  );
}

export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // The next call asks again, rather than repeating this failure.
        pending = null;
        throw error;
      },
    ));
  // In the browser only: the server has every page loaded before it renders one.
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! }), pageLoadFailed));
  const Route = () => (Loaded ? createElement(Loaded) : createElement(Lazy));
  return Object.assign(Route, { preload });
}
