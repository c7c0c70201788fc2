import { z } from './zod';
import { directionControlsDropped, idSchema, isoDateTime, singleLine, textTypeError } from './fields';

// Messages are the product's own (see docs/product.md, "Forms and leads"); max lengths keep stored leads bounded.
const text = (min: number, message: string, max = 200) => {
  const label = message.replace(/ is required$|^Please enter a valid /, '').replace(/^./, (c) => c.toUpperCase());
  return singleLine(z.string(textTypeError(label, message)).trim().min(min, message).max(max, `Must be at most ${max} characters`), label);
};

export const valuationRequestInputSchema = z.object({
  name: text(2, 'Name is required', 120),
  email: directionControlsDropped(
    z.string(textTypeError('Email', 'Please enter a valid email address')).trim().max(254).pipe(z.email('Please enter a valid email address')),
  ),
  phone: text(10, 'Please enter a valid phone number', 40),
  address: text(5, 'Property address is required', 300),
  city: text(2, 'City is required', 120),
  state: text(2, 'State is required', 60),
  zipCode: text(5, 'ZIP code is required', 10),
  propertyType: text(1, 'Property type is required', 60),
  bedrooms: text(1, 'Number of bedrooms is required', 20),
  bathrooms: text(1, 'Number of bathrooms is required', 20),
  squareFeet: text(1, 'Square footage is required', 20),
  yearBuilt: text(4, 'Year built is required', 10),
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').optional(),
});
export type ValuationRequestInput = z.infer<typeof valuationRequestInputSchema>;
export type ValuationFormValues = z.input<typeof valuationRequestInputSchema>;

export const valuationRequestSchema = valuationRequestInputSchema.extend({
  id: idSchema,
  createdAt: isoDateTime,
});
export type ValuationRequest = z.infer<typeof valuationRequestSchema>;

export const propertyTypes = ['Single-family home', 'Townhouse', 'Condo / apartment', 'Multi-family', 'Land', 'Other'] as const;
