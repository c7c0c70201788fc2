import { Button, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { listingsSearchOf } from '../../lib/listings-return';
import { formatNumber, formatPrice } from '../../../domain/format';
import { fullListingAddress } from '../../../domain/listing-address';
import { publicStatus } from '../../../domain/property-status';
import { listingPath } from '../../../domain/routes';
import { CallButton } from '../../components/contact-buttons';
import { BrokerageLine } from '../../components/brokerage-line';
import { ArrowLeftIcon, AreaIcon, BathIcon, BedIcon, FacebookIcon, LinkIcon, MailIcon, MapPinIcon, TagIcon, XLogoIcon } from '../../components/icons';
import { ListingGallery, type GalleryPhoto } from './listing-gallery';
import { PageMeta } from '../../components/page-meta';
import { SectionLink } from '../../components/section-link';
import { StatusBadge } from '../../components/status-badge';
import { toast } from '../../components/toast-store';
import { useSiteContent } from '../../lib/site-content';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../paths';
import { NotFoundPage } from './pages/not-found';
import './listing-page.css';
import type { ListingFacts } from '../../../domain/listing-fact-labels';
import { OpenHouseNote } from '../../components/open-house-note';
import { ListingFactsSection } from './listing/listing-facts-section';
import { ListingTours } from './listing/listing-tours';
import { OpenHousesSection } from './listing/open-houses-section';
import { PaymentEstimateLazy } from './listing/payment-estimate-lazy';
import { ListingPrintFooter } from './listing/print-footer';
import { ShareActions } from './listing/share-actions';
import { ShowingRequestSection } from './listing/showing-request-loader';
import { SoldListingCta } from './listing/sold-listing-cta';
import './listing/listing-extras.css';

export const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Not found, or an id the server refuses as malformed: both are the 404 page. */
function isMissing(error: unknown): boolean {
  const code = (error as { data?: { code?: string } } | null)?.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** Short plain-text summary for the meta description. */
function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : flat;
}

/** The page's absolute address, known only in the browser (relative while rendering on the server). */
function useAbsoluteUrl(path: string): string {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return `${origin}${path}`;
}

export function ListingPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.properties.get.queryOptions({ id }));
  // A visitor filling in a showing request when the agent deletes the listing keeps the page and
  // what they typed, as when it sells: the request reaches the agent as a message instead.
  const shown = useRef<Listing | null>(null);
  const [showingStarted, setShowingStarted] = useState<string | null>(null);
  const startShowing = useCallback(() => setShowingStarted(id), [id]);
  if (query.data) shown.current = query.data;
  const missing = (query.isError && isMissing(query.error)) || (query.isSuccess && !query.data);
  if (missing && showingStarted === id && shown.current?.id === id)
    return <ListingDetails property={shown.current} withdrawn showingStarted onShowingStarted={startShowing} />;

  if (query.isPending) return <ListingSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return <NotFoundPage />;
    return (
      <div className="site-container listing-page listing-page__error" role="alert">
        <Heading as="h1" size="7">
          This listing could not be loaded
        </Heading>
        <Text as="p" size="3">
          Please check your connection and try again.
        </Text>
        <Button size="3" className="site-button tone-navy" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.data) return <NotFoundPage />;
  return <ListingDetails property={query.data} showingStarted={showingStarted === id} onShowingStarted={startShowing} />;
}

type Listing = {
  id: string;
  title: string;
  address: string;
  location: string;
  status: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  description: string;
  imageUrl: string;
  photos?: GalleryPhoto[];
} & ListingFacts;

/** The gallery; data without one (an older server) shows its imageUrl as a one-photo gallery. */
const galleryOf = (p: Listing): GalleryPhoto[] => (p.photos?.length ? p.photos : [{ url: p.imageUrl, alt: `Photo of ${p.title}`, width: 1200, height: 800 }]);

