// While a modal dialog is open, the rest of the page is beneath its overlay, hidden from screen
// readers (aria-hidden on everything outside the dialog) and out of the keyboard's reach (the
// focus is kept inside the dialog). The toasts' area is part of the page: a toast raised then
// ("Unsaved changes restored", a refused save) was drawn under the overlay, and neither a screen
// reader nor F8 could reach it. An open dialog names an element inside itself as the toasts'
// host: the toasts' announcements move into it at once, their area once the dialog has finished
// opening (./toaster.tsx), and both come back to the page when the dialog closes.
import { useSyncExternalStore } from 'react';

type Host = { element: HTMLElement; settled: boolean };
/** Where the toasts' announcements and their area go; null for their usual place in the page. */
type ToastPlaces = { announcer: HTMLElement | null; area: HTMLElement | null };

let hosts: readonly Host[] = [];
const PAGE: ToastPlaces = { announcer: null, area: null };
let places: ToastPlaces = PAGE;
const listeners = new Set<() => void>();

function emit(next: readonly Host[]) {
  hosts = next;
  // The last dialog opened (one may be opened from another).
  const settledHosts = hosts.filter((host) => host.settled);
  places = { announcer: hosts.at(-1)?.element ?? null, area: settledHosts.at(-1)?.element ?? null };
  for (const listener of listeners) listener();
}

/**
 * Resolves once the element's ancestors have finished their entrance animations. A dialog
 * scales in, and while an ancestor is transformed the toasts' area (position: fixed) would be
 * placed inside the dialog's box and clipped by it, instead of in the corner of the screen.
 */
function settled(element: HTMLElement): Promise<unknown> {
  const running: Animation[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    for (const animation of node.getAnimations?.() ?? []) {
      if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) running.push(animation);
    }
  }
  // A cancelled animation rejects `finished`: the dialog is settled (or gone) all the same.
  return Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/** A ref callback for an element inside an open dialog: the toasts are shown in it while it is mounted. */
export function hostToasts(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const host: Host = { element, settled: false };
  emit([...hosts, host]);
  void settled(element).then(() => {
    if (!hosts.includes(host)) return;
    host.settled = true;
    emit([...hosts]);
  });
  return () => emit(hosts.filter((h) => h !== host));
}

/** Where the toasts go now. */
export function useToastPlaces(): ToastPlaces {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => places,
    () => PAGE,
  );
}
