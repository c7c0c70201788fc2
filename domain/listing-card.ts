// A listing as a card shows it (the home page's grid): what the card draws, filters and sorts by,
// and nothing else. The home page's server render embeds the list in this size, not the full
// records (no description, no gallery beyond the cover, no versions): the page's state carries
// only what the page shows. Plain TypeScript (no zod): the home page bundle uses it.
import type { Property } from './property';

export type ListingCardData = Pick<
  Property,
  'id' | 'title' | 'address' | 'location' | 'status' | 'price' | 'beds' | 'baths' | 'sqft' | 'openHouses' | 'createdAt'
> & {
  /** The cover's address, for a record without a gallery only (otherwise it is the cover's url: not sent twice). */
  imageUrl?: string;
  /** The cover only (the card shows one photo); absent for a record without a gallery. */
  photos?: Property['photos'];
  /** How many photos the gallery has (the card's badge); a full record has its whole gallery instead. */
  photoCount?: number;
};

/** A record as stored, or as an older server sent it (no gallery: its imageUrl is the one photo). */
type ListingRecord = Omit<Property, 'photos'> & { photos?: Property['photos'] };

export function toListingCard(p: ListingRecord): ListingCardData {
  const card: ListingCardData = {
    id: p.id,
    title: p.title,
    address: p.address,
    location: p.location,
    status: p.status,
    price: p.price,
    beds: p.beds,
    baths: p.baths,
    sqft: p.sqft,
    createdAt: p.createdAt,
    photoCount: p.photos?.length || 1,
  };
  if (p.photos?.length) card.photos = p.photos.slice(0, 1);
  else card.imageUrl = p.imageUrl;
  if (p.openHouses?.length) card.openHouses = p.openHouses;
  return card;
}
