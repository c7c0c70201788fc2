// One valid payload per lead kind, as a visitor fills the form in: every test that sends a lead
// spreads from these and overrides only what it is about, so a new required field is added here
// once. Test data only: nothing under domain/, server/ or src/ outside tests imports this folder,
// so the builds (which follow imports from the entry points) never ship it.
import type { ContactMessageInput } from '../domain/contact-message';
import type { ValuationFormValues } from '../domain/valuation-request';

/** A home-valuation request with every field valid; notes are optional and left out. */
export const validValuationRequest = {
  name: 'George Whitaker',
  email: 'g.whitaker@example.com',
  phone: '4105550199',
  address: '14 Tidewater Court',
  city: 'Annapolis',
  state: 'MD',
  zipCode: '21401',
  propertyType: 'Single-family home',
  bedrooms: '4',
  bathrooms: '3',
  squareFeet: '2600',
  yearBuilt: '1998',
} satisfies ValuationFormValues;

/** A contact message with every field valid. */
export const validContactMessage = {
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '(301) 555-0142',
  subject: 'buying',
  message: 'We are relocating to Bethesda in the spring and would like to see townhouses under $900K.',
} satisfies ContactMessageInput;
