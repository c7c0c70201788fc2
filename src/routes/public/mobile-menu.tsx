import { Button } from '@radix-ui/themes';
import { mailtoHref, telHref } from '../../../domain/phone';
import { headerContact } from '../../../domain/site-content';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { SectionLink } from '../../components/section-link';
import { useSiteContent } from '../../lib/site-content';
import { navItems } from './nav-items';

/**
 * The navigation under the header on phones and tablets; choosing a link closes it. Its links
 * are rendered only while it is open: closed, it is hidden from everyone, and the page's HTML
 * does not carry a second copy of the header's navigation. Until hydration the header's main
 * navigation, opened as a popover, stands in for it (header.tsx).
 */
export function MobileMenu({
  id,
  open,
  onClose,
  current,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  current: (section?: string) => 'page' | 'location' | undefined;
}) {
  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      {open ? <MobileMenuContent onClose={onClose} current={current} /> : null}
    </div>
  );
}

function MobileMenuContent({ onClose, current }: { onClose: () => void; current: (section?: string) => 'page' | 'location' | undefined }) {
  const { t, content } = useSiteContent();
  const { phone, phoneText, email, emailText } = headerContact(content);
  return (
    <>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__links">
          {navItems.map((item) => (
            <li key={item.label}>
              <SectionLink section={item.section} className="mobile-menu__link" onNavigate={onClose} aria-current={current(item.section)}>
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__footer">
        <Button asChild size="3" className="site-button tone-navy mobile-menu__cta">
          <SectionLink section="contact" onNavigate={onClose}>
            {t('header_consultation_button')}
          </SectionLink>
        </Button>
        <a className="mobile-menu__contact" href={telHref(phone)}>
          <PhoneIcon size={16} />
          <span className="sr-only">Phone: </span>
          {phoneText}
        </a>
        <a className="mobile-menu__contact" href={mailtoHref(email)}>
          <MailIcon size={16} />
          <span className="sr-only">Email: </span>
          {emailText}
        </a>
      </div>
    </>
  );
}
