// Scrolling rules (docs/product.md, "Pages and routes"): top on route change unless a hash; a hash scrolls
// smoothly to its element after 300 ms; a missing element falls back to the top. Coming from another
// page, the target page's code may still be loading after 300 ms (a slow phone, a busy network), so
// the element is waited for a little longer before giving up on it, and for a moment after the
// scroll the section is kept in place while content above it arrives (listings, reviews), unless
// the visitor scrolls first.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const HASH_SCROLL_DELAY_MS = 300;
const WAIT_FOR_TARGET_MS = 4000;
const RECHECK_MS = 100;
const HOLD_TARGET_MS = 2500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

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

/**
 * Scrolls to the target again (at once) whenever content above it changes its position in the
 * page, for a short while or until the visitor scrolls, clicks or types. Returns a stop function.
 */
function holdInPlace(target: HTMLElement): () => void {
  const offsetInPage = () => target.getBoundingClientRect().top + window.scrollY;
  let offset = offsetInPage();
  const until = Date.now() + HOLD_TARGET_MS;
  const interval = setInterval(() => {
    if (Date.now() > until || !target.isConnected) return stop();
    const now = offsetInPage();
    if (Math.abs(now - offset) > 2) {
      offset = now;
      target.scrollIntoView({ behavior: 'auto', block: 'start' });
    }
  }, RECHECK_MS);
  function stop() {
    clearInterval(interval);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

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
    const id = decodeURIComponent(hash.slice(1));
    const giveUpAt = Date.now() + HASH_SCROLL_DELAY_MS + WAIT_FOR_TARGET_MS;
    let timer: ReturnType<typeof setTimeout>;
    let stopHolding = () => {};
    const attempt = () => {
      const target = document.getElementById(id);
      if (!target && Date.now() < giveUpAt) {
        timer = setTimeout(attempt, RECHECK_MS);
        return;
      }
      scrollToId(id);
      if (target) stopHolding = holdInPlace(target);
    };
    timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopHolding();
    };
    // Only a change of page or hash scrolls, not other navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
}
