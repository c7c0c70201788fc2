// The home valuation request form (see docs/product.md, "Home valuation"). It imports
// react-hook-form; the page loads it lazily so other pages never download it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextArea, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  propertyTypes,
  valuationRequestInputSchema,
  type ValuationFormValues,
  type ValuationRequestInput,
} from '../../../../domain/valuation-request';
import { Form, FormField, type FieldFrameProps } from '../../../components/form';
import { NativeSelect } from '../../../components/native-select';
import { toast } from '../../../components/toast-store';
import { useFocusBackAfterSending } from '../../../lib/focus-after-sending';
import { visitorRefusalMessage } from '../../../lib/http-failure';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useSiteContent } from '../../../lib/site-content';
import { useTRPC } from '../../../lib/trpc';
import { confirmationSentence, useSiteFeatures } from '../../../lib/site-features';
import { Icon } from './parts/icons';
// The page renders the form's title (so it is in the server-rendered HTML); the form points at it.
import { VALUATION_FORM_TITLE_ID } from './parts/valuation-ids';
import './valuation.css';
import { leadSource } from '../../../lib/lead-source';

type FieldName = keyof ValuationFormValues;


const emptyValuationForm: Required<ValuationFormValues> = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  yearBuilt: '',
  notes: '',
};

/** How a valuation field looks; the wiring (ids, aria, errors) is the shared FormField. */
function ValuationFieldFrame({ id, errorId, label, error, optional, className, children }: FieldFrameProps) {
  return (
    <div className={`vf-field${className ? ` ${className}` : ''}`}>
      <label className="vf-label" htmlFor={id}>
        {label}
        {optional ? <span className="vf-optional"> (optional)</span> : <span aria-hidden="true" className="vf-required"> *</span>}
      </label>
      {children}
      {error && (
        <p className="vf-error" id={errorId}>
          <Icon name="info" size={15} />
          {error}
        </p>
      )}
    </div>
  );
}

const Field = FormField<ValuationFormValues>;

export function ValuationForm() {
  const { t } = useSiteContent();
  const trpc = useTRPC();
  const { confirmationEmail } = useSiteFeatures();
  const createRequest = useMutation(trpc.valuationRequests.create.mutationOptions());
  // Anti-spam (domain/lead-submission.ts): a field people never see and the time taken to fill in.
  const [honeypot, setHoneypot] = useState('');
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const form = useForm({
    resolver: zodResolver(valuationRequestInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: emptyValuationForm,
  });
  const { handleSubmit, reset } = form;
  const { isSubmitting } = form.formState;
  const submitButton = useFocusBackAfterSending(isSubmitting);

  const onSubmit = async (values: ValuationRequestInput) => {
    const agent = t('agent_name');
    try {
      await createRequest.mutateAsync({
        ...values,
        notes: values.notes ? values.notes : undefined,
        website: honeypot,
        ...(shownAt.current !== null ? { fillTimeMs: Date.now() - shownAt.current } : {}),
        ...leadSource(),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Request Not Sent',
        description:
          visitorRefusalMessage(error) ??
          `Sorry, your valuation request could not be sent. Please try again, or call ${agent} directly at ${t('contact_phone')}.`,
      });
      return;
    }
    toast({
      title: 'Valuation Request Received',
      description: `Thank you! ${agent} will review your property details and contact you ${t('response_time')} with your personalized home valuation. ${confirmationSentence(confirmationEmail)}`,
    });
    reset(emptyValuationForm);
    shownAt.current = Date.now();
  };
  const submitOnce = useSubmitOnce(handleSubmit(onSubmit));

  const text = (name: FieldName, label: string, input: Partial<TextField.RootProps> = {}, wide = false) => (
    <Field name={name} label={label} className={wide ? 'vf-field--wide' : undefined}>
      {(c) => <TextField.Root size="3" aria-required="true" {...input} {...c} />}
    </Field>
  );

  return (
    <Form form={form} frame={ValuationFieldFrame} idPrefix="valuation" className="vf" noValidate onSubmit={submitOnce} aria-labelledby={VALUATION_FORM_TITLE_ID}>
      <p className="vf-intro">
        Fields marked <span aria-hidden="true">*</span>
        <span className="vf-visually-hidden">with an asterisk</span> are required.
      </p>

      <fieldset className="vf-fieldset">
        <legend className="vf-legend">
          <Icon name="users" size={18} />
          Your Contact Information
        </legend>
        <div className="vf-grid">
          {text('name', 'Full Name', { autoComplete: 'name' }, true)}
          {text('email', 'Email Address', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </div>
      </fieldset>

      <fieldset className="vf-fieldset">
        <legend className="vf-legend">
          <Icon name="home" size={18} />
          Property Information
        </legend>
        <div className="vf-grid">
          {text('address', 'Street Address', { autoComplete: 'street-address' }, true)}
          {text('city', 'City', { autoComplete: 'address-level2' })}
          <div className="vf-pair">
            {text('state', 'State', { autoComplete: 'address-level1', placeholder: 'e.g. MD' })}
            {text('zipCode', 'ZIP Code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
          <Field name="propertyType" label="Property Type">
            {(c) => (
            <NativeSelect required aria-required="true" {...c}>
              <option value="" disabled>
                Select property type
              </option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
            )}
          </Field>
          {text('squareFeet', 'Square Footage', { inputMode: 'numeric', placeholder: 'e.g. 2,400' })}
          <div className="vf-pair">
            {text('bedrooms', 'Bedrooms', { inputMode: 'numeric', placeholder: 'e.g. 4' })}
            {text('bathrooms', 'Bathrooms', { inputMode: 'decimal', placeholder: 'e.g. 2.5' })}
          </div>
          {text('yearBuilt', 'Year Built', { inputMode: 'numeric', placeholder: 'e.g. 1998' })}
          <Field name="notes" label="Additional Notes" optional className="vf-field--wide">
            {(c) => <TextArea size="3" rows={4} placeholder="Recent renovations, upgrades, your timeline or anything else I should know" {...c} />}
          </Field>
        </div>
      </fieldset>

      <div className="vf-hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </div>
      <Button ref={submitButton} type="submit" size="3" className="pg-btn pg-btn--navy vf-submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Get My Free Valuation'}
      </Button>
      <p className="vf-privacy">
        <Icon name="lock" size={16} />
        <span>
          Your information is kept private and never sold or shared. You will receive your valuation {t('response_time')}.
        </span>
      </p>
    </Form>
  );
}

export default ValuationForm;
