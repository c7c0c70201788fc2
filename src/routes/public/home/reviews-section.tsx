import { Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { StarRating } from '../../../components/star-rating';
import { useSiteContent } from '../../../lib/site-content';
import { useShownTestimonials } from '../../../lib/shown-lists';
import { ReviewsCarousel } from './reviews-carousel';
import './reviews-section.css';
import { safeHref } from '../../../../domain/safe-href';
import { ratingSummary } from '../../../../domain/rating-summary';

export function ReviewsSection() {
  const { t } = useSiteContent();
  const query = useShownTestimonials();
  const reviews = query.data ?? [];
  // Computed from the stored reviews unless the agent states an external profile's figures with its link.
  const summary = ratingSummary(reviews, t('testimonials_rating'), t('testimonials_link_url'));

  return (
    <section id="reviews" className="home-section reviews-section" aria-labelledby="reviews-title">
      <div className="site-container">
        <SectionHeading id="reviews-title" eyebrow="Client Reviews" title={t('testimonials_title')} description={t('testimonials_description')} />

        {summary ? (
          <div className="reviews-summary">
            <StarRating value={summary.rating} size={22} />
            <Text as="p" weight="bold" className="reviews-summary__text">
              {summary.text}
              {summary.source === 'stated' ? <span className="sr-only"> (as stated on the review profile linked below)</span> : null}
            </Text>
          </div>
        ) : null}

        {query.isPending ? (
          <div className="reviews-skeleton" aria-busy="true" aria-label="Loading reviews">
            <Skeleton width="140px" height="20px" />
            <Skeleton width="100%" height="22px" />
            <Skeleton width="92%" height="22px" />
            <Skeleton width="70%" height="22px" />
            <Skeleton width="180px" height="44px" />
          </div>
        ) : reviews.length === 0 ? (
          <Text as="p" className="reviews-empty" role={query.isError ? 'alert' : undefined}>
            {query.isError ? 'Reviews could not be loaded right now. Please try again later.' : 'Client reviews will appear here soon.'}
          </Text>
        ) : (
          <ReviewsCarousel reviews={reviews} />
        )}

        <ReviewsProfileLink href={t('testimonials_link_url')} text={t('testimonials_link_text')} />
      </div>
    </section>
  );
}

/** The link to all reviews; hidden when blank or when the stored address is not a safe https link. */
export function ReviewsProfileLink({ href, text }: { href: string; text: string }) {
  const safe = safeHref(href, ['https']);
  if (!safe) return null;
  return (
    <p className="reviews-link">
      <a href={safe} target="_blank" rel="noopener noreferrer">
        {text}
        <ArrowRightIcon size={16} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
