// The home valuation request form (SPEC section 5, DECISIONS item 8). The only module that
// imports react-hook-form; the page loads it lazily so other pages never download it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextArea, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  propertyTypes,
  valuationRequestInputSchema,
  type ValuationFormValues,
  type ValuationRequestInput,
} from '../../../../domain/valuation-request';
import { NativeSelect } from '../../../components/native-select';
import { toast } from '../../../components/toast-store';
import { useSiteContent } from '../../../lib/site-content';
import { useTRPC } from '../../../lib/trpc';
import { Icon } from './parts/icons';
// The page renders the form's title (so it is in the server-rendered HTML); the form points at it.
import { VALUATION_FORM_TITLE_ID } from './parts/valuation-ids';
import './valuation.css';

type FieldName = keyof ValuationFormValues;


export const emptyValuationForm: Required<ValuationFormValues> = {
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

const fieldId = (name: FieldName) => `valuation-${name}`;
const errorId = (name: FieldName) => `valuation-${name}-error`;

/** aria wiring shared by every control: invalid state and the message below it. */
function a11yProps(name: FieldName, errors: FieldErrors<ValuationFormValues>) {
  const invalid = Boolean(errors[name]);
  return {
    id: fieldId(name),
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId(name) : undefined,
  };
}

function Field({
  name,
  label,
  optional = false,
  errors,
  wide = false,
  children,
}: {
  name: FieldName;
  label: string;
  optional?: boolean;
  errors: FieldErrors<ValuationFormValues>;
  wide?: boolean;
  children: ReactNode;
}) {
  const message = errors[name]?.message;
  return (
    <div className={`vf-field${wide ? ' vf-field--wide' : ''}`}>
      <label className="vf-label" htmlFor={fieldId(name)}>
        {label}
        {optional ? <span className="vf-optional"> (optional)</span> : <span aria-hidden="true" className="vf-required"> *</span>}
      </label>
      {children}
      {message && (
        <p className="vf-error" id={errorId(name)}>
          <Icon name="info" size={15} />
          {message}
        </p>
      )}
    </div>
  );
}

export function ValuationForm() {
  const { t } = useSiteContent();
  const trpc = useTRPC();
  const createRequest = useMutation(trpc.valuationRequests.create.mutationOptions());
  // Anti-spam (domain/lead-submission.ts): a field people never see and the time taken to fill in.
  const [honeypot, setHoneypot] = useState('');
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(valuationRequestInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: emptyValuationForm,
  });

  const onSubmit = async (values: ValuationRequestInput) => {
    const agent = t('agent_name');
    try {
      await createRequest.mutateAsync({
        ...values,
        notes: values.notes ? values.notes : undefined,
        website: honeypot,
        ...(shownAt.current !== null ? { fillTimeMs: Date.now() - shownAt.current } : {}),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Request Not Sent',
        description: `Sorry, your valuation request could not be sent. Please try again, or call ${agent} directly at ${t('contact_phone')}.`,
      });
      return;
    }
    toast({
      title: 'Valuation Request Received',
      description: `Thank you! ${agent} will review your property details and contact you within 24 hours with your personalized home valuation.`,
    });
    reset(emptyValuationForm);
    shownAt.current = Date.now();
  };

  const text = (name: FieldName, label: string, input: Partial<TextField.RootProps> = {}, wide = false) => (
    <Field name={name} label={label} errors={errors} wide={wide}>
      <TextField.Root size="3" aria-required="true" {...input} {...a11yProps(name, errors)} {...register(name)} />
    </Field>
  );

  return (
    <form className="vf" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={VALUATION_FORM_TITLE_ID}>
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
          <Field name="propertyType" label="Property Type" errors={errors}>
            <NativeSelect required aria-required="true" {...a11yProps('propertyType', errors)} {...register('propertyType')}>
              <option value="" disabled>
                Select property type
              </option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text('squareFeet', 'Square Footage', { inputMode: 'numeric', placeholder: 'e.g. 2,400' })}
          <div className="vf-pair">
            {text('bedrooms', 'Bedrooms', { inputMode: 'numeric', placeholder: 'e.g. 4' })}
            {text('bathrooms', 'Bathrooms', { inputMode: 'decimal', placeholder: 'e.g. 2.5' })}
          </div>
          {text('yearBuilt', 'Year Built', { inputMode: 'numeric', placeholder: 'e.g. 1998' })}
          <Field name="notes" label="Additional Notes" optional errors={errors} wide>
            <TextArea
              size="3"
              rows={4}
              placeholder="Recent renovations, upgrades, your timeline or anything else I should know"
              {...a11yProps('notes', errors)}
              {...register('notes')}
            />
          </Field>
        </div>
      </fieldset>

      <div className="vf-hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </div>
      <Button type="submit" size="3" className="pg-btn pg-btn--navy vf-submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Get My Free Valuation'}
      </Button>
      <p className="vf-privacy">
        <Icon name="lock" size={16} />
        <span>
          Your information is kept private and never sold or shared. You will receive your valuation within 24 hours.
        </span>
      </p>
    </form>
  );
}

export default ValuationForm;
