// Scrolling rules (docs/product.md, "Pages and routes"): top on route change unless a hash; a hash scrolls
// smoothly to its element after 300 ms (src/lib/hash-scroll.ts); a missing element falls back to the top.
import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';

export const HASH_SCROLL_DELAY_MS = 300;

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToId(id: string, requested: ScrollBehavior = 'smooth') {
  const behavior: ScrollBehavior = requested === 'smooth' && prefersReducedMotion() ? 'auto' : requested;
  const el = document.getElementById(id);
  if (el) el.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, behavior });
}

/** Navigation state of a section link that has already scrolled (see SectionLink). */
export type ScrolledState = { scrolled: true };
const alreadyScrolled = (state: unknown) => !!state && typeof state === 'object' && (state as Partial<ScrolledState>).scrolled === true;

export function ScrollManager() {
  const location = useLocation();
  const { pathname, hash } = location;
  // Navigation state is whatever a link passed: unknown until alreadyScrolled checks it.
  const state: unknown = location.state;
  // Optional: the hash scroll also works outside the data layer (and in tests without one).
  const queryClient = useContext(QueryClientContext);
  // The page as first loaded: the browser has put the visitor where they are (and they may have
  // scrolled the server's markup before the script arrived, on a slow phone): only a later
  // change of page scrolls to the top.
  const firstPage = useRef(true);
  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (alreadyScrolled(state)) return;
    if (!hash) {
      if (!first) window.scrollTo(0, 0);
      return;
    }
    const since = Date.now();
    let cancel: (() => void) | null = null;
    let left = false;
    void import('./hash-scroll').then(({ scrollToHashTarget }) => {
      // Data still loading for the first time (not the 1 Hz poll's refetches) will move the section.
      const loading = () => (queryClient?.isFetching({ predicate: (query) => query.state.status === 'pending' }) ?? 0) > 0;
      if (!left) cancel = scrollToHashTarget(decodeURIComponent(hash.slice(1)), since, loading);
    });
    return () => {
      left = true;
      cancel?.();
    };
    // Only a change of page or hash scrolls, not other navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
}
