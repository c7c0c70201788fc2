// A table wider than its box (a phone, a long name or address) scrolls sideways inside the box.
// A keyboard user can only scroll a box that takes the focus, and a screen reader only announces
// a region that has a name: while its table overflows, the scrolling box is a named region in the
// Tab order, with the panel's focus ring. A table that fits adds no Tab stop.
import { useCallback } from 'react';

/** The region's name: its own words, or the id of the heading that names the table. */
type RegionName = { label: string } | { labelledBy: string };

const MARK = 'data-scroll-region';

/** The ref for the element around the table (its `admin-table-scroll` box). */
export function useScrollRegion<T extends HTMLElement>(name: RegionName) {
  const label = 'label' in name ? name.label : undefined;
  const labelledBy = 'labelledBy' in name ? name.labelledBy : undefined;
  return useCallback(
    (wrapper: T | null) => {
      if (!wrapper) return;
      // Radix's Table.Root scrolls in a viewport of its own; a plain table scrolls in the wrapper.
      const scroller = () => wrapper.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]') ?? wrapper;
      const update = () => {
        const box = scroller();
        if (box.scrollWidth > box.clientWidth) {
          box.setAttribute(MARK, '');
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          if (label) box.setAttribute('aria-label', label);
          if (labelledBy) box.setAttribute('aria-labelledby', labelledBy);
        } else if (box.hasAttribute(MARK)) {
          for (const attribute of [MARK, 'tabindex', 'role', 'aria-label', 'aria-labelledby']) box.removeAttribute(attribute);
        }
      };
      update();
      // The box narrows with the window; the table widens as rows arrive. (A browser without
      // ResizeObserver keeps the first answer.)
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(update);
      observer.observe(wrapper);
      const table = wrapper.querySelector('table');
      if (table) observer.observe(table);
      return () => observer.disconnect();
    },
    [label, labelledBy],
  );
}
