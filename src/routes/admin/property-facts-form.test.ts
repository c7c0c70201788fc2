import { describe, expect, it } from 'vitest';
import { propertyInputSchema, type Property } from '../../../domain/property';
import { emptyPropertyForm, propertyPayload, propertyToForm } from './property-form';

const base = {
  id: 'p1',
  version: 1,
  title: 'Brick Cape',
  address: '14 Juniper Lane, Towson, MD 21204',
  location: 'Towson, Maryland',
  status: 'For Sale',
  price: 500000,
  beds: 3,
  baths: 2,
  sqft: 1900,
  description: 'A brick cape.',
  imageUrl: '/uploads/a.webp',
  photos: [{ url: '/uploads/a.webp', alt: 'Front', width: 1200, height: 800 }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Property;

describe('listing facts in the property form', () => {
  it('a new form has no facts, and its payload clears them all', () => {
    expect(emptyPropertyForm.propertyType).toBe('');
    expect(emptyPropertyForm.openHouses).toEqual([]);
    const parsed = propertyInputSchema.parse({ ...propertyToForm(base) });
    const payload = propertyPayload(parsed);
    expect(payload).toMatchObject({ propertyType: null, yearBuilt: null, lotSize: null, lotSizeUnit: null, videoUrl: null, openHouses: [] });
  });

  it('round-trips every fact through the form as text', () => {
    const withFacts = {
      ...base,
      propertyType: 'condo',
      yearBuilt: 1998,
      lotSize: 2500,
      lotSizeUnit: 'sqft',
      hoaMonthly: 320,
      parking: 'Garage space',
      heatingCooling: 'Heat pump',
      mlsNumber: 'DCDC123',
      virtualTourUrl: 'https://my.matterport.com/show/?m=abc12345',
      videoUrl: 'https://vimeo.com/123456',
      openHouses: [{ start: '2030-03-14T13:00:00-04:00', end: '2030-03-14T15:00:00-04:00' }],
    } as Property;
    const form = propertyToForm(withFacts);
    expect(form).toMatchObject({ yearBuilt: '1998', lotSize: '2500', lotSizeUnit: 'sqft', hoaMonthly: '320' });
    const payload = propertyPayload(propertyInputSchema.parse(form));
    expect(payload).toMatchObject({
      propertyType: 'condo',
      yearBuilt: 1998,
      lotSize: 2500,
      lotSizeUnit: 'sqft',
      hoaMonthly: 320,
      mlsNumber: 'DCDC123',
      videoUrl: 'https://vimeo.com/123456',
      openHouses: withFacts.openHouses,
    });
  });

  it('a bad tour link is refused with a message naming the field', () => {
    const r = propertyInputSchema.safeParse({ ...propertyToForm(base), virtualTourUrl: 'http://tour.example.com' });
    expect(r.success).toBe(false);
    expect(r.success ? '' : r.error.issues[0]!.message).toMatch(/virtualTourUrl/);
  });
});
