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
  photos: [
    { url: '/uploads/abc.webp', alt: 'Front porch', width: 2400, height: 1600 },
    { url: '/uploads/def.webp', alt: 'Kitchen with quartz island', width: 1600, height: 1067 },
  ],
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

  it('sends the photos in order, with the first as imageUrl (the cover)', () => {
    const result = toPropertyPayload(filled);
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload.photos?.map((p) => p.alt)).toEqual(['Front porch', 'Kitchen with quartz island']);
    expect(result.payload.imageUrl).toBe('/uploads/abc.webp');
  });

  it('names a photo without alt text, and a listing without photos', () => {
    const noAlt = toPropertyPayload({ ...filled, photos: [filled.photos[0]!, { ...filled.photos[1]!, alt: ' ' }] });
    expect(noAlt.ok).toBe(false);
    const none = toPropertyPayload({ ...filled, photos: [] });
    expect(none.ok ? null : none.errors.photos).toBe('Add at least one photo');
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
      photos: 'Add at least one photo',
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
      version: 1,
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
      photos: [{ url: '/images/x.webp', alt: 'Front of the rowhouse', width: 1200, height: 800 }],
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
    expect(initial).toMatchObject({ price: '615000', beds: '3', baths: '1.5', sqft: '1400', status: 'Sold' });
    expect(isPropertyFormDirty(initial, initial)).toBe(false);
    expect(initial.photos).toEqual([{ url: '/images/x.webp', alt: 'Front of the rowhouse', width: 1200, height: 800 }]);
    expect(isPropertyFormDirty({ ...initial, title: 'Rowhouse!' }, initial)).toBe(true);
    expect(isPropertyFormDirty({ ...initial, photos: [{ ...initial.photos[0]!, alt: 'Rowhouse front' }] }, initial)).toBe(true);
  });
});
