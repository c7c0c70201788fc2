// A link to a home-page section (docs/product.md, "Pages and routes"): on the home page it scrolls there,
// anywhere else it goes to /#section (the ScrollManager then scrolls after 300 ms).
import type { ComponentProps, MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { scrollToId, type ScrolledState } from '../lib/scroll';
import { paths } from '../paths';

type SectionLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** A home-page section id (listings, sold, reviews, about, results, contact); omit for the top of home. */
  section?: string;
  /** Called when the link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** From another page: the home page's search to go back to ("?status=sold"), kept in the address. */
  search?: string;
};

const scrolled: ScrolledState = { scrolled: true };

/** Sections that also exist on a page of their own, by section id. */
const pagesWithSection: Record<string, string> = { contact: paths.contact };

export function SectionLink({ section, onNavigate, search = '', onClick: onClickProp, ...rest }: SectionLinkProps) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // The contact page holds the contact section itself: "Contact" there moves to its form.
  const onThisPage = section !== undefined && pagesWithSection[section] === pathname.replace(/(.)\/+$/, '$1');
  const to = onThisPage ? `${pathname}#${section}` : section ? `/${search}#${section}` : `/${search}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onClickProp?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate?.();
    if (pathname !== '/' && !onThisPage) return; // the router goes home with the hash
    event.preventDefault();
    const link = event.currentTarget;
    if (section) {
      scrollToId(section);
      void import('../lib/hash-scroll').then((m) => m.focusSection(section, link));
      // Keep the address shareable without a second scroll from the ScrollManager.
      if (hash !== `#${section}`) void navigate(to, { replace: true, preventScrollReset: true, state: scrolled });
    } else {
      // To the top, where the header and this link are: the focus already is where the page is.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      if (hash) void navigate('/', { replace: true, preventScrollReset: true, state: scrolled });
    }
  }

  // discover="none": no data-discover attribute (route discovery is a framework-mode feature this app does not use).
  return <Link to={to} discover="none" {...rest} onClick={onClick} />;
}
