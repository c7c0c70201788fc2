// The anti-spam fill time (domain/lead-submission.ts) counts from when the visitor could start
// filling in a form. A form the server rendered can be typed into before its code arrives (a
// slow connection, or a live form still loading behind a placeholder); counted from the moment
// the code took over, a visitor who typed everything while waiting and then pressed Send would
// look like a robot and their lead would go to the spam folder. Such a visitor has been at it
// since the page appeared, so the clock starts there.

/** True when a control holds something other than what the page was served with. */
export function typedBeforeCode(form: HTMLFormElement | null | undefined): boolean {
  if (!form) return false;
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.type !== 'hidden' && control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      if (Array.from(control.options).some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/** Epoch ms the fill time counts from: the page's start when the visitor typed before the code arrived, else now. */
export function fillClockStart(typedEarly: boolean): number {
  return typedEarly ? Math.floor(performance.timeOrigin) : Date.now();
}
