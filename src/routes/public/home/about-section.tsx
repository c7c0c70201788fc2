import { Button, Heading, Text } from '@radix-ui/themes';
import { CallButton } from '../../../components/contact-buttons';
import { FallbackImage } from '../../../components/fallback-image';
import { SectionLink } from '../../../components/section-link';
import { statsFootnote } from '../../../../domain/stats';
import { useSiteContent } from '../../../lib/site-content';
import { useStats } from '../../../lib/stats';
import { count, figures, money, priceRange } from './stats-figures';
import { initials } from '../../../components/initials';
import './about-section.css';

/** Tried in this order, then a text badge with the agent's initials (about section). */
export const AGENT_LOGO_PATHS = ['/images/agent/logo.webp', '/images/agent/logo.png', '/images/agent/logo.jpg', '/images/agent/logo.svg'];

export function AboutSection() {
  const { t } = useSiteContent();
  const name = t('agent_name');

  // The same computed figures as the results and sold sections; none at all when unavailable.
  const { stats } = useStats();
  const items = stats
    ? figures([
        ['Career sales volume', money(stats.salesVolume)],
        ['Homes sold', count(stats.totalTransactions)],
        ['Average sale price', money(stats.averagePrice)],
        ['Price range', priceRange(stats, 'short')],
        ['Years of experience', count(stats.yearsExperience)],
      ])
    : [];
  const footnote = stats ? statsFootnote(stats) : null;

  return (
    <section id="about" className="home-section about-section" aria-labelledby="about-title">
      <div className="site-container about-section__grid">
        <div className="about-card">
          <div className="about-card__logo">
            <FallbackImage
              sources={AGENT_LOGO_PATHS}
              alt={`${name} logo`}
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              className="about-card__image"
              fallback={
                <span className="about-card__badge" role="img" aria-label={`${name} logo`}>
                  {initials(name)}
                </span>
              }
            />
          </div>
          <p className="about-card__name">{name}</p>
          <p className="about-card__title">{t('agent_title')}</p>
          <p className="about-card__brokerage">{t('brokerage_name')}</p>
          <ul className="about-card__licences">
            <li>{t('license_1')}</li>
            {t('license_2').trim() ? <li>{t('license_2')}</li> : null}
          </ul>
        </div>

        <div className="about-section__body">
          <Text as="p" size="2" weight="bold" className="about-section__eyebrow">
            About
          </Text>
          <Heading as="h2" id="about-title" className="about-section__title">
            {t('about_title')}
          </Heading>
          <Text as="p" size="4" className="about-section__lead">
            {t('about_intro_p1')}
          </Text>
          <Text as="p" size="3" className="about-section__text">
            {t('about_intro_p2')}
          </Text>

          {items.length > 0 ? (
            <dl className="about-figures">
              {items.map((f) => (
                <div key={f.label} className="about-figures__item">
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {footnote ? <p className="stats-footnote">{footnote}</p> : null}

          <div className="about-section__actions">
            <Button asChild size="3" className="site-button tone-navy">
              <SectionLink section="contact">Work With {name.split(' ')[0]}</SectionLink>
            </Button>
            <CallButton variant="outline" />
          </div>
        </div>
      </div>
    </section>
  );
}
