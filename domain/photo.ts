// Listing photos: the stored shape, the alt-text rule and the naming of the public variants.
// Shared by the server (pipeline, procedures) and the browser (gallery srcset, admin form), so
// both derive the same variant files from a photo's URL and size.
import { requiredText } from './fields';
import { imageUrl } from './url';
import { z } from './zod';

// The variants' naming lives apart so that the browser's first render can use it without zod.
export * from './photo-variants';

export const MAX_PHOTOS = 50;
const MAX_ALT = 200;

/** Width and height used when a photo's real size is unknown (an external link): the listing photo ratio. */
export const DEFAULT_PHOTO_SIZE = { width: 1200, height: 800 } as const;

const dimension = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(20_000, `${label} must be at most 20000`);

/** https or a site path (/uploads/..., /images/...), never another scheme. */
const photoUrl = imageUrl('Photo URL');

export const photoSchema = z.object({
  url: photoUrl,
  /** Describes the room or view for people who cannot see it, e.g. "Kitchen with quartz island". */
  alt: requiredText('Alt text', MAX_ALT),
  width: dimension('Photo width'),
  height: dimension('Photo height'),
});
export type Photo = z.infer<typeof photoSchema>;

/** As stored: lenient about URLs written by older releases (they are checked again before rendering). */
export const storedPhotoSchema = z.object({
  url: z.string().min(1).max(2000),
  alt: z.string().min(1).max(MAX_ALT),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

export const photosSchema = z
  .array(photoSchema, { error: 'Photos must be a list' })
  .min(1, 'Add at least one photo')
  .max(MAX_PHOTOS, `A listing can have at most ${MAX_PHOTOS} photos`);

/** Alt text for a photo that arrived without one (an imageUrl-only create or update, migrated data). */
export function altFromTitle(title: string): string {
  const text = `Photo of ${title.replace(/\s+/g, ' ').trim() || 'this home'}`;
  return text.length > MAX_ALT ? `${text.slice(0, MAX_ALT - 1).trimEnd()}…` : text;
}

/** Which photo (1-based) lacks alt text, for the admin's save message; null when all have one. */
export function firstPhotoWithoutAlt(photos: readonly { alt: string }[]): number | null {
  const i = photos.findIndex((p) => p.alt.trim() === '');
  return i === -1 ? null : i + 1;
}
