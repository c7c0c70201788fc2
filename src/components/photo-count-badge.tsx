// The number of photos on a listing card, over the cover (the card shows only the cover).
import type { PhotoLike } from './responsive-photo';
import './photo-count-badge.css';

type WithPhotos = { imageUrl: string; photos?: readonly PhotoLike[] };

/** The cover: the first photo, or the imageUrl at the listing photo ratio for data without a gallery. */
export function coverPhoto(p: WithPhotos): PhotoLike {
  return p.photos?.[0] ?? { url: p.imageUrl, width: 1200, height: 800 };
}

export function PhotoCountBadge({ count }: { count: number }) {
  if (count < 2) return null;
  return (
    <span className="photo-count-badge">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm8 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      {count} photos
    </span>
  );
}
