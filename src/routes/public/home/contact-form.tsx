// The live contact form (loaded after the home page's first render, see contact-form-loader.tsx):
// react-hook-form with the shared contact schema. The browser's required checks run first;
// the schema checks the rest before sending, and the server's own field messages (it is the
// final judge: e-mail format, lengths) show next to the fields too. The consent box must be
// ticked but is not sent. Success goes to /thanks; a failure alerts and keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { serverFieldErrors, visitorRefusalMessage } from '../../../lib/http-failure';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contactMessageInputSchema, type ContactMessageInput } from '../../../../domain/contact-message';
import { Form, FormField, type FieldFrameProps } from '../../../components/form';
import { paths } from '../../../paths';
import { useFocusBackAfterSending } from '../../../lib/focus-after-sending';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useSiteContent } from '../../../lib/site-content';
import { useTRPC } from '../../../lib/trpc';
import { CONSENT_TEXT, ContactFieldFrame, RequiredFieldsNote } from './contact-form-frame';
import { ContactFields, contactFields, type ContactFormValues } from './contact-form-fields';
import { HoneypotField, LeadControl } from './lead-form-fields';
import './contact-form.css';
import { leadSource } from '../../../lib/lead-source';
import { lazyPages } from '../../../page-modules';

export { CONSENT_TEXT };

const contactFailureMessage = (agentName: string) =>
  `There was a problem sending your message. Please try again or contact ${agentName} directly.`;

/**
 * A sent message goes to the thank-you page, whose code is its own chunk: fetched once the
 * visitor starts on the form (and at the latest when they send), it is in by the time the server
 * answers, instead of a blank screen while it loads after the answer. A failed fetch is the
 * route's to handle when the page is shown (it loads the address in full).
 */
const preloadThanks = () => {
  lazyPages.thanks.preload().catch(() => {});
};

export type { ContactFormValues };
const fieldNames = contactFields.flatMap((f) => (f.control === 'checkbox' ? [] : [f.name]));

/** The server's per-field messages for a refused submission, on this form's fields (empty for any other failure). */
function contactFieldErrors(error: unknown): Partial<Record<keyof ContactFormValues, string>> {
  const fields = serverFieldErrors(error);
  return Object.fromEntries(fieldNames.filter((k) => k in fields).map((k) => [k, fields[k]]));
}

function Frame({ id, errorId, label, error, children }: FieldFrameProps) {
  return (
    <ContactFieldFrame id={id} errorId={errorId} label={label} error={error}>
      {children}
    </ContactFieldFrame>
  );
}

const Field = FormField<ContactFormValues>;

export function ContactForm({
  initialMessage = '',
  initialValues,
  startedAt,
}: {
  initialMessage?: string;
  /** What was typed into the placeholder, the field people never see included. */
  initialValues?: Partial<ContactFormValues> & { consent?: boolean; website?: string };
  /** When the visitor could start filling in (the placeholder's page start if they typed into it), epoch ms. */
  startedAt?: number;
}) {
  const { t } = useSiteContent();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { website = '', ...typed } = initialValues ?? {};
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    // The form holds '' for "no subject yet"; the schema refuses it, which is what we want.
    resolver: zodResolver(contactMessageInputSchema) as unknown as Resolver<ContactFormValues, unknown, ContactMessageInput>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', phone: '', subject: '', message: initialMessage, ...typed },
  });
  const [consent, setConsent] = useState(initialValues?.consent ?? false);
  // Anti-spam (domain/lead-submission.ts): a field people never see and the time taken to fill in.
  const [honeypot, setHoneypot] = useState(website);
  const shownAt = useRef<number | null>(null);
  // Until the page is hydrated a click would do a native GET submit, putting the visitor's
  // details in the address bar; the button stays disabled until the form's handler is live.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    shownAt.current = startedAt ?? Date.now();
    setReady(true);
  }, [startedAt]);
  const mutation = useMutation(trpc.contactMessages.create.mutationOptions());
  // From the press until the server answers, validation included (as the valuation form).
  const sending = form.formState.isSubmitting;
  const sendButton = useFocusBackAfterSending(sending);

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      preloadThanks();
      try {
        await mutation.mutateAsync({
          ...values,
          website: honeypot,
          ...(shownAt.current !== null ? { fillTimeMs: Date.now() - shownAt.current } : {}),
          ...leadSource(),
        });
      } catch (error) {
        console.error('Contact form submission failed', error);
        const fields = Object.entries(contactFieldErrors(error)) as [keyof ContactFormValues, string][];
        fields.forEach(([name, message], i) => form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
        // The failure sentence always; a refusal the server words for visitors (wait so long, call
        // the phone) follows it, so they know a retry now cannot succeed.
        const refusal = visitorRefusalMessage(error);
        const failure = contactFailureMessage(t('agent_name'));
        window.alert(refusal ? `${failure}\n\n${refusal}` : failure);
        return;
      }
      void navigate(paths.thanks);
    }),
  );

  return (
    <Form
      form={form}
      frame={Frame}
      className="contact-form"
      method="post"
      onSubmit={onSubmit}
      onFocus={preloadThanks}
      onInput={preloadThanks}
      aria-label="Contact form"
    >
      <RequiredFieldsNote />
      <ContactFields
        field={(f) =>
          f.control === 'checkbox' ? (
            <LeadControl field={f} checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          ) : (
            <Field name={f.name} label={f.label} required={f.required}>
              {(c) => <LeadControl field={f} {...c} />}
            </Field>
          )
        }
      />
      <HoneypotField value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
      <Button ref={sendButton} type="submit" size="4" className="site-button tone-navy contact-form__submit" disabled={sending || !ready}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <Text as="p" size="1" className="contact-form__note">
        Your details are only used to reply to you and are never sold or shared.
      </Text>
    </Form>
  );
}

export default ContactForm;
