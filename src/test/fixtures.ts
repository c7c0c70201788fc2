// Sample public data for component tests.
import type { Property } from '../../domain/property';

const stamp = '2024-01-01T00:00:00.000Z';

/** A listing as the API answers it; `over` sets any field (version and photos included). */
export function property(over: Partial<Property> = {}): Property {
  return {
    id: 'p1',
    version: 1,
    title: 'Colonial on a Wooded Lot',
    address: '1 Main St, Ellicott City, MD 21042',
    location: 'Ellicott City, Maryland',
    status: 'For Sale',
    price: 849900,
    beds: 4,
    baths: 2.5,
    sqft: 2600,
    description: 'A bright colonial.',
    imageUrl: '/images/listings/colonial.webp',
    photos: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...over,
  };
}

export const sampleProperties = [
  property({ id: 'md-sale', title: 'Maryland Colonial', location: 'Ellicott City, Maryland', status: 'For Sale', price: 849900 }),
  property({ id: 'md-sold', title: 'Towson Cape Cod', location: 'Towson, MARYLAND', status: 'Sold', price: 462500 }),
  property({ id: 'dc-contract', title: 'Capitol Hill Rowhouse', location: 'Capitol Hill, Washington DC', status: 'Under Contract', price: 1249000 }),
  property({ id: 'va-sale', title: 'Arlington Craftsman', location: 'Arlington, Virginia', status: 'For Sale', price: 1095000 }),
  property({
    id: 'no-location',
    title: 'Unplaced Listing',
    location: '',
    status: 'For Sale',
    price: 300000,
    imageUrl: 'https://example.com/photo.jpg',
  }),
];

export function testimonial(id: string, client: string, rating = 5) {
  return { id, client, location: 'Columbia, MD', quote: `Quote from ${client}.`, rating, createdAt: stamp, updatedAt: stamp };
}

/** GET /api/stats as the seed computes it (240 closings, $123.6M, 2010 licence, as of November 2026). */
export function sampleStats(over: Record<string, unknown> = {}) {
  return {
    totalTransactions: 240,
    salesVolume: 123_600_000,
    averagePrice: 515_000,
    minPrice: 127_000,
    maxPrice: 960_000,
    neighborhoods: 17,
    yearsExperience: 16,
    asOf: '2026-11-25',
    byYear: [
      { year: 2023, transactions: 1, volume: 389_900 },
      { year: 2024, transactions: 4, volume: 2_523_500 },
    ],
    stated: [],
    basis: { transactions: 240, fromYear: 2010, toYear: 2024 },
    ...over,
  };
}
