// The listing page's gallery: the cover large, the other photos as a grid of thumbnails below,
// each a button that opens the full-screen viewer at that photo. The viewer's code is fetched
// only when a visitor opens it (dynamic import).
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { ResponsivePhoto, type PhotoLike } from '../../components/responsive-photo';
import './listing-gallery.css';

const PhotoViewer = lazy(() => import('../../components/photo-viewer'));

export type GalleryPhoto = PhotoLike & { alt: string };

/**
 * Slots: the gallery fills the listing page's main column (listing-page.css) inside the
 * .site-container (brand.css: 20 px gutters each side below 768 px, 32 px from 768 px, at most
 * 1240 px wide). From 1024 px the column shares the row with the 360 px side column and a 40 px
 * gap, and stops growing at 776 px (1240 - 64 - 400). Thumbnails are a quarter of the column less
 * three 8 px gaps (a third less two below 600 px). A wider `sizes` than the slot makes phones
 * download a larger file than they can show (docs/decisions/017).
 */
const COVER_SIZES = '(min-width: 1240px) 776px, (min-width: 1024px) calc(100vw - 464px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)';
const THUMB_SIZES =
  '(min-width: 1240px) 188px, (min-width: 1024px) calc(25vw - 122px), (min-width: 768px) calc(25vw - 22px), (min-width: 600px) calc(25vw - 16px), calc(33.3vw - 19px)';
/** Thumbnails shown under the cover; the last one says how many more the viewer holds. */
const MAX_THUMBS = 8;

export function ListingGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const cover = photos[0];
  const rest = photos.slice(1, 1 + MAX_THUMBS);
  const hidden = photos.length - 1 - rest.length;

  const show = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const close = useCallback(() => {
    setOpen(null);
    // Back to the button that opened the viewer.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  if (!cover) return null;
  const many = photos.length > 1;
  return (
    <section className="listing-gallery" aria-label={`Photos of ${title}`}>
      <button
        type="button"
        className="listing-gallery__cover"
        onClick={show(0)}
        // The visible "View all N photos" begins the name: a speech-input user says what they see.
        aria-label={many ? `View all ${photos.length} photos, starting with ${cover.alt}` : `Open photo: ${cover.alt}`}
      >
        <ResponsivePhoto photo={cover} alt={cover.alt} sizes={COVER_SIZES} box={{ width: 1200, height: 800 }} fetchPriority="high" decoding="async" />
        {many ? (
          <span className="listing-gallery__all" aria-hidden="true">
            View all {photos.length} photos
          </span>
        ) : null}
      </button>
      {rest.length > 0 ? (
        <ul className="listing-gallery__thumbs">
          {rest.map((photo, i) => {
            const index = i + 1;
            const more = hidden > 0 && i === rest.length - 1 ? hidden : 0;
            return (
              <li key={`${photo.url}-${index}`}>
                <button
                  type="button"
                  className="listing-gallery__thumb"
                  onClick={show(index)}
                  aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt}${more ? ` (and ${more} more)` : ''}`}
                >
                  <ResponsivePhoto photo={photo} alt="" sizes={THUMB_SIZES} box={{ width: 300, height: 200 }} loading="lazy" decoding="async" />
                  {more ? (
                    <span className="listing-gallery__more" aria-hidden="true">
                      +{more}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} title={title} start={open} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
