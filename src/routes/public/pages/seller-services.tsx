import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';
import { ContactButton, LinkButton } from './parts/actions';
import { CtaBand } from './parts/cta-band';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { ServiceIntro } from './parts/service-intro';
import { Steps, type Step } from './parts/steps';
import { useServicePageText, useYearsExperience } from './parts/years';

export const sellerServices: readonly Feature[] = [
  {
    icon: 'bars',
    title: 'Market Analysis',
    text: 'A detailed comparative market analysis of recent sales, active competition and absorption rates in your neighborhood, adjusted for your home’s condition, upgrades and lot.',
  },
  {
    icon: 'tag',
    title: 'Strategic Pricing',
    text: 'A list price chosen to draw the most qualified buyers in the first two weeks, when interest peaks, with a clear plan for what we do if the market responds differently.',
  },
  {
    icon: 'camera',
    title: 'Professional Photography',
    text: 'Magazine-quality photos, a floor plan and a video walk-through by professional real estate photographers, with drone images where the lot or location deserve it.',
  },
  {
    icon: 'sofa',
    title: 'Staging Consultation',
    text: 'A room-by-room walk-through with practical advice on repairs, paint, decluttering and furniture, and referrals to trusted stagers and contractors when they pay for themselves.',
  },
  {
    icon: 'megaphone',
    title: 'Multi-Channel Marketing',
    text: 'Bright MLS syndication to every major home search site, targeted social media campaigns, email to local agents and my buyer network, open houses and premium print materials.',
  },
  {
    icon: 'scale',
    title: 'Negotiation',
    text: 'Every offer compared side by side on net proceeds, financing strength, contingencies and timing, then negotiated firmly through inspection and appraisal to protect your bottom line.',
  },
];

const sellingSteps: readonly Step[] = [
  {
    title: 'Listing Consultation',
    text: 'We walk through your home together, talk about your goals and timing, and I explain exactly how I will market it and what the process will look like week by week.',
  },
  {
    title: 'Pricing Strategy',
    text: 'You receive a written market analysis with the sales, active listings and trends behind my recommended price, and an estimate of your net proceeds.',
  },
  {
    title: 'Preparation & Staging',
    text: 'We prioritize the repairs and touch-ups that buyers notice most, stage key rooms and schedule any pre-listing inspection so there are no surprises later.',
  },
  {
    title: 'Photography & Launch',
    text: 'Professional photos, video and a floor plan are produced, and your home launches across the MLS, major home search sites, social media and my agent network on the same day.',
  },
  {
    title: 'Showings & Feedback',
    text: 'I schedule showings and open houses around your life, collect feedback from every buyer’s agent and send you a clear weekly report on traffic and interest.',
  },
  {
    title: 'Offers & Negotiation',
    text: 'I compare every offer on price, terms and risk, advise you on counter-offers and negotiate until the contract works for you.',
  },
  {
    title: 'Contract to Closing',
    text: 'I manage inspection, appraisal and the buyer’s financing milestones with the title company and lender, so you reach settlement on schedule and with your proceeds protected.',
  },
];

export function SellerServicesPage() {
  const { t } = useSiteContent();
  const text = useServicePageText();
  const years = useYearsExperience();
  const agent = t('agent_name');
  return (
    <div className="pg">
      <PageMeta
        title="Seller Services"
        description={`Sell your Maryland, DC or Northern Virginia home with ${agent}: market analysis, strategic pricing, professional photography, staging, multi-channel marketing and skilled negotiation.`}
      />
      <PageHero image="seller" eyebrow="For Sellers" title={text('seller_services_title')} subtitle={text('seller_services_subtitle')}>
        <div className="pg-actions">
          <LinkButton to={paths.homeValuation} icon="arrowRight">
            What Is My Home Worth?
          </LinkButton>
        </div>
      </PageHero>

      <PageSection>
        <ServiceIntro
          eyebrow="Your Listing Agent"
          title={text('seller_services_intro_title')}
          paragraphs={[text('seller_services_intro_p1'), text('seller_services_intro_p2')]}
          panelTitle="What every seller can count on"
          panelItems={[
            { title: 'A written pricing plan', text: 'backed by the sales and listings that matter for your home' },
            { title: 'Professional presentation', text: 'with photography, video, floor plan and staging advice included' },
            { title: 'Weekly reports', text: 'on showings, online views and buyer feedback' },
            { title: years !== null ? `${years}+ years` : 'Years', text: 'of negotiating contracts, inspections and appraisals in the DMV' },
          ]}
        />
      </PageSection>

      <PageSection tone="muted" labelledBy="seller-services-heading">
        <SectionHeading
          id="seller-services-heading"
          eyebrow="What I Do for You"
          title="Comprehensive Seller Services"
          lead="Pricing, presentation, marketing and negotiation that work together to sell your home for the best price and terms the market will bear."
        />
        <FeatureGrid items={sellerServices} />
      </PageSection>

      <PageSection labelledBy="selling-process-heading">
        <SectionHeading
          id="selling-process-heading"
          eyebrow="Step by Step"
          title="The Home Selling Process"
          lead="Seven stages from our first walk-through to the closing table, with a clear plan and regular updates at every one."
        />
        <Steps steps={sellingSteps} />
      </PageSection>

      <CtaBand
        title="Thinking About Selling?"
        text={`Find out what your home could sell for in today’s market and how ${agent} would position it to attract the strongest offers.`}
      >
        <ContactButton>Contact Me Today</ContactButton>
        <LinkButton to={paths.homeValuation} tone="outline-light" icon="home">
          Get a Free Home Valuation
        </LinkButton>
      </CtaBand>
    </div>
  );
}
