// Route-level code splitting that still server-renders and hydrates without a mismatch:
// the server preloads every page before rendering, and the browser preloads the current
// page's chunk before hydrating, so neither render ever suspends on first paint.
import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from './load-once';

export type LazyRoute = ComponentType & { preload(): Promise<void> };

/** How long after a reload a page whose chunk fails again shows the message instead of reloading. */
export const RELOAD_GUARD_MS = 30_000;

/**
 * A dimension-keeping "loading" area while a page's code is on its way, visible (src/theme.css,
 * .page-loading): a page without the site's layout around it (the thank-you page) would
 * otherwise be a blank white screen.
 */
export function PageLoading() {
  return createElement('div', { role: 'status', 'aria-live': 'polite', className: 'page-loading' }, 'Loading page...');
}

/** Whether this document is a full load of a moment ago (the one asked for below, or the visitor's own). */
function reloadedJustNow(): boolean {
  return (
    performance.now() < RELOAD_GUARD_MS &&
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload'
  );
}

/**
 * The page's chunk could not be fetched: a deploy replaced the hashed files this tab was built
 * against, or the request was dropped. A full load of the address (already in the address bar) gets the new build, or
 * another try; but not when this document is itself such a reload of a moment ago, so a chunk
 * that keeps failing shows the note instead of a reload loop.
 */
export function pageLoadFailed(): { default: ComponentType } {
  if (reloadedJustNow()) return { default: PageLoadFailed };
  location.reload();
  return { default: PageLoading };
}

const FAILED = 'This page could not be loaded. Check your connection and ';

/** The header around it keeps the agent's phone and e-mail at hand. */
function PageLoadFailed() {
  return createElement(
    'p',
    { role: 'alert', className: 'site-container' },
    FAILED,
    createElement('a', { href: location.href }, 'reload the page'),
    '.',
  );
}

/**
 * The first page's own chunk did not arrive before hydration. Hydrating without it would put the
 * note in place of the page the server sent; instead a full load is asked for once, and when
 * this document is that load, the server's page stays as it is (its text and links work without
 * the script) with the note above it.
 */
export function firstPageScriptFailed(main: HTMLElement | null): void {
  if (!reloadedJustNow()) {
    location.reload();
    return;
  }
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'site-container';
  const link = document.createElement('a');
  link.href = location.href;
  link.textContent = 'reload the page';
  note.append(FAILED, link, '.');
  main?.prepend(note);
}

export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let Loaded: ComponentType | null = null;
  // A failed load is forgotten: a browser fetches a module again after a failed fetch, so an early
  // preload that failed offline (the thank-you page, preloaded as the visitor starts the form) does
  // not turn the later page change into a full reload. A page whose load fails when it is shown
  // reloads (pageLoadFailed).
  const preload = loadOnce(load, (component) => {
    Loaded = component;
  });
  // In the browser only: the server has every page loaded before it renders one.
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! }), pageLoadFailed));
  const Route = () => (Loaded ? createElement(Loaded) : createElement(Lazy));
  return Object.assign(Route, { preload });
}
