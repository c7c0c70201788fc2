// Whether any toast has been raised yet: all the first script needs to know about toasts. The
// store itself (./toast-store.ts) is loaded by the code that raises one and by the toaster,
// which ./lazy-toaster.tsx loads on this signal.
import { useSyncExternalStore } from 'react';

let raised = false;
const listeners = new Set<() => void>();

/** Called by the store for every toast; only the first one changes anything. */
export function signalToast(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

export function useToastRaised(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => raised,
    () => raised,
  );
}
