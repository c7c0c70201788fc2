// Test data shared by the schema's tests and the form's (not used by the product).

/** A home-valuation request as a visitor fills it in, every field valid (notes optional). */
export const validValuationRequest = {
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.com',
  phone: '(410) 555-0142',
  address: '8 Hickory Ridge Road',
  city: 'Columbia',
  state: 'MD',
  zipCode: '21044',
  propertyType: 'Townhouse',
  bedrooms: '3',
  bathrooms: '2.5',
  squareFeet: '1850',
  yearBuilt: '1994',
};
