// The home page's listing grid reads the listings card-sized (domain/listing-card.ts): the server
// render embeds them in that size. A refetch (an admin edit seen by the live-data poll, or a page
// that was not server-rendered) asks for the list and keeps what it gets, full records being a
// superset of a card (the card counts a full record's photos itself); no mapping code ships to
// the browser. A query of its own, so that the full list (properties.list, which the admin panel
// reads) is never cached with card-sized records.
import { useQuery } from '@tanstack/react-query';
import type { ListingCardData } from '../../domain/listing-card';
import { useTRPCClient } from './trpc';

export const LISTING_CARDS_QUERY_KEY = ['listing-cards'] as const;

export function useListingCards() {
  const client = useTRPCClient();
  return useQuery({ queryKey: LISTING_CARDS_QUERY_KEY, queryFn: (): Promise<ListingCardData[]> => client.properties.list.query() });
}
