import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { propertyInputSchema } from '../../../domain/property';
import { emptyPropertyForm, propertyPayload, propertyToForm, type PropertyFormValues } from './property-form';

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

/** What the editor does on Save: its resolver checks the values, then propertyPayload builds what is sent. */
function save(values: PropertyFormValues) {
  const result = propertyInputSchema.safeParse(values);
  if (!result.success) throw new Error(`expected the form to pass: ${result.error.message}`);
  return propertyPayload(result.data);
}

/** The message the editor shows under each field, as the form's resolver reports them. */
async function fieldMessages(values: PropertyFormValues): Promise<Record<string, string | undefined>> {
  const resolve = zodResolver(propertyInputSchema);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string } | undefined)?.message]));
}

describe('the property payload', () => {
  it('sends beds and square feet as integers, price as digits and baths as text', () => {
    const payload = save(filled);
    expect(payload.beds).toBe(4);
    expect(payload.sqft).toBe(2150);
    expect(typeof payload.beds).toBe('number');
    expect(payload.price).toBe('450000');
    expect(payload.baths).toBe('2.5');
    expect(payload.title).toBe('Brick Colonial');
    expect(payload.status).toBe('For Sale');
  });

  it('sends the photos in order, with the first as imageUrl (the cover)', () => {
    const payload = save(filled);
    expect(payload.photos?.map((p) => p.alt)).toEqual(['Front porch', 'Kitchen with quartz island']);
    expect(payload.imageUrl).toBe('/uploads/abc.webp');
  });
});

describe('the property form check', () => {
  it('names a photo without alt text, and a listing without photos', async () => {
    const noAlt = await fieldMessages({ ...filled, photos: [filled.photos[0]!, { ...filled.photos[1]!, alt: ' ' }] });
    expect(Object.keys(noAlt)).toEqual(['photos']);
    const none = await fieldMessages({ ...filled, photos: [] });
    expect(none.photos).toBe('Add at least one photo');
  });

  it('names every missing required field', async () => {
    expect(await fieldMessages(emptyPropertyForm)).toMatchObject({
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

  it('refuses fractional beds instead of silently rounding them', async () => {
    expect((await fieldMessages({ ...filled, beds: '3.5' })).beds).toBe('Beds must be a whole number');
  });

  it('refuses text where a number belongs', async () => {
    expect((await fieldMessages({ ...filled, price: 'call for price' })).price).toBe('Price must be a number');
  });
});

describe('the edit form', () => {
  it('is prefilled with text values', () => {
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
    expect(initial.photos).toEqual([{ url: '/images/x.webp', alt: 'Front of the rowhouse', width: 1200, height: 800 }]);
  });
});
