// Scrolling rules of SPEC section 2: top on route change unless a hash; a hash scrolls
// smoothly to its element after 300 ms; a missing element falls back to the top.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const HASH_SCROLL_DELAY_MS = 300;

export function scrollToId(id: string, behavior: ScrollBehavior = 'smooth') {
  const el = document.getElementById(id);
  if (el) el.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, behavior });
}

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(() => scrollToId(decodeURIComponent(hash.slice(1))), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
