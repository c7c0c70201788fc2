import { z } from './zod';
import { idSchema, imageUrlSchema, isoDateTime, numberFromText, requiredText, singleLineText } from './fields';
import { storedVersion } from './versioning';
import { listingFactsInputShape, listingFactsShape } from './listing-facts';
import { MAX_PHOTOS, photosSchema, storedPhotoSchema } from './photo';

export * from './property-status';
import { DEFAULT_PROPERTY_STATUS, propertyStatuses } from './property-status';

const statusField = z.enum(propertyStatuses, { error: 'Status must be For Sale, Under Contract or Sold' });

/** What the admin sends (text forms accepted, see docs/product.md, "Listings and statuses"). */
export const propertyInputSchema = z.object({
  title: singleLineText('Title', 200),
  address: singleLineText('Address', 300),
  location: singleLineText('Location', 200),
  price: numberFromText('Price', { min: 0, max: 1_000_000_000, integer: true }),
  beds: numberFromText('Beds', { min: 0, max: 100, integer: true }),
  baths: numberFromText('Baths', { min: 0, max: 100, step: 0.5 }),
  sqft: numberFromText('Square feet', { min: 0, max: 1_000_000, integer: true }),
  description: requiredText('Description', 5000),
  /** The cover photo; may be sent alone (a one-photo gallery, alt text from the title). Required unless photos are sent. */
  imageUrl: imageUrlSchema.optional(),
  /** The gallery in order; the first is the cover (and becomes imageUrl). */
  photos: photosSchema.optional(),
  status: statusField.default(DEFAULT_PROPERTY_STATUS),
  /** Optional facts and open houses (domain/listing-facts.ts); absent keeps, blank clears. */
  ...listingFactsInputShape,
});
export type PropertyInput = z.input<typeof propertyInputSchema>;

export const propertySchema = z.object({
  id: idSchema,
  /** +1 on every change; a stale update or delete is refused (see domain/versioning.ts). */
  version: storedVersion,
  title: z.string().min(1).max(200),
  address: z.string().min(1).max(300),
  location: z.string().max(200),
  status: z.enum(propertyStatuses),
  price: z.number().int().min(0),
  beds: z.number().int().min(0),
  baths: z.number().min(0),
  sqft: z.number().int().min(0),
  description: z.string().max(5000),
  /** Always the cover's URL (photos[0].url), kept for clients that know only one picture. */
  imageUrl: z.string().max(2000),
  photos: z.array(storedPhotoSchema).min(1).max(MAX_PHOTOS),
  ...listingFactsShape,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Property = z.infer<typeof propertySchema>;

/** An update: a status left out keeps the stored one (the default is for a new listing only). */
export const propertyUpdateSchema = z.object({ id: idSchema, data: propertyInputSchema.extend({ status: statusField.optional() }) });
