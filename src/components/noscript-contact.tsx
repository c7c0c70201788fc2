// The lead forms are sent by script (spam checks, field messages, no lead lost to a bad
// submit), so with JavaScript turned off they cannot be sent. The server's markup says so where
// the form is, and gives the direct ways to reach the agent instead.
import { mailtoHref, telHref } from '../../domain/phone';
import { useSiteContent } from '../lib/site-content';
import './noscript-contact.css';

export function NoScriptContact() {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  const email = t('contact_email');
  return (
    <noscript>
      <p className="noscript-contact">
        This form needs JavaScript, which is turned off in your browser. Call <a href={telHref(phone)}>{phone}</a> or e-mail{' '}
        <a href={mailtoHref(email)}>{email}</a> and {t('agent_name')} will get back to you.
      </p>
    </noscript>
  );
}
