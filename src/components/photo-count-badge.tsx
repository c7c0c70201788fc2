// The number of photos on a listing card, over the cover (the card shows only the cover).
import { CameraSolidIcon } from './icons';
import { PLACEHOLDER_PROPERTY_IMAGE } from './listing-image';
import type { PhotoLike } from './responsive-photo';
import './photo-count-badge.css';

type WithPhotos = { imageUrl?: string; photos?: readonly PhotoLike[] };

/** The cover: the first photo, or the imageUrl at the listing photo ratio for data without a gallery. */
export function coverPhoto(p: WithPhotos): PhotoLike {
  return p.photos?.[0] ?? { url: p.imageUrl ?? PLACEHOLDER_PROPERTY_IMAGE, width: 1200, height: 800 };
}

export function PhotoCountBadge({ count }: { count: number }) {
  if (count < 2) return null;
  return (
    <span className="photo-count-badge">
      <CameraSolidIcon size={14} />
      {`${count} photos`}
    </span>
  );
}
