// The live showing request form: react-hook-form with the shared schema. It is its own chunk,
// loaded when the placeholder that the listing page renders first (./showing-request-loader.tsx)
// comes near the viewport or is used, and takes over with whatever the visitor already typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { errorCode, serverFieldErrors, visitorRefusalMessage } from '../../../lib/http-failure';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Form, FormField } from '../../../components/form';
import { ContactFieldFrame } from '../home/contact-form-frame';
import { HoneypotField, LeadControl } from '../home/lead-form-fields';
import { showingDateRange } from '../../../../domain/showing-window';
import {
  repeatedPositions,
  showingAsContactMessage,
  showingRequestFormSchema,
  type ListingClosed,
  type ShowingRequestFormInput,
} from '../../../../domain/showing-request';
import { useFocusBackAfterSending } from '../../../lib/focus-after-sending';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useSiteContent } from '../../../lib/site-content';
import { confirmationSentence, useSiteFeatures } from '../../../lib/site-features';
import { useTRPC } from '../../../lib/trpc';
import { leadSource } from '../../../lib/lead-source';
import { ShowingRequestFields } from './showing-request-field-list';
import { SHOWING_WINDOW_COUNT as WINDOW_COUNT, showingFormLabel, type TypedShowingValues } from './showing-request-fields';
import '../home/contact-form.css';

const Field = FormField<ShowingRequestFormInput>;
const emptyValues: ShowingRequestFormInput = {
  name: '',
  email: '',
  phone: '',
  windows: Array.from({ length: WINDOW_COUNT }, () => ({ date: '', part: '' as const })),
  message: '',
  consent: false as unknown as true,
};

/**
 * What the visitor reads when a request was not sent: the server's own words where they are
 * meant for people (too many requests, no new messages taken right now), plain words otherwise;
 * never a browser's or a parser's message ("Failed to fetch").
 */
function showingFailureMessage(error: unknown, phone: string): string {
  const said = visitorRefusalMessage(error);
  if (said) return said;
  const code = errorCode(error);
  if (code === 'NOT_FOUND') return `This home is no longer open for showings. Please call ${phone} about it or about similar homes.`;
  if (code === 'BAD_REQUEST') return `Please check the details above and try again, or call ${phone}.`;
  return `Your request could not be sent. Please try again or call ${phone}.`;
}

type FieldName = FieldPath<ShowingRequestFormInput>;

/**
 * The server's per-field messages for a refused request, on the form's fields. The API knows
 * no choices, only `preferredTimes` (the filled choices in order): `preferredTimes.1` is the
 * second filled choice, and a message about the whole list goes to the repeated choice, or the
 * first one. A field the form does not have is left to the alert.
 */
function showingServerFieldErrors(
  fieldErrors: Record<string, string>,
  windows: ShowingRequestFormInput['windows'],
): [FieldName, string][] {
  const filled = windows.flatMap((w, i) => (w.date && w.part ? [i] : []));
  const repeat = repeatedPositions(filled.map((i) => `${windows[i]!.date} ${windows[i]!.part}`))[0];
  const shown = new Map<FieldName, string>();
  for (const [name, text] of Object.entries(fieldErrors)) {
    const time = /^preferredTimes(?:\.(\d+))?$/.exec(name);
    if (time) {
      const choice = filled[time[1] === undefined ? (repeat ?? 0) : Number(time[1])] ?? filled[0] ?? 0;
      // "preferredTimes: choose at most three preferred times" names the API's field: not the visitor's words.
      const message = text.replace(/^preferredTimes(?:\.\d+)?:\s*/, '');
      const field: FieldName = `windows.${choice}.date`;
      if (!shown.has(field)) shown.set(field, message.charAt(0).toUpperCase() + message.slice(1));
    } else if (name in emptyValues && name !== 'windows' && !shown.has(name as FieldName)) shown.set(name as FieldName, text);
  }
  return [...shown];
}

