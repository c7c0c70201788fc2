// A bar fixed to the bottom of the screen (Site Content's "Save all changes" bar) would sit under
// the toasts, which stack in the bottom corner for 5 seconds: a toast after a save covered the
// very buttons it was about. While such a bar is on the page it lifts the toast area above itself
// through one CSS variable on the root element, --toast-viewport-bottom (./toaster.css), kept
// equal to the space the bar takes from the bottom of the screen as it wraps or the screen
// changes size.
const LIFT = '--toast-viewport-bottom';

/** A ref callback for the bar: lifts the toasts while the bar is mounted. */
export function liftToastsAbove(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const update = () => {
    const covered = Math.max(0, Math.ceil(window.innerHeight - bar.getBoundingClientRect().top));
    root.style.setProperty(LIFT, `${covered}px`);
  };
  update();
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  resized?.observe(bar);
  window.addEventListener('resize', update);
  return () => {
    resized?.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(LIFT);
  };
}
