import { Button, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { SectionLink } from '../../../components/section-link';
import { useSiteContent } from '../../../lib/site-content';
import './cta-band.css';

export function CtaBand() {
  const { t } = useSiteContent();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="site-container cta-band__inner">
        <div className="cta-band__copy">
          <Heading as="h2" id="cta-title" className="cta-band__title">
            {t('cta_section_title')}
          </Heading>
          <Text as="p" className="cta-band__subtitle">
            {t('cta_section_subtitle')}
          </Text>
        </div>
        <div className="cta-band__actions">
          <Button asChild size="3" className="site-button tone-navy">
            <SectionLink section="contact">{t('cta_consultation_text')}</SectionLink>
          </Button>
          <Button asChild size="3" variant="outline" className="site-button tone-navy cta-band__outline">
            <Link to={paths.homeValuation}>{t('cta_valuation_text')}</Link>
          </Button>
          <Button asChild size="3" variant="ghost" className="site-button tone-navy cta-band__ghost">
            <SectionLink section="listings">{t('cta_listings_text')}</SectionLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