function ListingDetails({
  property,
  withdrawn = false,
  showingStarted,
  onShowingStarted,
}: {
  property: Listing;
  /** Taken off the site while the visitor was filling in a showing request (kept for them). */
  withdrawn?: boolean;
  /** The visitor has typed or chosen something in the showing request. */
  showingStarted: boolean;
  onShowingStarted: () => void;
}) {
  const { t } = useSiteContent();
  const url = useAbsoluteUrl(listingPath(property.id));
  const fullAddress = fullListingAddress(property.address, property.location);
  const price = formatPrice(property.price);
  const agent = t('agent_name');
  const shareText = `${property.title}, ${price} (${publicStatus(property.status)})`;
  const listingsSearch = listingsSearchOf(useLocation().state);
  const sold = publicStatus(property.status) === 'Sold';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to this home is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  }

  return (
    <article className="listing-page">
      <PageMeta
        title={`${property.title} | ${price}`}
        description={summary(`${publicStatus(property.status)}: ${property.beds} bed, ${property.baths} bath, ${formatNumber(property.sqft)} sq ft at ${fullAddress}. ${property.description}`)}
      />
      <div className="site-container">
        <SectionLink section="listings" search={listingsSearch} className="listing-page__back">
          <ArrowLeftIcon size={16} /> Back to listings
        </SectionLink>

        <header className="listing-page__header">
          <div>
            <StatusBadge status={property.status} size="3" />
            <Heading as="h1" className="listing-page__title">
              {property.title}
            </Heading>
            <Text as="p" className="listing-page__address">
              <MapPinIcon size={18} />
              {fullAddress}
            </Text>
            <OpenHouseNote openHouses={property.openHouses} />
          </div>
          <p className="listing-page__price">
            <span className="sr-only">Price: </span>
            {price}
          </p>
          <ShareActions title={property.title} text={shareText} path={listingPath(property.id)} />
        </header>

        <div className="listing-page__grid">
          <div className="listing-page__main">
            <ListingGallery photos={galleryOf(property)} title={property.title} />

            <dl className="listing-facts">
              <div>
                <dt>
                  <BedIcon size={20} /> Bedrooms
                </dt>
                <dd>{formatNumber(property.beds)}</dd>
              </div>
              <div>
                <dt>
                  <BathIcon size={20} /> Bathrooms
                </dt>
                <dd>{formatNumber(property.baths)}</dd>
              </div>
              <div>
                <dt>
                  <AreaIcon size={20} /> Square feet
                </dt>
                <dd>{formatNumber(property.sqft)}</dd>
              </div>
              {property.sqft > 0 ? (
                <div>
                  <dt>
                    <TagIcon size={20} /> Price per sq ft
                  </dt>
                  <dd>{formatPrice(Math.round(property.price / property.sqft))}</dd>
                </div>
              ) : null}
            </dl>

            <section className="listing-page__block" aria-labelledby="listing-description">
              <Heading as="h2" id="listing-description" className="listing-page__h2">
                About This Home
              </Heading>
              <Text as="p" size="3" className="listing-page__description">
                {property.description}
              </Text>
            </section>

            <ListingFactsSection facts={property} />
            <OpenHousesSection listingId={property.id} openHouses={property.openHouses} />
            <ListingTours title={property.title} virtualTourUrl={property.virtualTourUrl} videoUrl={property.videoUrl} />
            {!sold ? <PaymentEstimateLazy price={property.price} hoaMonthly={property.hoaMonthly} /> : null}

            <section className="listing-page__block" aria-labelledby="listing-location">
              <Heading as="h2" id="listing-location" className="listing-page__h2">
                Location
              </Heading>
              <Text as="p" size="3">
                {property.address}
                {property.location ? (
                  <>
                    <br />
                    {property.location}
                  </>
                ) : null}
              </Text>
              <a className="listing-page__map" href={mapHref(fullAddress)} target="_blank" rel="noopener noreferrer">
                <MapPinIcon size={16} /> View on Google Maps<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </section>
          </div>

          <aside className="listing-page__aside" aria-labelledby="listing-contact-title">
            {sold ? <SoldListingCta property={property} /> : (
            <div className="listing-contact on-dark">
              <Heading as="h2" id="listing-contact-title" className="listing-contact__title">
                Interested in this home?
              </Heading>
              <Text as="p" size="2" className="listing-contact__text">
                {agent}, {t('agent_title')} with {t('brokerage_name')}, can arrange a private showing and answer your questions.
              </Text>
              <Button asChild size="3" className="site-button tone-gold">
                <Link to={`${paths.contact}?about=${encodeURIComponent(property.address)}&listing=${encodeURIComponent(property.id)}`} aria-label={`Ask about this home: ${property.address}`}>
                  <MailIcon size={18} />
                  Ask about this home
                </Link>
              </Button>
              <CallButton variant="outline" tone="light" aria-label={`Call about this home: ${property.address}`}>
                Call about this home
              </CallButton>
            </div>
            )}
            {/* Every listing, sold ones too, names the brokerage and its office phone. */}
            <BrokerageLine link className="listing-page__brokerage" />

            {/* A visitor who was filling in a request when the home sold keeps it, sent as a message instead. */}
            {!sold || showingStarted ? (
              <ShowingRequestSection
                propertyId={property.id}
                address={fullAddress}
                closed={withdrawn ? 'withdrawn' : sold ? 'sold' : undefined}
                onStarted={onShowingStarted}
              />
            ) : null}

            <div className="listing-share">
              <Heading as="h2" className="listing-share__title">
                Share this home
              </Heading>
              <ul className="listing-share__list">
                <li>
                  <a href={`mailto:?subject=${encodeURIComponent(property.title)}&body=${encodeURIComponent(`${shareText}\n${url}`)}`}>
                    <MailIcon size={16} /> Email
                  </a>
                </li>
                <li>
                  <a href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
                    <FacebookIcon size={16} /> Facebook<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <a
                    href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText)}&url=${encodeURIComponent(url)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <XLogoIcon size={16} /> X (Twitter)<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <button type="button" onClick={() => void copyLink()}>
                    <LinkIcon size={16} /> Copy link
                  </button>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </div>
      <ListingPrintFooter />
    </article>
  );
}

function ListingSkeleton() {
  return (
    <div className="site-container listing-page" aria-busy="true" aria-label="Loading listing">
      <Skeleton width="140px" height="20px" />
      <div className="listing-page__header">
        <div style={{ display: 'grid', gap: 12, width: '100%' }}>
          <Skeleton width="110px" height="26px" />
          <Skeleton width="60%" height="40px" />
          <Skeleton width="40%" height="20px" />
        </div>
      </div>
      <div className="listing-page__grid">
        <Skeleton className="listing-page__photo" style={{ aspectRatio: '3 / 2', width: '100%' }} />
        <Skeleton height="280px" />
      </div>
    </div>
  );
}
