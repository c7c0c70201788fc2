// Toast state (docs/product.md, "Notifications"): at most one visible; add, update, dismiss (mark closed),
// remove; a dismissed toast is removed after 1,000,000 ms. Variants: default and destructive.
import { useSyncExternalStore } from 'react';
import { signalToast } from './toast-signal';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

type ToastVariant = 'default' | 'destructive';
type ToastItem = { id: string; title?: string; description?: string; variant: ToastVariant; open: boolean };
type ToastInput = { title?: string; description?: string; variant?: ToastVariant };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      removeToast(id);
    }, TOAST_REMOVE_DELAY),
  );
}

export function toast(input: ToastInput) {
  signalToast();
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit(
    [{ id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true }, ...toasts].slice(0, TOAST_LIMIT),
  );
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => updateToast(id, patch),
  };
}

function updateToast(id: string, patch: ToastInput) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)));
}

/** Marks one (or every) toast closed; it is removed later. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id?: string) {
  emit(id ? toasts.filter((t) => t.id !== id) : []);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
