// The listing page's first render carries no form library: the server renders the showing
// request form as this placeholder (the same fields, looking the same, its button disabled as
// the live form's is until it is ready). The live form (react-hook-form, zod) is a chunk of its
// own, loaded when the section comes near the viewport or the visitor touches or focuses it;
// it takes over with whatever the visitor already typed and keeps the focus where it was.
import { Button, Heading } from '@radix-ui/themes';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import type { ListingClosed } from '../../../../domain/showing-request';
import { focusSendButton, FormLoadFailed, type FormLoadFailure } from '../../../components/form-load-failed';
import { NoScriptContact } from '../../../components/noscript-contact';
import { fillClockStart, typedBeforeCode } from '../../../lib/fill-time';
import { focusedField, restoreFocus, type FocusedField } from '../../../lib/form-handover';
import { HoneypotField, PlaceholderField } from '../home/lead-form-fields';
import type { ShowingRequestForm as LiveShowingRequestForm } from './showing-request-form';
import { ShowingRequestFields, typedShowingValues } from './showing-request-field-list';
import { showingFormLabel, type TypedShowingValues } from './showing-request-fields';
import '../home/contact-form.css';

type LiveForm = ComponentType<Parameters<typeof LiveShowingRequestForm>[0]>;

/** How far below (or above) the viewport the live form starts loading. */
const NEAR_VIEWPORT = '100% 0px';

// One request at a time however many touches ask for it, and a new one after it settled: the
// browser keeps the module once it is in, and fetches the chunk again after a failed request.
let loading: Promise<LiveForm> | null = null;
const loadLiveForm = () =>
  (loading ??= import('./showing-request-form')
    .then((m): LiveForm => m.ShowingRequestForm)
    .finally(() => {
      loading = null;
    }));

/** The focus was on "Try again" when the live form came in. */
const SUBMIT: FocusedField = { name: '', start: null, end: null };

/** "Request a showing": the section, with the placeholder until the live form is in. */
export function ShowingRequestSection({
  propertyId,
  address,
  closed,
  onStarted,
}: {
  propertyId: string;
  address: string;
  /** The home sold or was taken off the site while the visitor was filling in (the page keeps the section for them). */
  closed?: ListingClosed;
  /** The visitor typed or chose something in the form. */
  onStarted?: () => void;
}) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const shell = useRef<HTMLFormElement>(null);
  const [Live, setLive] = useState<LiveForm | null>(null);
  const [failure, setFailure] = useState<FormLoadFailure>(null);
  // Read in the render that replaces the placeholder (the same task as the commit), so a key
  // typed while the chunk was arriving is not lost.
  const handover = useRef<{ values: TypedShowingValues; focused: FocusedField | null; startedAt: number } | null>(null);
  if (Live && handover.current === null && shell.current) {
    handover.current = {
      values: typedShowingValues(shell.current),
      focused: focusedField(shell.current) ?? (failure && shell.current.contains(document.activeElement) ? SUBMIT : null),
      startedAt: fillClockStart(typedBeforeCode(shell.current)),
    };
  }

  const load = useCallback(() => {
    loadLiveForm().then(
      (form) => setLive(() => form),
      () => setFailure('failed'),
    );
  }, []);
  const retry = () => {
    setFailure('retrying');
    load();
  };

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  // The field the visitor was in keeps the focus (and the caret) in the live form.
  useLayoutEffect(() => {
    const focused = handover.current?.focused;
    if (!Live || !focused) return;
    handover.current = { ...handover.current!, focused: null };
    // From "Try again", the focus goes to the button that sends.
    if (focused === SUBMIT) focusSendButton(section.current);
    else restoreFocus(section.current, focused);
  }, [Live]);

  return (
    <section ref={section} className="listing-showing" aria-labelledby={`${id}-title`} onFocus={load} onPointerDown={load} onInput={onStarted}>
      <Heading as="h2" id={`${id}-title`} className="listing-showing__title">
        Request a showing
      </Heading>
      {Live ? (
        <Live propertyId={propertyId} address={address} initialValues={handover.current?.values} startedAt={handover.current?.startedAt} closed={closed} />
      ) : (
        <ShowingRequestPlaceholder formRef={shell} address={address} failure={failure} onRetry={retry} />
      )}
    </section>
  );
}

function ShowingRequestPlaceholder({
  formRef,
  address,
  failure,
  onRetry,
}: {
  formRef: Ref<HTMLFormElement>;
  address: string;
  failure: FormLoadFailure;
  onRetry: () => void;
}) {
  const id = useId();
  return (
    <form ref={formRef} className="contact-form listing-showing__form" method="post" noValidate aria-label={showingFormLabel(address)} onSubmit={(e) => e.preventDefault()}>
      <NoScriptContact />
      <ShowingRequestFields field={(f) => <PlaceholderField field={f} idPrefix={id} />} />
      <HoneypotField />
      {failure ? (
        <FormLoadFailed failure={failure} onRetry={onRetry} />
      ) : (
        <Button type="submit" size="3" className="site-button tone-navy" disabled>
          Request a showing
        </Button>
      )}
    </form>
  );
}
