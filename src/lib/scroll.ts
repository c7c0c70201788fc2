// Scrolling rules (docs/product.md, "Pages and routes"): top on route change unless a hash; a hash scrolls
// smoothly to its element after 300 ms (src/lib/hash-scroll.ts); a missing element falls back to the top.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const HASH_SCROLL_DELAY_MS = 300;

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Set on the root element before scrolling to a section: the home page lays out its sections
 * below the first screen only when they come near the viewport (content-visibility, see
 * src/routes/public/home/offscreen-sections.css), with estimated heights until then. A scroll to
 * a section lays the whole page out first, so the target's position is exact and does not move
 * as the sections it passes render.
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

export function scrollToId(id: string, requested: ScrollBehavior = 'smooth') {
  const behavior: ScrollBehavior = requested === 'smooth' && prefersReducedMotion() ? 'auto' : requested;
  const el = document.getElementById(id);
  if (el) document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, '');
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
  useEffect(() => {
    if (alreadyScrolled(state)) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const since = Date.now();
    let cancel: (() => void) | null = null;
    let left = false;
    void import('./hash-scroll').then(({ scrollToHashTarget }) => {
      if (!left) cancel = scrollToHashTarget(decodeURIComponent(hash.slice(1)), since);
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
