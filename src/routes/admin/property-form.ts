// The property form works in text (what the agent types); the payload is what the API gets.
import { DEFAULT_PROPERTY_STATUS, propertyInputSchema, type Property, type PropertyInput, type PropertyStatus } from '../../../domain/property';
import { fieldErrors } from './form-field';

export type PropertyFormValues = {
  title: string;
  price: string;
  address: string;
  location: string;
  beds: string;
  baths: string;
  sqft: string;
  status: PropertyStatus;
  description: string;
  imageUrl: string;
};
export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues, string>>;

export const emptyPropertyForm: PropertyFormValues = {
  title: '',
  price: '',
  address: '',
  location: '',
  beds: '',
  baths: '',
  sqft: '',
  status: DEFAULT_PROPERTY_STATUS,
  description: '',
  imageUrl: '',
};

export function propertyToForm(p: Property): PropertyFormValues {
  return {
    title: p.title,
    price: String(p.price),
    address: p.address,
    location: p.location,
    beds: String(p.beds),
    baths: String(p.baths),
    sqft: String(p.sqft),
    status: p.status,
    description: p.description,
    imageUrl: p.imageUrl,
  };
}

/**
 * Checks the form with the same schema the server uses and builds the payload: price as a
 * text of digits, baths as text (2.5), beds and sqft as integers (SPEC section 5).
 */
export function toPropertyPayload(
  values: PropertyFormValues,
): { ok: true; payload: PropertyInput & { beds: number; sqft: number; price: string; baths: string } } | { ok: false; errors: PropertyFormErrors } {
  const result = propertyInputSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: fieldErrors<keyof PropertyFormValues>(result.error.issues) };
  const d = result.data;
  return {
    ok: true,
    payload: {
      title: d.title,
      address: d.address,
      location: d.location,
      price: String(d.price),
      beds: Math.trunc(d.beds),
      baths: String(d.baths),
      sqft: Math.trunc(d.sqft),
      description: d.description,
      imageUrl: d.imageUrl,
      status: d.status,
    },
  };
}

export function isPropertyFormDirty(values: PropertyFormValues, initial: PropertyFormValues): boolean {
  return (Object.keys(values) as (keyof PropertyFormValues)[]).some((k) => values[k] !== initial[k]);
}
