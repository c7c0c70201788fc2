import { describe, expect, it } from 'vitest';
import { emptyPropertyForm, isPropertyFormDirty, propertyToForm, toPropertyPayload, type PropertyFormValues } from './property-form';

const filled: PropertyFormValues = {
  ...emptyPropertyForm,
  title: ' Brick Colonial ',
  price: '$450,000',
  address: '12 Oak Lane, Towson, MD 21204',
  location: 'Towson, Maryland',
  beds: '4',
  baths: '2.5',
  sqft: '2,150',
  description: 'Four bedrooms near the park.',
  imageUrl: '/uploads/abc.webp',
};

describe('toPropertyPayload', () => {
  it('sends beds and square feet as integers, price as digits and baths as text', () => {
    const result = toPropertyPayload(filled);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.beds).toBe(4);
    expect(result.payload.sqft).toBe(2150);
    expect(typeof result.payload.beds).toBe('number');
    expect(result.payload.price).toBe('450000');
    expect(result.payload.baths).toBe('2.5');
    expect(result.payload.title).toBe('Brick Colonial');
    expect(result.payload.status).toBe('For Sale');
  });

  it('names every missing required field', () => {
    const result = toPropertyPayload(emptyPropertyForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      price: 'Price is required',
      address: 'Address is required',
      location: 'Location is required',
      beds: 'Beds is required',
      baths: 'Baths is required',
      sqft: 'Square feet is required',
      description: 'Description is required',
      imageUrl: 'Image URL is required',
    });
  });

  it('refuses fractional beds instead of silently rounding them', () => {
    const result = toPropertyPayload({ ...filled, beds: '3.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.beds).toBe('Beds must be a whole number');
  });

  it('refuses text where a number belongs', () => {
    const result = toPropertyPayload({ ...filled, price: 'call for price' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.price).toBe('Price must be a number');
  });
});

describe('property form helpers', () => {
  it('prefills the edit form with text values and detects edits', () => {
    const initial = propertyToForm({
      id: 'p1',
      title: 'Rowhouse',
      address: '1 Main St',
      location: 'Washington, DC',
      status: 'Sold',
      price: 615000,
      beds: 3,
      baths: 1.5,
      sqft: 1400,
      description: 'Restored.',
      imageUrl: '/images/x.webp',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
    expect(initial).toMatchObject({ price: '615000', beds: '3', baths: '1.5', sqft: '1400', status: 'Sold' });
    expect(isPropertyFormDirty(initial, initial)).toBe(false);
    expect(isPropertyFormDirty({ ...initial, title: 'Rowhouse!' }, initial)).toBe(true);
  });
});
