import { Button } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { mailtoHref, telHref } from '../../../domain/phone';
import { headerContact } from '../../../domain/site-content';
import { MailIcon, MenuIcon, CloseIcon, PhoneIcon } from '../../components/icons';
import { initials } from '../../components/initials';
import { SectionLink } from '../../components/section-link';
import { SocialLinks } from '../../components/social-links';
import { useSiteContent } from '../../lib/site-content';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { homeSections } from '../../paths';
import './header.css';

export function Header() {
  const { t, content } = useSiteContent();
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The server never sees the hash: highlight by hash only after hydration.
  const [hydrated, setHydrated] = useState(false);
  const activeHash = hydrated ? hash : '';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { phone, phoneText, email, emailText } = headerContact(content);

  // Any navigation closes the menu.
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  // Until hydration the toggle opens the main navigation as a popover, which needs no script (on a
  // phone, a tap before the script has run would otherwise be lost); then the menu below takes
  // over, open if the visitor opened the popover. Removing the popover attribute closes it.
  useEffect(() => {
    setHydrated(true);
    if (toggleRef.current?.popoverTargetElement?.matches(':popover-open')) setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const spy = useActiveSection(pathname === '/');
  /** The nav item to underline: the section in view on the home page (Home at the top). */
  const inView = (section?: string) => (pathname === '/' && (section ?? null) === spy) || undefined;

  const current = (section?: string) => {
    if (pathname !== '/') return undefined;
    if (!section) return activeHash === '' ? ('page' as const) : undefined;
    return activeHash === `#${section}` ? ('location' as const) : undefined;
  };

  return (
    <header
      className="site-header"
      data-menu-open={menuOpen || undefined}
      // Tabbing past the menu's last link closes it: the next focus lands on the page, which the
      // open menu would otherwise cover. Focus leaving the window (relatedTarget null) keeps it.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (menuOpen && to instanceof Node && !event.currentTarget.contains(to)) setMenuOpen(false);
      }}
    >
      <div className="site-topbar on-dark">
        <div className="site-container site-topbar__inner">
          <ul className="site-topbar__contact" aria-label="Contact details">
            <li>
              <a href={telHref(phone)}>
                <PhoneIcon size={15} />
                <span className="sr-only">Phone: </span>
                {phoneText}
              </a>
            </li>
            <li>
              <a href={mailtoHref(email)}>
                <MailIcon size={15} />
                <span className="sr-only">Email: </span>
                {emailText}
              </a>
            </li>
          </ul>
          <div className="site-topbar__right">
            <span className="site-topbar__tagline">
              {`${t('agent_title')}, ${t('brokerage_name')}`}
            </span>
            <SocialLinks className="site-topbar__social" size={16} agentName={t('agent_name')} />
          </div>
        </div>
      </div>

      <div className="site-header__main">
        <div className="site-container site-header__inner">
          <SectionLink className="site-logo">
            <span className="site-logo__mark" aria-hidden="true">
              {initials(t('header_logo_text'))}
            </span>
            <span className="site-logo__text">
              <span className="site-logo__name">{t('header_logo_text')}</span>
              <span className="site-logo__tag">Real Estate · MD · DC · VA</span>
            </span>
          </SectionLink>

          <nav id="site-nav" className="site-nav" aria-label="Main" popover={hydrated ? undefined : 'auto'}>
            <ul>
              {navItems.map((item) => (
                <li key={item.label}>
                  <SectionLink section={item.section} className="site-nav__link" aria-current={current(item.section)} data-active={inView(item.section)}>
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="site-header__actions">
            <Button asChild size="3" className="site-button tone-navy site-header__cta">
              <SectionLink section="contact">{t('header_consultation_button')}</SectionLink>
            </Button>
            <button
              ref={toggleRef}
              type="button"
              className="site-menu-toggle"
              aria-label="Menu"
              // Before hydration the browser states the popover's expanded state itself.
              aria-expanded={hydrated ? menuOpen : undefined}
              aria-controls={hydrated ? 'mobile-menu' : 'site-nav'}
              popoverTarget={hydrated ? undefined : 'site-nav'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </button>
          </div>
        </div>
      </div>

      <MobileMenu id="mobile-menu" open={menuOpen} onClose={() => setMenuOpen(false)} current={current} />
    </header>
  );
}

/** The home-page section crossing the middle of the viewport, or null above the first one. */
function useActiveSection(enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    setActive(null);
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inBand.set(entry.target.id, entry.isIntersecting);
        setActive(homeSections.find((id) => inBand.get(id)) ?? null);
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    for (const id of homeSections) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [enabled]);
  return active;
}
