import { z } from './zod';
import { idSchema, imageUrlSchema, isoDateTime, numberFromText, requiredText } from './fields';

export * from './property-status';
import { DEFAULT_PROPERTY_STATUS, propertyStatuses } from './property-status';

/** What the admin sends (text forms accepted, DECISIONS item 5). */
export const propertyInputSchema = z.object({
  title: requiredText('Title', 200),
  address: requiredText('Address', 300),
  location: requiredText('Location', 200),
  price: numberFromText('Price', { min: 0, max: 1_000_000_000, integer: true }),
  beds: numberFromText('Beds', { min: 0, max: 100, integer: true }),
  baths: numberFromText('Baths', { min: 0, max: 100, step: 0.5 }),
  sqft: numberFromText('Square feet', { min: 0, max: 1_000_000, integer: true }),
  description: requiredText('Description', 5000),
  imageUrl: imageUrlSchema,
  status: z.enum(propertyStatuses, { error: 'Status must be For Sale, Under Contract or Sold' }).default(DEFAULT_PROPERTY_STATUS),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;

export const propertySchema = z.object({
  id: idSchema,
  title: z.string().min(1).max(200),
  address: z.string().min(1).max(300),
  location: z.string().max(200),
  status: z.enum(propertyStatuses),
  price: z.number().int().min(0),
  beds: z.number().int().min(0),
  baths: z.number().min(0),
  sqft: z.number().int().min(0),
  description: z.string().max(5000),
  imageUrl: z.string().max(2000),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Property = z.infer<typeof propertySchema>;

export const propertyUpdateSchema = z.object({ id: idSchema, data: propertyInputSchema });
