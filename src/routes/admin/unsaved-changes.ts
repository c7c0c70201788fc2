// Unsaved work is never lost silently: every editor reports whether it holds changes, and
// anything that would throw them away (leaving the page, switching tabs, logging out,
// closing a dialog) asks first.
import { useEffect } from 'react';

const dirtySources = new Set<string>();

function setDirty(source: string, dirty: boolean) {
  if (dirty) dirtySources.add(source);
  else dirtySources.delete(source);
}

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

export function clearUnsavedChanges() {
  dirtySources.clear();
}

const DISCARD_MESSAGE = 'You have unsaved changes. Leave without saving them?';

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
