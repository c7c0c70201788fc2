import { Button, Text, TextArea, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { contactSubjectLabels, contactSubjects } from '../../../../domain/contact-subjects';
import type { ContactSubject } from '../../../../domain/contact-message';
import { NativeSelect } from '../../../components/native-select';
import { paths } from '../../../paths';
import { useSiteContent } from '../../../lib/site-content';
import { useTRPC } from '../../../lib/trpc';
import './contact-form.css';

export const CONSENT_TEXT = 'I consent to having my information stored and used to contact me about my real estate needs.';

export const contactFailureMessage = (agentName: string) =>
  `There was a problem sending your message. Please try again or contact ${agentName} directly.`;

type Fields = { name: string; email: string; phone: string; subject: ContactSubject | ''; message: string };

/**
 * The contact form of SPEC section 5: browser-level required checks only; the consent box
 * must be ticked but is not sent. Success goes to /thanks; a failure alerts and keeps
 * everything the visitor typed.
 */
export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const { t } = useSiteContent();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const id = useId();
  const [fields, setFields] = useState<Fields>({ name: '', email: '', phone: '', subject: '', message: initialMessage });
  const [consent, setConsent] = useState(false);
  // Anti-spam (domain/lead-submission.ts): a field people never see and the time taken to fill in.
  const [honeypot, setHoneypot] = useState('');
  const shownAt = useRef<number | null>(null);
  // Until the page is hydrated a click would do a native GET submit, putting the visitor's
  // details in the address bar; the button stays disabled until the form's handler is live.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    shownAt.current = Date.now();
    setReady(true);
  }, []);
  const mutation = useMutation(trpc.contactMessages.create.mutationOptions());
  const sending = mutation.isPending;

  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    mutation.mutate(
      {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        subject: fields.subject as ContactSubject,
        message: fields.message,
        website: honeypot,
        ...(shownAt.current !== null ? { fillTimeMs: Date.now() - shownAt.current } : {}),
      },
      {
        onSuccess: () => navigate(paths.thanks),
        onError: (error) => {
          console.error('Contact form submission failed', error);
          window.alert(contactFailureMessage(t('agent_name')));
        },
      },
    );
  }

  return (
    <form className="contact-form" method="post" onSubmit={onSubmit} aria-label="Contact form">
      <div className="contact-form__row">
        <div className="contact-form__field">
          <Text as="label" htmlFor={`${id}-name`} size="2" weight="bold">
            Full Name
          </Text>
          <TextField.Root
            id={`${id}-name`}
            name="name"
            size="3"
            required
            autoComplete="name"
            value={fields.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        </div>
        <div className="contact-form__field">
          <Text as="label" htmlFor={`${id}-email`} size="2" weight="bold">
            Email
          </Text>
          <TextField.Root
            id={`${id}-email`}
            name="email"
            type="email"
            size="3"
            required
            autoComplete="email"
            value={fields.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </div>
      </div>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <Text as="label" htmlFor={`${id}-phone`} size="2" weight="bold">
            Phone
          </Text>
          <TextField.Root
            id={`${id}-phone`}
            name="phone"
            type="tel"
            size="3"
            required
            autoComplete="tel"
            value={fields.phone}
            onChange={(e) => set('phone')(e.target.value)}
          />
        </div>
        <div className="contact-form__field">
          <Text as="label" htmlFor={`${id}-subject`} size="2" weight="bold">
            Subject
          </Text>
          <NativeSelect
            id={`${id}-subject`}
            name="subject"
            required
            value={fields.subject}
            onChange={(e) => set('subject')(e.target.value as ContactSubject)}
          >
            <option value="" disabled>
              Select an option
            </option>
            {contactSubjects.map((s) => (
              <option key={s} value={s}>
                {contactSubjectLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="contact-form__field">
        <Text as="label" htmlFor={`${id}-message`} size="2" weight="bold">
          Message
        </Text>
        <TextArea
          id={`${id}-message`}
          name="message"
          rows={4}
          size="3"
          required
          value={fields.message}
          onChange={(e) => set('message')(e.target.value)}
          placeholder="Tell me about your plans: the area, your timing and anything else that matters to you."
        />
      </div>
      <label className="contact-form__consent">
        <input type="checkbox" name="consent" required checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>{CONSENT_TEXT}</span>
      </label>
      <div className="contact-form__hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </div>
      <Button type="submit" size="4" className="site-button tone-navy contact-form__submit" disabled={sending || !ready}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <Text as="p" size="1" className="contact-form__note">
        Your details are only used to reply to you and are never sold or shared.
      </Text>
    </form>
  );
}
