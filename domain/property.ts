import { z } from 'zod';
import { idSchema, imageUrlSchema, isoDateTime, numberFromText, requiredText } from './fields';

export const propertyStatuses = ['For Sale', 'Under Contract', 'Sold'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'For Sale';

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

/** Public filter values (SPEC section 4). */
export const statusFilters = ['all', 'available', 'under contract', 'sold'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const locationFilters = ['all', 'maryland', 'dc', 'virginia'] as const;
export type LocationFilter = (typeof locationFilters)[number];

/** Public status label: a For Sale listing is "Available" (DECISIONS item 1). */
export function publicStatus(status: string): 'Available' | 'Under Contract' | 'Sold' | string {
  const s = status.trim().toLowerCase();
  if (s === 'for sale' || s === 'available') return 'Available';
  if (s === 'under contract') return 'Under Contract';
  if (s === 'sold') return 'Sold';
  return status;
}

export function matchesFilters(
  p: { status: string; location?: string | null },
  status: StatusFilter,
  location: LocationFilter,
): boolean {
  if (status !== 'all' && publicStatus(p.status).toLowerCase() !== status) return false;
  if (location !== 'all') {
    if (!p.location) return false;
    if (!p.location.toLowerCase().includes(location)) return false;
  }
  return true;
}

/** Badge colour per SPEC section 4 (Radix accent names). */
export function statusBadgeColor(status: string): 'indigo' | 'orange' | 'green' {
  const s = publicStatus(status).toLowerCase();
  if (s === 'under contract') return 'orange';
  if (s === 'sold') return 'green';
  return 'indigo';
}
