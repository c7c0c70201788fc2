// The public variants of a listing photo: which files the upload pipeline writes and how the
// browser's srcset names them. No zod here: the home page's first render imports this (through
// the responsive photo of every listing card) and must not carry the schema library.

/** Long edges of the public variants; a photo is never enlarged, so smaller ones get fewer. */
const PHOTO_EDGES = [480, 960, 1600, 2400] as const;
const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// Variants: `<base>.webp` is the canonical URL (the largest WebP); every other file sits beside
// it as `<base>-<long edge>.<format>`.
// ---------------------------------------------------------------------------------------------

/** Long edges written for a photo of this size: the standard edges below its own, then its own (capped at 2400). */
export function variantEdges(width: number, height: number): number[] {
  const long = Math.max(width, height);
  const top = Math.min(long, PHOTO_EDGES.at(-1) ?? long);
  const edges: number[] = PHOTO_EDGES.filter((e) => e < top);
  edges.push(top);
  return edges;
}

/** The size of the variant with this long edge (the same rounding the pipeline uses). */
export function variantSize(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = edge / Math.max(width, height);
  return width >= height
    ? { width: edge, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: edge };
}

/** Photos whose variants the pipeline wrote: uploads and the seed's generated photos. */
const PIPELINE_URL = /^\/(?:uploads|images\/photos)\/[A-Za-z0-9_-]+\.webp$/;

function hasVariants(url: string): boolean {
  return PIPELINE_URL.test(url);
}

export type PhotoVariant = { url: string; width: number; height: number; format: PhotoFormat };

/** Every variant file of a pipeline photo, smallest first per format; [] for any other URL. */
export function photoVariants(photo: { url: string; width: number; height: number }): PhotoVariant[] {
  if (!hasVariants(photo.url)) return [];
  const base = photo.url.slice(0, -'.webp'.length);
  const edges = variantEdges(photo.width, photo.height);
  const top = edges[edges.length - 1];
  return PHOTO_FORMATS.flatMap((format) =>
    edges.map((edge) => ({
      url: format === 'webp' && edge === top ? photo.url : `${base}-${edge}.${format}`,
      format,
      ...variantSize(photo.width, photo.height, edge),
    })),
  );
}

/** `srcset` for one format: "url 480w, url 960w, ...". Empty when the photo has no variants. */
export function photoSrcSet(photo: { url: string; width: number; height: number }, format: PhotoFormat): string {
  return photoVariants(photo)
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
