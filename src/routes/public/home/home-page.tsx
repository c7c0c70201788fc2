import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { CtaBand } from './cta-band';
import { Features } from './features';
import { Hero } from './hero';
import { ListingsSection } from './listings-section';
import { ResultsSection } from './results-section';
import { ReviewsSection } from './reviews-section';
import { SoldSection } from './sold-section';

export function HomePage() {
  const { t } = useSiteContent();
  const name = t('agent_name');
  return (
    <>
      <PageMeta
        title={`${name} Real Estate | ${t('agent_title')} in Maryland, DC & Northern Virginia`}
        description={`Buy, sell or invest in Central Maryland, Washington DC and Northern Virginia with ${t('agent_title')} ${name} of ${t('brokerage_name')}: current listings, sold track record, client reviews and a free consultation.`}
      />
      <Hero />
      <Features />
      <ListingsSection />
      <SoldSection />
      <ReviewsSection />
      <AboutSection />
      <ResultsSection />
      <CtaBand />
      <ContactSection />
    </>
  );
}
