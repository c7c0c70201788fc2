// The property form works in text (what the agent types); the payload is what the API gets.
import { emptyFactsForm, factsPayload, factsToForm, type ListingFactsForm } from './property-facts-form';
import type { z } from 'zod';
import { DEFAULT_PROPERTY_STATUS, propertyInputSchema, type Property, type PropertyInput, type PropertyStatus } from '../../../domain/property';

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
  /** Not edited directly: the cover is photos[0] (kept optional for payloads built by older code). */
  imageUrl?: string;
  /** The gallery in order; the first is the cover. */
  photos: PhotoDraft[];
} & ListingFactsForm;

type PhotoDraft = { url: string; alt: string; width: number; height: number };

/**
 * The fields edited as text (everything but the photo list). Type a field component with it,
 * `FormField<PropertyFormValues, PropertyTextField>`, so its control's value is a string.
 */
export type PropertyTextField = Exclude<
  { [K in keyof PropertyFormValues]-?: PropertyFormValues[K] extends string ? K : never }[keyof PropertyFormValues],
  'imageUrl'
>;

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
  photos: [],
  ...emptyFactsForm,
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
    // Data written before galleries existed has only imageUrl: edit it as a one-photo gallery.
    photos: p.photos?.length
      ? p.photos.map((ph) => ({ ...ph }))
      : p.imageUrl
        ? [{ url: p.imageUrl, alt: `Photo of ${p.title}`, width: 1200, height: 800 }]
        : [],
    ...factsToForm(p),
  };
}

type PropertyPayload = PropertyInput & { beds: number; sqft: number; price: string; baths: string };

/**
 * The payload the API gets from a checked form: price as a text of digits, baths as text
 * (2.5), beds and sqft as integers (see docs/product.md, "Admin: properties").
 */
export function propertyPayload(d: z.output<typeof propertyInputSchema>): PropertyPayload {
  return {
    title: d.title,
    address: d.address,
    location: d.location,
    price: String(d.price),
    beds: Math.trunc(d.beds),
    baths: String(d.baths),
    sqft: Math.trunc(d.sqft),
    description: d.description,
    // The cover's URL as imageUrl too, for clients that know only one picture.
    imageUrl: d.photos?.[0]?.url ?? d.imageUrl,
    ...(d.photos ? { photos: d.photos } : {}),
    status: d.status,
    ...factsPayload(d),
  };
}
