// Data version 2: listing photo galleries. Every property gets `photos`, a one-photo gallery made
// from its imageUrl with alt text derived from the title. Pure (no file reads): the size is the
// listing photo size release 1 shipped and displayed (1200 x 800, every /images/listings photo
// is drawn at that size); for other pictures it is only a layout hint (the gallery crops to a
// fixed frame) and the real size is read when the agent next saves the listing.
import { altFromTitle, DEFAULT_PHOTO_SIZE } from '../../../domain/photo';
import type { Migration, RawDb } from './types';

/** Sizes of the pictures release 1 shipped, by URL pattern. */
const SHIPPED_SIZES: [RegExp, { width: number; height: number }][] = [
  [/^\/images\/listings\/[^/]+-600\.webp$/, { width: 600, height: 400 }],
  [/^\/images\/listings\/[^/]+\.webp$/, { width: 1200, height: 800 }],
];

function sizeOf(url: string) {
  return SHIPPED_SIZES.find(([pattern]) => pattern.test(url))?.[1] ?? DEFAULT_PHOTO_SIZE;
}

type RawProperty = Record<string, unknown>;

function withPhotos(p: RawProperty): RawProperty {
  // Tolerates data that already has a gallery (a file written by a newer build, or re-run).
  if (Array.isArray(p.photos) && p.photos.length > 0) return p;
  const url = typeof p.imageUrl === 'string' && p.imageUrl.trim() ? p.imageUrl.trim() : '/images/placeholder-property.svg';
  const title = typeof p.title === 'string' ? p.title : '';
  return { ...p, imageUrl: url, photos: [{ url, alt: altFromTitle(title), ...sizeOf(url) }] };
}

export const migration: Migration = {
  to: 2,
  name: 'listing photo galleries',
  up: (data: RawDb) => (Array.isArray(data.properties) ? { ...data, properties: (data.properties as RawProperty[]).map(withPhotos) } : data),
};
