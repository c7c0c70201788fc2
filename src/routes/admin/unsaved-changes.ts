// Unsaved work is never lost silently: every editor reports whether it holds changes, and
// anything that would throw them away (leaving the page, switching tabs, logging out,
// closing a dialog) asks first.
import { useEffect, useSyncExternalStore } from 'react';

const dirtySources = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const l of listeners) l();
}

export function setDirty(source: string, dirty: boolean) {
  const had = dirtySources.has(source);
  if (dirty === had) return;
  if (dirty) dirtySources.add(source);
  else dirtySources.delete(source);
  emit();
}

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

export function clearUnsavedChanges() {
  if (dirtySources.size === 0) return;
  dirtySources.clear();
  emit();
}

export const DISCARD_MESSAGE = 'You have unsaved changes. Leave without saving them?';

/** True when there is nothing to lose or the user agreed to lose it. */
export function confirmDiscard(message = DISCARD_MESSAGE): boolean {
  if (!hasUnsavedChanges()) return true;
  return window.confirm(message);
}

/** Registers one editor's dirty state for as long as it is mounted. */
export function useUnsavedChanges(source: string, dirty: boolean) {
  useEffect(() => {
    setDirty(source, dirty);
  }, [source, dirty]);
  useEffect(() => () => setDirty(source, false), [source]);
}

/** Re-renders when any editor becomes dirty or clean. */
export function useHasUnsavedChanges(): boolean {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => version,
  );
  return hasUnsavedChanges();
}

/** The browser's own "Leave site?" prompt while anything is unsaved. */
export function useBeforeUnloadWarning() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
