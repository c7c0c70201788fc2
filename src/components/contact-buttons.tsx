// Call, text, WhatsApp and email buttons, all derived from the configured contact details
// (docs/product.md, "Phone and e-mail links"). Each takes the number or address explicitly or falls back to the
// site-content contact_phone / contact_email.
import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { mailtoHref, smsHref, telHref, whatsAppHref } from '../../domain/phone';
import { useSiteContent } from '../lib/site-content';
import { ChatIcon, MailIcon, MessageIcon, PhoneIcon } from './icons';
import './brand.css';

type ContactButtonProps = {
  /** Defaults to the site-content contact_phone (contact_email for EmailButton). */
  value?: string;
  children?: ReactNode;
  /** Accessible name when the visible text alone is not specific enough. */
  'aria-label'?: string;
  size?: '1' | '2' | '3' | '4';
  variant?: 'solid' | 'outline' | 'soft' | 'ghost';
  /** navy (default), gold (on dark backgrounds) or light (white outline on dark). */
  tone?: 'navy' | 'gold' | 'light';
  className?: string;
};

/**
 * A screen reader hears more than the visible text where the text alone would not do: the number or
 * address when the text does not show it ("Call" beside the number is "Call (410) 555-0187"), and
 * that the link opens a new tab (as the site's other new-tab links say). Visually hidden text, or
 * the end of an explicit aria-label, which keeps the visible text at its start (label in name).
 */
function ContactLinkButton({
  href,
  icon,
  children,
  value,
  size = '3',
  variant = 'solid',
  tone = 'navy',
  className,
  external,
  'aria-label': ariaLabel,
}: Omit<ContactButtonProps, 'value'> & { href: string; icon: ReactNode; value: string; external?: boolean }) {
  const label = ariaLabel ?? (typeof children === 'string' ? children : '');
  const addValue = value !== '' && !label.includes(value);
  const newTab = external ? ' (opens in a new tab)' : '';
  return (
    <Button asChild size={size} variant={variant} className={`site-button tone-${tone}${className ? ` ${className}` : ''}`}>
      <a
        href={href}
        aria-label={ariaLabel === undefined ? undefined : `${ariaLabel}${addValue ? `, ${value}` : ''}${newTab}`}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {icon}
        {children}
        {ariaLabel === undefined && (addValue || newTab) ? (
          <>
            {' '}
            <span className="sr-only">{`${addValue ? value : ''}${newTab}`.trim()}</span>
          </>
        ) : null}
      </a>
    </Button>
  );
}

function usePhone(value?: string) {
  const { t } = useSiteContent();
  return value ?? t('contact_phone');
}

/** tel:+1XXXXXXXXXX; visible text defaults to "Call (410) 555-0187". */
export function CallButton({ value, children, ...props }: ContactButtonProps) {
  const phone = usePhone(value);
  return (
    <ContactLinkButton href={telHref(phone)} value={phone} icon={<PhoneIcon />} {...props}>
      {children ?? `Call ${phone}`}
    </ContactLinkButton>
  );
}

/** sms:+1XXXXXXXXXX */
export function TextButton({ value, children, ...props }: ContactButtonProps) {
  const phone = usePhone(value);
  return (
    <ContactLinkButton href={smsHref(phone)} value={phone} icon={<MessageIcon />} {...props}>
      {children ?? 'Text Me'}
    </ContactLinkButton>
  );
}

/** https://wa.me/1XXXXXXXXXX, opened in a new tab. */
export function WhatsAppButton({ value, children, ...props }: ContactButtonProps) {
  const phone = usePhone(value);
  return (
    <ContactLinkButton href={whatsAppHref(phone)} value={phone} icon={<ChatIcon />} external {...props}>
      {children ?? 'WhatsApp'}
    </ContactLinkButton>
  );
}

/** mailto: the configured email; nothing when it is no e-mail address (a button that goes nowhere helps no one). */
export function EmailButton({ value, children, ...props }: ContactButtonProps) {
  const { t } = useSiteContent();
  const email = value ?? t('contact_email');
  const href = mailtoHref(email);
  if (!href) return null;
  return (
    <ContactLinkButton href={href} value={email} icon={<MailIcon />} {...props}>
      {children ?? `Email ${email}`}
    </ContactLinkButton>
  );
}
