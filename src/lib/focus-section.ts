// Loaded on first use (a section link followed, a #address scrolled to): not part of the first script.

/**
 * Puts the keyboard focus on the section a link led to, as following a plain #link would move
 * the browser's starting point there: the next Tab goes on inside the section, not back to the
 * link in the header (WCAG 2.4.3). Only when the focus is still on that link or nowhere, so a
 * visitor who has moved on meanwhile keeps their place. The section is focusable by script only
 * (tabindex -1), and draws no ring: it is not a control.
 */
export function focusSection(target: HTMLElement | null, link?: Element | null) {
  if (!target) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== link && !active.matches?.(`a[href$="#${target.id}"]`)) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.classList.add('focus-landing');
  target.focus({ preventScroll: true });
}
