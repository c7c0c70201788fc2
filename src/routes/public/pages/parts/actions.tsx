// Buttons shared by the service pages. The phone number comes from site content (docs/product.md, "Phone and e-mail links").
import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../../../../domain/phone';
import { paths } from '../../../../paths';
import { useSiteContent } from '../../../../lib/site-content';
import { Icon, type IconName } from './icons';
import './pages.css';

type ButtonTone = 'gold' | 'navy' | 'outline-light' | 'outline-navy';

/** A router link styled as a brand button. */
export function LinkButton({
  to,
  tone = 'gold',
  icon,
  children,
}: {
  to: string;
  tone?: ButtonTone;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <Button asChild size="3" className={`pg-btn pg-btn--${tone}`}>
      <Link to={to}>
        {children}
        {icon && <Icon name={icon} size={18} />}
      </Link>
    </Button>
  );
}

export function ContactButton({ tone = 'gold', children = 'Contact Me Today' }: { tone?: ButtonTone; children?: ReactNode }) {
  return (
    <LinkButton to={paths.contact} tone={tone} icon="arrowRight">
      {children}
    </LinkButton>
  );
}

/** tel: link showing the configured phone number, e.g. "Call (410) 555-0187". */
export function CallButton({ tone = 'outline-light', label = 'Call' }: { tone?: ButtonTone; label?: string }) {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  return (
    <Button asChild size="3" className={`pg-btn pg-btn--${tone}`}>
      <a href={telHref(phone)}>
        <Icon name="phone" size={18} />
        {label} {phone}
      </a>
    </Button>
  );
}
