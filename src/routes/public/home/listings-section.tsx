import { Button, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LocationFilter, StatusFilter } from '../../../../domain/property';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card';
import { SectionHeading } from '../../../components/section-heading';
import { SectionLink } from '../../../components/section-link';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';
import { useListingCards } from '../../../lib/listing-cards';
import { ListingFilters } from './listing-filters';
import { ListingSearchControls } from './listing-search-controls';
import { applyListingSearch, isFilteredSearch, listingSearchEntries, listingSearchParams, parseListingSearch, type ListingSearch } from '../../../../domain/listing-search';
import type { ScrolledState } from '../../../lib/scroll';
import './listings-section.css';

const LISTING_SKELETON_COUNT = 3;

export function ListingsSection() {
  const { t } = useSiteContent();
  const query = useListingCards();
  // The search lives in the URL (?status=&location=&minPrice=&maxPrice=&beds=&sort=), so it can be
  // shared, survives reload, comes back with back/forward and is server-rendered in its order.
  const [params, setParams] = useSearchParams();
  const search = parseListingSearch(params).search;
  const { status, location } = search;
  // Two quick changes (a status, then a location) can both arrive before the section has
  // re-rendered with the first; each builds on the search the previous one asked for, or the
  // second would undo the first. A new address from the router (back, forward, a link) resets it.
  const requested = useMemo(() => ({ current: params }), [params]);
  const update = (patch: Partial<ListingSearch>) => {
    const base = requested.current;
    const next = new URLSearchParams(base);
    for (const key of listingSearchParams) next.delete(key);
    for (const [key, value] of listingSearchEntries({ ...parseListingSearch(base).search, ...patch })) next.set(key, value);
    requested.current = next;
    // Changing a filter is not a page change: no scroll to the top.
    const state: ScrolledState = { scrolled: true };
    setParams(next, { state, preventScrollReset: true });
  };
  const setStatus = (value: StatusFilter) => update({ status: value });
  const setLocation = (value: LocationFilter) => update({ location: value });

  const all = query.data ?? [];
  // The list arrives newest first; only a price sort reorders it.
  const shown = applyListingSearch(all, search, { newestFirst: true });
  const filtered = isFilteredSearch(search);
  // "From $500,000 to $300,000" can match nothing: say so rather than only "no match".
  const priceRangeInverted = search.minPrice !== null && search.maxPrice !== null && search.minPrice > search.maxPrice;
  const reset = () => update({ status: 'all', location: 'all', minPrice: null, maxPrice: null, beds: null });

  return (
    <section id="listings" className="home-section listings-section" aria-labelledby="listings-title">
      <div className="site-container">
        <SectionHeading id="listings-title" eyebrow="Properties" title={t('listings_title')} description={t('listings_description')} />

        {/* Without JavaScript the filters are an ordinary GET form that the server renders the
            results for (it reads the same parameters); with it, a change applies at once and
            nothing is submitted. */}
        <form className="listings-section__toolbar" method="get" action={`${paths.home}#listings`} onSubmit={(e) => e.preventDefault()}>
          <ListingFilters status={status} location={location} onStatusChange={setStatus} onLocationChange={setLocation} />
          <ListingSearchControls search={search} onChange={update} />
          <noscript>
            <Button type="submit" size="3" className="site-button tone-navy listings-section__apply">
              Apply filters
            </Button>
          </noscript>
          <Text as="p" size="2" className="listings-section__count" role="status">
            {query.isSuccess ? `Showing ${shown.length} of ${all.length} ${all.length === 1 ? 'property' : 'properties'}` : ''}
          </Text>
        </form>

        {query.isPending ? (
          <div className="listings-section__grid" aria-busy="true" aria-label="Loading properties">
            {Array.from({ length: LISTING_SKELETON_COUNT }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <div className="listings-section__empty" role="alert">
            <Text as="p" size="4" weight="bold">
              Listings could not be loaded right now.
            </Text>
            <Text as="p" size="3" color="gray">
              Please check your connection and try again.
            </Text>
            <Button size="3" variant="outline" className="site-button tone-navy" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="listings-section__empty">
            <Text as="p" size="4" weight="bold">
              {filtered ? 'No properties match these filters.' : 'No properties are listed right now.'}
            </Text>
            <Text as="p" size="3" color="gray">
              {priceRangeInverted
                ? 'The minimum price is above the maximum price. Lower the minimum or raise the maximum.'
                : filtered
                ? 'Try another status, location, price or number of bedrooms, or ask me about homes that are not on the market yet.'
                : 'New homes come on the market every week. Get in touch and be the first to hear about them.'}
            </Text>
            {filtered ? (
              <Button size="3" variant="outline" className="site-button tone-navy" onClick={reset}>
                Show all properties
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className="listings-section__grid" aria-label="Properties">
            {shown.map((property) => (
              <li key={property.id}>
                <ListingCard property={property} />
              </li>
            ))}
          </ul>
        )}

        <div className="listings-section__more">
          <Text as="p" size="3" color="gray">
            Looking for something specific? Many homes sell before they are ever listed publicly.
          </Text>
          <Button asChild size="3" variant="outline" className="site-button tone-navy">
            <SectionLink section="contact">{t('listings_view_all_button')}</SectionLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
