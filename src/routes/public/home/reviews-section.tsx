import { Skeleton, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { StarRating } from '../../../components/star-rating';
import { useSiteContent } from '../../../lib/site-content';
import { useTRPC } from '../../../lib/trpc';
import { ReviewsCarousel } from './reviews-carousel';
import './reviews-section.css';

/** "4.8 rating | 15 reviews" -> 4.8; anything unreadable shows five stars. */
export function ratingFromSummary(summary: string): number {
  const m = /(\d+(?:\.\d+)?)/.exec(summary);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 5 ? n : 5;
}

export function ReviewsSection() {
  const { t } = useSiteContent();
  const trpc = useTRPC();
  const query = useQuery(trpc.testimonials.list.queryOptions());
  const summary = t('testimonials_rating');
  const reviews = query.data ?? [];

  return (
    <section id="reviews" className="home-section reviews-section" aria-labelledby="reviews-title">
      <div className="site-container">
        <SectionHeading id="reviews-title" eyebrow="Client Reviews" title={t('testimonials_title')} description={t('testimonials_description')} />

        <div className="reviews-summary">
          <StarRating value={ratingFromSummary(summary)} size={22} />
          <Text as="p" weight="bold" className="reviews-summary__text">
            {summary}
          </Text>
        </div>

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

        <p className="reviews-link">
          <a href={t('testimonials_link_url')} target="_blank" rel="noopener noreferrer">
            {t('testimonials_link_text')}
            <ArrowRightIcon size={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
