import { Skeleton, Text } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router';
import type { Property } from '../../domain/property';
import { formatNumber, formatPrice } from '../../domain/format';
import { backToSearch } from '../lib/listings-return';
import { listingPath } from '../../domain/routes';
import { ArrowRightIcon, AreaIcon, BathIcon, BedIcon, MapPinIcon } from './icons';
import { coverPhoto, PhotoCountBadge } from './photo-count-badge';
import { ResponsivePhoto } from './responsive-photo';
import { StatusBadge } from './status-badge';
import { BrokerageLine } from './brokerage-line';
import { OpenHouseNote } from './open-house-note';
import './brand.css';
import './listing-card.css';

type ListingCardProperty = Pick<Property, 'id' | 'title' | 'address' | 'location' | 'status' | 'price' | 'beds' | 'baths' | 'sqft'> &
  Partial<Pick<Property, 'imageUrl' | 'openHouses' | 'photos'>> & {
    /** The gallery's size when `photos` holds only the cover (card-sized data, domain/listing-card.ts). */
    photoCount?: number;
  };

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * The card photo's slot (see listings-section.css): one column below 768 px (the viewport less
 * 42 px of gutters), two up to 1099 px, three of at most 372 px above. Phones (below 600 px) are
 * declared a 320 px slot so that even at 3x they stop at the 960 px variant (sharp enough for a
 * card; the 1600 px one would be more than 1.5x the slot); the CSS sets the real width.
 */
const CARD_IMAGE_SIZES = '(max-width: 599px) 320px, (max-width: 767px) calc(100vw - 42px), (max-width: 1099px) calc(50vw - 48px), 372px';

/** A listing as a card: photo, status, price, facts, location, and a link to its page. */
export function ListingCard({ property, headingLevel = 'h3' }: { property: ListingCardProperty; headingLevel?: 'h2' | 'h3' }) {
  const H = headingLevel;
  const { pathname, search } = useLocation();
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        <ResponsivePhoto
          photo={coverPhoto(property)}
          sizes={CARD_IMAGE_SIZES}
          box={{ width: 600, height: 400 }}
          alt={property.photos?.[0]?.alt ?? `Photo of ${property.title}`}
          loading="lazy"
          decoding="async"
          className="listing-card__image"
        />
        <StatusBadge status={property.status} className="listing-card__badge" />
        <PhotoCountBadge count={property.photoCount ?? property.photos?.length ?? 1} />
      </div>
      <div className="listing-card__body">
        <Text as="p" className="listing-card__price">
          {formatPrice(property.price)}
        </Text>
        {property.location ? (
          <Text as="p" className="listing-card__location">
            {property.location}
          </Text>
        ) : null}
        <H className="listing-card__title">
          <Link to={listingPath(property.id)} state={backToSearch(pathname, search)} discover="none" className="listing-card__link">
            {property.title}
          </Link>
        </H>
        <Text as="p" size="2" className="listing-card__address">
          <MapPinIcon size={16} />
          {property.address}
        </Text>
        <OpenHouseNote openHouses={property.openHouses} />
        <ul className="listing-card__facts" aria-label="Property facts">
          <li>
            <BedIcon size={17} />
            {plural(property.beds, 'Bed', 'Beds')}
          </li>
          <li>
            <BathIcon size={17} />
            {plural(property.baths, 'Bath', 'Baths')}
          </li>
          <li>
            <AreaIcon size={17} />
            {`${formatNumber(property.sqft)} Sq Ft`}
          </li>
        </ul>
        <BrokerageLine className="listing-card__brokerage" />
        <span className="listing-card__more" aria-hidden="true">
          View details <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}

/** Same footprint as a card, shown while listings load. */
export function ListingCardSkeleton() {
  return (
    <div className="listing-card listing-card--skeleton" data-testid="listing-skeleton" aria-hidden="true">
      <Skeleton className="listing-card__media listing-card__media--skeleton" />
      <div className="listing-card__body">
        <Skeleton width="40%" height="28px" />
        <Skeleton width="80%" height="22px" />
        <Skeleton width="65%" height="18px" />
        <Skeleton width="90%" height="18px" />
      </div>
    </div>
  );
}
