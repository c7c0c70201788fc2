import { z } from './zod';
import { directionControlsDropped, hasCallableDigits, idSchema, isoDateTime, singleLine, textTypeError, tooLongMessage } from './fields';

// Messages are the product's own (see docs/product.md, "Forms and leads"); max lengths keep stored leads bounded.
// Every check carries its own message: zod 4 otherwise answers a check with the schema's error
// function, which says "<Label> must be text" for any value that is not missing.
const labelOf = (message: string) => message.replace(/ is required$|^Please enter a valid /, '').replace(/^./, (c) => c.toUpperCase());
const text = (min: number, message: string, max = 200) => {
  const label = labelOf(message);
  return singleLine(z.string(textTypeError(label, message)).trim().min(min, message).max(max, tooLongMessage(label, max)), label);
};

const PHONE_MESSAGE = 'Please enter a valid phone number';
/** As the other forms: 7 digits, so every valuation lead can be called back. */
const phone = text(10, PHONE_MESSAGE, 40).refine(hasCallableDigits, PHONE_MESSAGE);

export const valuationRequestInputSchema = z.object({
  name: text(2, 'Name is required', 120),
  email: directionControlsDropped(
    z
      .string(textTypeError('Email', 'Please enter a valid email address'))
      .trim()
      .max(254, tooLongMessage('Email', 254))
      .pipe(z.email('Please enter a valid email address')),
  ),
  phone,
  address: text(5, 'Property address is required', 300),
  city: text(2, 'City is required', 120),
  state: text(2, 'State is required', 60),
  zipCode: text(5, 'ZIP code is required', 10),
  propertyType: text(1, 'Property type is required', 60),
  bedrooms: text(1, 'Number of bedrooms is required', 20),
  bathrooms: text(1, 'Number of bathrooms is required', 20),
  squareFeet: text(1, 'Square footage is required', 20),
  yearBuilt: text(4, 'Year built is required', 10),
  notes: z.string(textTypeError('Notes')).trim().max(5000, tooLongMessage('Notes', 5000)).optional(),
});
export type ValuationRequestInput = z.infer<typeof valuationRequestInputSchema>;
export type ValuationFormValues = z.input<typeof valuationRequestInputSchema>;

export const valuationRequestSchema = valuationRequestInputSchema.extend({
  id: idSchema,
  createdAt: isoDateTime,
  // Requests stored before a phone needed 7 digits stay readable as they were sent.
  phone: text(10, PHONE_MESSAGE, 40),
});
export type ValuationRequest = z.infer<typeof valuationRequestSchema>;

/**
 * The home a valuation request describes, in the form's order, with the label the agent's e-mail,
 * the inbox card and the CSV export give each field.
 */
export const valuationFieldLabels = [
  ['address', 'Property address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP code'],
  ['propertyType', 'Property type'],
  ['bedrooms', 'Bedrooms'],
  ['bathrooms', 'Bathrooms'],
  ['squareFeet', 'Square feet'],
  ['yearBuilt', 'Year built'],
] as const satisfies readonly (readonly [keyof ValuationRequestInput, string])[];

export const propertyTypes = ['Single-family home', 'Townhouse', 'Condo / apartment', 'Multi-family', 'Land', 'Other'] as const;
