// A link to a home-page section (SPEC section 2): on the home page it scrolls there,
// anywhere else it goes to /#section (the ScrollManager then scrolls after 300 ms).
import type { ComponentProps, MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { scrollToId, type ScrolledState } from '../lib/scroll';

export type SectionLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** A home-page section id (listings, sold, reviews, about, results, contact); omit for the top of home. */
  section?: string;
  /** Called when the link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

const scrolled: ScrolledState = { scrolled: true };

export function SectionLink({ section, onNavigate, onClick: onClickProp, ...rest }: SectionLinkProps) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const to = section ? `/#${section}` : '/';

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onClickProp?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate?.();
    if (pathname !== '/') return; // the router goes home with the hash
    event.preventDefault();
    if (section) {
      scrollToId(section);
      // Keep the address shareable without a second scroll from the ScrollManager.
      if (hash !== `#${section}`) navigate(to, { replace: true, preventScrollReset: true, state: scrolled });
    } else {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      if (hash) navigate('/', { replace: true, preventScrollReset: true, state: scrolled });
    }
  }

  return (
    <Link to={to} {...rest} onClick={onClick} />
  );
}
