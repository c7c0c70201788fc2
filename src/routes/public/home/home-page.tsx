import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
// Below the fold: loaded when scrolled near (the server renders them in full).
import { AboutSection, ContactSection, CtaBand, Features } from './deferred-sections';
import { Hero } from './hero';
import { ListingsSection } from './listings-section';
import { ResultsSection } from './results-section-deferred';
import { ReviewsSection } from './reviews-section';
import { SoldSection } from './sold-section';

/** The server renders every section, so it loads the deferred ones before rendering. */
export function preloadHomeSections(): Promise<unknown> {
  return Promise.all([AboutSection, ContactSection, CtaBand, Features, ResultsSection].map((section) => section.preload()));
}

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
