// A form's send button is disabled while sending, and the browser drops focus to the page when
// the focused button is disabled: after the send (success that stays on the page, or failure),
// keyboard and screen reader users continue from the button, not from the top of the page.
import { useEffect, useRef } from 'react';

/** A ref for the send button; it gets focus back when `sending` ends with nothing else focused. */
export function useFocusBackAfterSending(sending: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
    wasSending.current = sending;
  }, [sending]);
  return button;
}
