// A server-rendered placeholder form hands over to its live form (loaded in a chunk of its own)
// while the visitor may be typing in it. The values are carried over by the loaders; this keeps
// the focus and the caret: the placeholder's elements leave the page with the swap, and without
// this the visitor's next keys would go nowhere.

/** The named control of a form that has the focus, and its caret (null where it has none). */
export type FocusedField = { name: string; start: number | null; end: number | null };

/** The control of `form` that has the focus, read before the swap. */
export function focusedField(form: HTMLFormElement | null | undefined): FocusedField | null {
  const active = form?.ownerDocument.activeElement;
  if (!form || !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement)) return null;
  if (!form.contains(active) || !active.name) return null;
  let start: number | null = null;
  let end: number | null = null;
  if (!(active instanceof HTMLSelectElement)) {
    try {
      start = active.selectionStart;
      end = active.selectionEnd;
    } catch {
      // E-mail, date and checkbox inputs have no caret.
    }
  }
  return { name: active.name, start, end };
}

/**
 * Focuses the control of the same name inside `container` (the live form's), with the caret
 * where it was. Called in a layout effect, in the same task as the swap, so no key falls between.
 */
export function restoreFocus(container: ParentNode | null | undefined, focused: FocusedField | null): void {
  if (!container || !focused) return;
  const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(focused.name)}"]`);
  if (!control) return;
  control.focus();
  if (focused.start === null || control instanceof HTMLSelectElement) return;
  try {
    control.setSelectionRange(focused.start, focused.end ?? focused.start);
  } catch {
    // Not a text control.
  }
}
