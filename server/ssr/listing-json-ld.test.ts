import { describe, expect, it } from 'vitest';
import type { Property } from '../../domain/property';
import { buildHead } from './head';

const listing = {
  id: 'a',
  version: 1,
  title: 'Stone Colonial',
  address: '1 Main St, Ellicott City, MD 21042',
  location: 'Ellicott City, Maryland',
  status: 'For Sale',
  price: 500000,
  beds: 4,
  baths: 2.5,
  sqft: 2400,
  description: 'A home.',
  imageUrl: '/images/photos/a-exterior.webp',
  photos: [
    { url: '/images/photos/a-exterior.webp', alt: 'Front of the house', width: 1600, height: 1067 },
    { url: '/uploads/kitchen.webp', alt: 'Kitchen', width: 2400, height: 1600 },
    { url: 'https://cdn.example.com/yard.jpg', alt: 'Yard', width: 1200, height: 800 },
  ],
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
} as unknown as Property;

describe('listing JSON-LD', () => {
  it('lists every photo URL, absolute, cover first', () => {
    const head = buildHead({ origin: 'https://agent.example', pathname: '/listings/a', content: {}, listing });
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '{}') as {
      '@graph': { '@type': string; image?: unknown }[];
    };
    const node = json['@graph'].find((n) => n['@type'] === 'RealEstateListing');
    expect(node?.image).toEqual([
      'https://agent.example/images/photos/a-exterior.webp',
      'https://agent.example/uploads/kitchen.webp',
      'https://cdn.example.com/yard.jpg',
    ]);
    expect(head).toContain('<meta property="og:image" content="https://agent.example/images/photos/a-exterior.webp" />');
  });
});
