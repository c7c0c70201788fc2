// The home page's first render carries no form library: the server renders this placeholder
// (the same fields, looking the same, its button disabled as the live form's is until
// hydration), and after mount the live form (react-hook-form, zod) loads in its own chunk and
// takes over with whatever the visitor already typed, keeping the field they are in and its caret.
import { Button, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { focusSendButton, FormLoadFailed, type FormLoadFailure } from '../../../components/form-load-failed';
import { NoScriptContact } from '../../../components/noscript-contact';
import { fillClockStart, typedBeforeCode } from '../../../lib/fill-time';
import { focusedField, restoreFocus, type FocusedField } from '../../../lib/form-handover';
import type { ContactForm as LiveContactForm } from './contact-form';
import { RequiredFieldsNote } from './contact-form-frame';
import { ContactFields, contactFields } from './contact-form-fields';
import { HoneypotField, PlaceholderField, typedLeadValues } from './lead-form-fields';
import './contact-form.css';

type TypedValues = NonNullable<Parameters<typeof LiveContactForm>[0]['initialValues']>;
type LiveForm = ComponentType<Parameters<typeof LiveContactForm>[0]>;

/** What the visitor typed into the placeholder before the live form arrived. */
const typedValues = (form: HTMLFormElement | null): TypedValues => (form ? typedLeadValues(form, contactFields) : {});

export function LazyContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const shell = useRef<HTMLFormElement>(null);
  const [Live, setLive] = useState<LiveForm | null>(null);
  const [failure, setFailure] = useState<FormLoadFailure>(null);
  // Read in the render that replaces the placeholder (the same task as the commit), so a key
  // typed while the chunk was arriving is not lost.
  const typed = useRef<TypedValues | null>(null);
  const startedAt = useRef<number | undefined>(undefined);
  // Where the placeholder sat (the live form takes its place, alone among named controls in
  // that parent) and which field had the focus.
  const place = useRef<ParentNode | null>(null);
  const focused = useRef<FocusedField | null>(null);
  if (Live && typed.current === null) {
    typed.current = typedValues(shell.current);
    startedAt.current = fillClockStart(typedBeforeCode(shell.current));
    place.current = shell.current?.parentNode ?? null;
    focused.current = focusedField(shell.current) ?? (failure && shell.current?.contains(document.activeElement) ? SUBMIT : null);
  }
  // The field the visitor was in keeps the focus (and the caret) in the live form; from "Try
  // again", the focus goes to the button that sends.
  useLayoutEffect(() => {
    if (!Live || !focused.current) return;
    if (focused.current === SUBMIT) focusSendButton(place.current);
    else restoreFocus(place.current, focused.current);
    focused.current = null;
  }, [Live]);
  const load = useCallback(() => {
    let active = true;
    // Asked anew each time: the browser fetches a chunk again after a failed request.
    import('./contact-form').then(
      (m) => active && setLive(() => m.ContactForm),
      () => active && setFailure('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  useEffect(load, [load]);
  if (Live) return <Live initialMessage={initialMessage} initialValues={typed.current ?? {}} startedAt={startedAt.current} />;
  const retry = () => {
    setFailure('retrying');
    load();
  };
  return <ContactFormPlaceholder formRef={shell} initialMessage={initialMessage} failure={failure} onRetry={retry} />;
}

/** The focus was on "Try again" when the live form came in. */
const SUBMIT: FocusedField = { name: '', start: null, end: null };

function ContactFormPlaceholder({
  formRef,
  initialMessage,
  failure,
  onRetry,
}: {
  formRef: Ref<HTMLFormElement>;
  initialMessage: string;
  failure: FormLoadFailure;
  onRetry: () => void;
}) {
  const id = useId();
  return (
    <form ref={formRef} className="contact-form" method="post" aria-label="Contact form" onSubmit={(e) => e.preventDefault()}>
      <NoScriptContact />
      <RequiredFieldsNote />
      <ContactFields
        field={(f) => <PlaceholderField field={f} idPrefix={id} defaultValue={f.name === 'message' ? initialMessage : undefined} />}
      />
      <HoneypotField />
      {failure ? (
        <FormLoadFailed failure={failure} onRetry={onRetry} />
      ) : (
        <Button type="submit" size="4" className="site-button tone-navy contact-form__submit" disabled>
          Send Message
        </Button>
      )}
      <Text as="p" size="1" className="contact-form__note">
        Your details are only used to reply to you and are never sold or shared.
      </Text>
    </form>
  );
}
