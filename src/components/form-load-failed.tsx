// In place of a lead form's send button when the form's code could not be fetched (a dropped
// request on a weak connection, or a deploy that replaced the hashed files this tab was built
// against): the fields the server rendered stay, with what the visitor typed; the visitor is
// told so in plain words, with the agent's phone and e-mail, and "Try again" fetches it again.
import { Button } from '@radix-ui/themes';
import { mailtoHref, telHref } from '../../domain/phone';
import { useSiteContent } from '../lib/site-content';
import './noscript-contact.css';
import './form-load-failed.css';

/** The form's code failed to load ('failed'), or is being fetched again ('retrying'). */
export type FormLoadFailure = null | 'failed' | 'retrying';

export function FormLoadFailed({ failure, onRetry }: { failure: 'failed' | 'retrying'; onRetry: () => void }) {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  const email = t('contact_email');
  const retrying = failure === 'retrying';
  return (
    <div role="alert" className="form-load-failed">
      <p>
        The form could not be loaded. Check your connection and try again, or call <a href={telHref(phone)}>{phone}</a> or e-mail{' '}
        <a href={mailtoHref(email)}>{email}</a>.
      </p>
      {/* Stays focusable while it works, so the focus is not dropped to the page. */}
      <Button type="button" size="3" className="site-button tone-navy" aria-disabled={retrying || undefined} onClick={retrying ? undefined : onRetry}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

/**
 * After "Try again" brought the live form: the focus goes to its send button, where "Try again"
 * was, once the button is enabled (the form enables it when its handler is in). Not if the
 * visitor has put the focus somewhere else meanwhile.
 */
export function focusSendButton(container: ParentNode | null | undefined): void {
  const button = container?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const focus = () => {
    if (!document.activeElement || document.activeElement === document.body) button.focus();
  };
  if (!button.disabled) return focus();
  const observer = new MutationObserver(() => {
    if (button.disabled) return;
    observer.disconnect();
    focus();
  });
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
}
