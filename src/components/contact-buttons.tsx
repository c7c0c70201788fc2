// Call, text, WhatsApp and email buttons, all derived from the configured contact details
// (docs/product.md, "Phone and e-mail links"). Each takes the number or address explicitly or falls back to the
// site-content contact_phone / contact_email.
import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { mailtoHref, smsHref, telHref, whatsAppHref } from '../../domain/phone';
import { useSiteContent } from '../lib/site-content';
import { ChatIcon, MailIcon, MessageIcon, PhoneIcon } from './icons';
import './brand.css';

export type ContactButtonProps = {
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

function ContactLinkButton({
  href,
  icon,
  children,
  size = '3',
  variant = 'solid',
  tone = 'navy',
  className,
  external,
  ...rest
}: Omit<ContactButtonProps, 'value'> & { href: string; icon: ReactNode; external?: boolean }) {
  return (
    <Button asChild size={size} variant={variant} className={`site-button tone-${tone}${className ? ` ${className}` : ''}`}>
      <a href={href} aria-label={rest['aria-label']} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icon}
        {children}
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
    <ContactLinkButton href={telHref(phone)} icon={<PhoneIcon />} {...props}>
      {children ?? `Call ${phone}`}
    </ContactLinkButton>
  );
}

/** sms:+1XXXXXXXXXX */
export function TextButton({ value, children, ...props }: ContactButtonProps) {
  const phone = usePhone(value);
  return (
    <ContactLinkButton href={smsHref(phone)} icon={<MessageIcon />} {...props}>
      {children ?? 'Text Me'}
    </ContactLinkButton>
  );
}

/** https://wa.me/1XXXXXXXXXX, opened in a new tab. */
export function WhatsAppButton({ value, children, ...props }: ContactButtonProps) {
  const phone = usePhone(value);
  return (
    <ContactLinkButton href={whatsAppHref(phone)} icon={<ChatIcon />} external {...props}>
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
    <ContactLinkButton href={href} icon={<MailIcon />} {...props}>
      {children ?? `Email ${email}`}
    </ContactLinkButton>
  );
}
