import { Button, Heading, Text } from '@radix-ui/themes';
import { FallbackImage } from '../../../components/fallback-image';
import { ArrowRightIcon } from '../../../components/icons';
import { SectionLink } from '../../../components/section-link';
import { StarRating } from '../../../components/star-rating';
import { ratingSummary } from '../../../../domain/rating-summary';
import { useSiteContent } from '../../../lib/site-content';
import { useShownTestimonials } from '../../../lib/shown-lists';
import './hero.css';

const HERO_IMAGE = '/images/hero/home.webp';
const HERO_IMAGE_SMALL = '/images/hero/home-800.webp';

export function Hero() {
  const { t } = useSiteContent();
  const reviews = useShownTestimonials().data ?? [];
  const rating = ratingSummary(reviews, t('testimonials_rating'), t('testimonials_link_url'));
  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="hero__media">
        {/* Decorative: the navy backdrop and overlay carry the design if the photo fails. */}
        <FallbackImage
          sources={[{ src: HERO_IMAGE, srcSet: `${HERO_IMAGE_SMALL} 800w, ${HERO_IMAGE} 1600w`, sizes: '100vw' }]}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="hero__image"
        />
      </div>
      <div className="hero__overlay" aria-hidden="true" />
      <div className="site-container hero__content">
        <Text as="p" className="hero__eyebrow">
          {`${t('agent_name')} · ${t('agent_title')}, ${t('brokerage_name')}`}
        </Text>
        <Heading as="h1" id="hero-title" className="hero__title">
          {t('hero_title')}
        </Heading>
        <Text as="p" className="hero__subtitle">
          {t('hero_subtitle')}
        </Text>
        <div className="hero__actions">
          <Button asChild size={{ initial: '3', sm: '4' }} className="site-button tone-gold">
            <SectionLink section="contact">
              {t('cta_button_text')}
              <ArrowRightIcon size={18} />
            </SectionLink>
          </Button>
          <Button asChild size={{ initial: '3', sm: '4' }} variant="outline" className="site-button tone-light">
            <SectionLink section="listings">{t('listings_cta_text')}</SectionLink>
          </Button>
        </div>
        <div className="hero__trust">
          {rating ? (
            <>
              <span className="hero__trust-item">
                <StarRating value={rating.rating} size={16} />
                <span>{rating.text}</span>
              </span>
              <span className="hero__trust-divider" aria-hidden="true" />
            </>
          ) : null}
          <span className="hero__trust-item">{t('footer_license_info')}</span>
        </div>
      </div>
    </section>
  );
}