/** "Request a showing": contact details, up to three preferred windows, message, consent (inside the loader's section). */
export function ShowingRequestForm({
  propertyId,
  address,
  initialValues,
  startedAt,
  closed,
}: {
  propertyId: string;
  address: string;
  initialValues?: TypedShowingValues;
  /** When the visitor could start filling in (the placeholder's page start if they typed into it), epoch ms. */
  startedAt?: number;
  /** The home sold or was taken off the site while the visitor was filling in: what they wrote goes to the agent as a message. */
  closed?: ListingClosed;
}) {
  const { t } = useSiteContent();
  // One reply-time promise, and a confirmation e-mail only when the site can send one.
  const { confirmationEmail } = useSiteFeatures();
  const trpc = useTRPC();
  const [sent, setSent] = useState(false);
  // The form the visitor was in is gone once it is sent: the focus moves to the thank-you note
  // (screen readers read it, the keyboard goes on from there) instead of falling to the page.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  const { website = '', ...typed }: Partial<TypedShowingValues> = initialValues ?? {};
  const [honeypot, setHoneypot] = useState(website);
  const shownAt = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const [dates, setDates] = useState<{ min?: string; max?: string }>({});
  useEffect(() => {
    shownAt.current = startedAt ?? Date.now();
    setDates(showingDateRange(Date.now()));
    setReady(true);
  }, [startedAt]);
  const showing = useMutation(trpc.showingRequests.create.mutationOptions());
  const message = useMutation(trpc.contactMessages.create.mutationOptions());
  const sold = closed !== undefined;
  const mutation = sold ? message : showing;
  const form = useForm({
    resolver: zodResolver(showingRequestFormSchema),
    defaultValues: { ...emptyValues, ...typed, consent: (typed.consent ?? false) as true },
    mode: 'onSubmit',
  });
  const { handleSubmit, reset } = form;
  // From the press until the server answers, validation included (as the valuation form).
  const sending = form.formState.isSubmitting;
  const sendButton = useFocusBackAfterSending(sending);

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      // The choices as sent: the server's messages about preferredTimes are placed by them.
      const windows = form.getValues('windows');
      const spamGuard = {
        website: honeypot,
        ...leadSource({ listingId: propertyId }),
        ...(shownAt.current !== null ? { fillTimeMs: Date.now() - shownAt.current } : {}),
      };
      try {
        if (closed) await message.mutateAsync({ ...showingAsContactMessage(address, values, closed), ...spamGuard });
        else await showing.mutateAsync({ ...values, propertyId, ...spamGuard });
      } catch (error) {
        showingServerFieldErrors(serverFieldErrors(error), windows).forEach(([name, text], i) =>
          form.setError(name, { type: 'server', message: text }, { shouldFocus: i === 0 }),
        );
        return;
      }
      setSent(true);
      reset(emptyValues);
    }),
  );

  if (sent) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="listing-showing__done">
        <Text as="p" size="3" weight="bold">
          {sold ? 'Thank you, your message has been sent.' : 'Thank you, your showing request has been sent.'}
        </Text>
        <Text as="p" size="2">
          {sold
            ? `${t('agent_name')} will get back to you ${t('response_time')} about homes like this one.`
            : `${t('agent_name')} will confirm a time with you ${t('response_time')}.`}{' '}
          {confirmationSentence(confirmationEmail)}
        </Text>
        {sold ? null : (
          <Button type="button" size="2" variant="outline" className="site-button tone-navy" onClick={() => setSent(false)}>
            Request another time
          </Button>
        )}
      </div>
    );
  }
  return (
    <Form form={form} frame={ContactFieldFrame} className="contact-form listing-showing__form" method="post" noValidate onSubmit={onSubmit} aria-label={showingFormLabel(address)}>
      {sold ? (
        <p role="status" className="listing-showing__sold">
          {closed === 'withdrawn' ? 'This home is no longer listed.' : 'This home has just sold.'} Send your details anyway and {t('agent_name')} will
          get back to you about similar homes.
        </p>
      ) : null}
      <ShowingRequestFields
        field={(f) => (
          <Field name={f.name} label={f.label} required={f.required}>
            {({ value, ...c }) =>
              f.control === 'checkbox' ? (
                <LeadControl field={f} {...c} checked={value === true} onChange={(e) => c.onChange(e.target.checked)} />
              ) : (
                <LeadControl field={f} {...c} value={(value as string | undefined) ?? ''} {...(f.control === 'text' && f.type === 'date' ? dates : {})} />
              )
            }
          </Field>
        )}
      />
      <HoneypotField value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
      {mutation.isError ? (
        <p role="alert" className="contact-form__error">
          {showingFailureMessage(mutation.error, t('contact_phone'))}
        </p>
      ) : null}
      <Button ref={sendButton} type="submit" size="3" className="site-button tone-navy" disabled={sending || !ready}>
        {sending ? 'Sending...' : sold ? 'Send my details' : 'Request a showing'}
      </Button>
    </Form>
  );
}

export default ShowingRequestForm;
