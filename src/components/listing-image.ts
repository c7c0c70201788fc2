import type { ImageSource } from './fallback-image';
import { safeHref } from '../../domain/safe-href';

export const PLACEHOLDER_PROPERTY_IMAGE = '/images/placeholder-property.svg';
const LISTING_IMAGE_WIDTH = 1200;
const LISTING_THUMB_WIDTH = 600;

/**
 * The sources to try for a listing photo: the photo itself (with its 600 px variant in
 * srcset when it is one of our /images/listings/*.webp files), then the placeholder.
 */
export function listingImageSources(url: string | null | undefined, sizes: string): [ImageSource, ...ImageSource[]] {
  const placeholder: ImageSource = { src: PLACEHOLDER_PROPERTY_IMAGE };
  // An image address stored before links were checked may be anything: only https or a site path is used.
  const src = safeHref((url ?? '').trim(), ['image']) ?? '';
  if (!src) return [placeholder];
  const m = /^\/images\/listings\/([^/?#]+)\.webp$/.exec(src);
  if (m && !m[1]!.endsWith('-600')) {
    return [{ src, srcSet: `/images/listings/${m[1]}-600.webp ${LISTING_THUMB_WIDTH}w, ${src} ${LISTING_IMAGE_WIDTH}w`, sizes }, placeholder];
  }
  return [{ src }, placeholder];
}
