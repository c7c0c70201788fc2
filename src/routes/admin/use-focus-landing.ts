// Where the keyboard focus goes when the control that had it goes away: a Delete whose card is
// removed, a button replaced by the form it opens, or a button disabled while the server answers
// (Chrome drops the focus of a disabled button to <body>). Left alone, a keyboard or screen-reader
// user would start again from the top of the page. The component names the element the focus
// should land on; it lands there once that element is on the page and enabled, and only while
// the focus is still lost: it is never taken from wherever the user went in the meantime.
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a landing waits for its element (a slow answer, a list being fetched again). */
const LANDING_WAIT_MS = 10_000;

/** The element to focus; null or undefined while it is not on the page yet. */
export type LandingTarget = () => HTMLElement | null | undefined;

type Landing = { target: LandingTarget; from: Element | null; until: number };

/** On <body>, on nothing, or still on the control that had it (now disabled or detached). */
function focusIsLost(from: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === from || !active.isConnected;
}

/**
 * Returns `landFocus(target)`: after the calling component's next renders, the focus moves to
 * `target()` as soon as it returns an element that can take it (connected, not disabled). A
 * landing is dropped when the focus is found somewhere else, or after 10 seconds.
 */
export function useFocusLanding(): (target: LandingTarget) => void {
  const landing = useRef<Landing | null>(null);
  const [, setRequests] = useState(0);

  // After every render: the element may have appeared or been enabled by this one.
  useEffect(() => {
    const current = landing.current;
    if (!current) return;
    if (Date.now() > current.until || !focusIsLost(current.from)) {
      landing.current = null;
      return;
    }
    const element = current.target();
    if (!element?.isConnected || element.matches(':disabled')) return;
    landing.current = null;
    element.focus();
  });

  return useCallback((target: LandingTarget) => {
    landing.current = { target, from: document.activeElement, until: Date.now() + LANDING_WAIT_MS };
    setRequests((n) => n + 1);
  }, []);
}

/**
 * For a list whose rows each end in a button that can remove its own row (Sign out, Restore, Not
 * spam). `keys` are the rows now shown that have the button, in order; `fallback` is where the
 * focus goes when no such row is left (the list's heading). Each button takes `ref={control(key)}`;
 * when it is pressed, `pressed(key)` gives the landings for the answer: `removed` moves the focus
 * to the same button of the row that took its place, else of the row before, else to `fallback`
 * (once the row is gone from `keys`); `kept` gives it back to the row's own button.
 */
export function useRowLanding(keys: readonly string[], fallback: LandingTarget) {
  const landFocus = useFocusLanding();
  const listed = useRef(keys);
  listed.current = keys;
  const controls = useRef(new Map<string, HTMLElement>());
  const control = (key: string) => (element: HTMLElement | null) => {
    if (!element) return;
    controls.current.set(key, element);
    return () => void controls.current.delete(key);
  };
  const pressed = (key: string) => {
    const index = listed.current.indexOf(key);
    return {
      removed: () =>
        landFocus(() => {
          const now = listed.current;
          if (now.includes(key)) return null;
          const next = now[index] ?? now[index - 1];
          return next === undefined ? fallback() : controls.current.get(next);
        }),
      kept: () => landFocus(() => controls.current.get(key)),
    };
  };
  return { control, pressed };
}
