// Scrolling to (and focusing) the section a URL's hash names (loaded on first use: most page views have no
// hash). The section is scrolled to smoothly 300 ms after the navigation; coming from another
// page, the target page's code may still be loading then (a slow phone, a busy network), so the
// element is waited for a little longer before falling back to the top, and after the scroll the
// section is kept in place while content arrives (listings above it, its own reviews): for 2.5 s, and
// longer while the page's data is still loading (a slow network) or the section is still being
// pushed, until that has been quiet for 1.5 s, up to 10 s, unless the visitor scrolls, clicks or
// types first.
import { HASH_SCROLL_DELAY_MS, scrollToId } from './scroll';

const WAIT_FOR_TARGET_MS = 4000;
const RECHECK_MS = 100;
const HOLD_TARGET_MS = 2500;
// A slow phone on a slow connection can take longer than 10 s to bring the lists above the
// section; the hold ends at once anyway when the visitor scrolls, clicks or types.
const HOLD_WHILE_LOADING_MS = 20_000;
// Data that has arrived is drawn a moment later, and on a busy phone that moment can exceed a
// second: the hold lasts until neither loading nor movement has been seen for this long.
const SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element with this id; `since` is when the navigation happened; `loading` says
 * whether content of the page is still on its way. Returns a cancel function.
 */
export function scrollToHashTarget(id: string, since: number, loading: () => boolean): () => void {
  const giveUpAt = since + HASH_SCROLL_DELAY_MS + WAIT_FOR_TARGET_MS;
  let timer: ReturnType<typeof setTimeout>;
  let stopHolding = () => {};
  const attempt = () => {
    const target = document.getElementById(id);
    if (!target && Date.now() < giveUpAt) {
      timer = setTimeout(attempt, RECHECK_MS);
      return;
    }
    scrollToId(id);
    focusSection(id);
    if (target) stopHolding = holdInPlace(target, loading);
  };
  timer = setTimeout(attempt, Math.max(0, since + HASH_SCROLL_DELAY_MS - Date.now()));
  return () => {
    clearTimeout(timer);
    stopHolding();
  };
}

/**
 * Scrolls to the target again (at once) whenever content above it moves it in the page, or,
 * once the scroll there has come to rest, whenever the page moves under it without the visitor:
 * the browser keeping something further down in place while the section's own content arrives
 * (its reviews in place of their placeholder) scrolls the section's heading off the screen
 * without moving the section in the page.
 */
function holdInPlace(target: HTMLElement, loading: () => boolean): () => void {
  const offsetInPage = () => target.getBoundingClientRect().top + window.scrollY;
  let offset = offsetInPage();
  // Where the section sits on the screen once the page has stopped moving; while the link's
  // smooth scroll is still gliding there, only its place in the page is watched.
  let restingTop: number | null = null;
  let lastScrollY = window.scrollY;
  const started = Date.now();
  let lastBusy = started;
  const interval = setInterval(() => {
    if (!target.isConnected) return stop();
    const at = Date.now();
    const now = offsetInPage();
    const top = target.getBoundingClientRect().top;
    if (Math.abs(now - offset) > 2 || (restingTop !== null && Math.abs(top - restingTop) > 2)) {
      lastBusy = at;
      // 'instant', not 'auto': 'auto' follows the page's scroll-behavior, smooth on this site, and
      // that glide leaves the section off its place for most of a second while the visitor watches.
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
      offset = offsetInPage();
      restingTop = target.getBoundingClientRect().top;
    } else if (restingTop === null && window.scrollY === lastScrollY) {
      restingTop = top;
    }
    lastScrollY = window.scrollY;
    if (loading()) lastBusy = at;
    if (at - started > HOLD_WHILE_LOADING_MS || (at - started > HOLD_TARGET_MS && at - lastBusy > SETTLE_MS)) stop();
  }, RECHECK_MS);
  function stop() {
    clearInterval(interval);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Puts the keyboard focus on the section a link led to, as following a plain #link would move
 * the browser's starting point there: the next Tab goes on inside the section, not back to the
 * link in the header (WCAG 2.4.3). Only when the focus is still on that link or nowhere, so a
 * visitor who has moved on meanwhile keeps their place. The section is focusable by script only
 * (tabindex -1), and draws no ring: it is not a control.
 */
export function focusSection(id: string, link?: Element | null) {
  const target = document.getElementById(id);
  if (!target) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== link && !active.matches?.(`a[href$="#${target.id}"]`)) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.classList.add('focus-landing');
  target.focus({ preventScroll: true });
}
