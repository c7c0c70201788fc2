import { describe, expect, it } from 'vitest';
import { photosSchema } from '../../../domain/photo';
import { migration } from './002-listing-photos';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';

const v1 = () => migrate(loadV1Fixture(), 1);
type Row = { title: string; imageUrl: string; photos: { url: string; alt: string; width: number; height: number }[] };

describe('migration 2: listing photo galleries', () => {
  it('gives every release-1 listing a one-photo gallery of its picture, alt text from the title', () => {
    const before = v1().properties as Row[];
    const after = migrate(loadV1Fixture(), 2).properties as Row[];
    expect(after).toHaveLength(before.length);
    expect(after.length).toBeGreaterThan(0);
    after.forEach((p, i) => {
      expect(p.photos).toEqual([{ url: before[i]!.imageUrl, alt: `Photo of ${before[i]!.title}`, width: 1200, height: 800 }]);
      expect(p.imageUrl).toBe(before[i]!.imageUrl);
      expect(photosSchema.safeParse(p.photos).success).toBe(true);
    });
  });

  it('leaves everything else as it was', () => {
    const before = v1();
    const after = migration.up(structuredClone(before));
    const strip = (d: Record<string, unknown>) => ({ ...d, properties: (d.properties as Row[]).map(({ photos: _photos, ...rest }) => rest) });
    expect(strip(after)).toEqual(strip(before));
  });

  it('keeps a gallery that is already there, and uses defaults for pictures it does not know', () => {
    const gallery = [{ url: '/uploads/a.webp', alt: 'Kitchen with quartz island', width: 2400, height: 1600 }];
    const out = migration.up({
      properties: [
        { title: 'Has photos', imageUrl: '/uploads/a.webp', photos: gallery },
        { title: 'External picture', imageUrl: 'https://example.com/house.jpg' },
        { title: 'No picture', imageUrl: '' },
      ],
    }).properties as Row[];
    expect(out[0]!.photos).toEqual(gallery);
    expect(out[1]!.photos).toEqual([{ url: 'https://example.com/house.jpg', alt: 'Photo of External picture', width: 1200, height: 800 }]);
    expect(out[2]!.photos[0]!.url).toBe('/images/placeholder-property.svg');
    expect(out[2]!.imageUrl).toBe('/images/placeholder-property.svg');
  });

  it('cuts an alt text derived from a very long title to 200 characters', () => {
    const out = migration.up({ properties: [{ title: 'x'.repeat(300), imageUrl: '/images/listings/a.webp' }] }).properties as Row[];
    expect(out[0]!.photos[0]!.alt.length).toBe(200);
  });
});
