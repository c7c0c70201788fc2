// One press of a form's send button is one submission. react-hook-form validates asynchronously
// and the "Sending..." state reaches the page only after a render, so a second submit in the same
// moment (a double click, a double tap, a bouncing mouse switch) would pass any flag read from the
// last render and send the lead, and its e-mails, twice. A ref is set in the same event instead.
import type { BaseSyntheticEvent } from 'react';
import { useRef } from 'react';

/**
 * The form's submit handler, ignoring submits while one is still being validated or sent.
 * `submit` is react-hook-form's `handleSubmit(...)`, whose promise settles when the send does.
 */
export function useSubmitOnce(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const submitting = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    if (submitting.current) {
      // Otherwise the browser would go on with its own submission of the form.
      event?.preventDefault();
      return;
    }
    submitting.current = true;
    try {
      await submit(event);
    } finally {
      submitting.current = false;
    }
  };
}
