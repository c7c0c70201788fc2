// For jsdom tests of where the keyboard focus goes after a button is pressed: what a browser does
// that jsdom does not, and answers that take as long as over a network.
import { vi } from 'vitest';

/**
 * Like Chrome, drops the focus of a button to <body> when it is disabled (jsdom keeps it, and will
 * not blur a disabled button). Returns the function that stops it.
 */
export function blurWhenDisabled(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLButtonElement) || !active.disabled) return;
    active.disabled = false;
    active.blur();
    active.disabled = true;
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}

/** Answers a stubbed fetch after a moment, so a button shows its pending state (disabled) meanwhile. */
export function answerSlowly(fetchMock: (...args: Parameters<typeof fetch>) => Promise<Response>, ms = 30) {
  vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => fetchMock(...args)));
}
