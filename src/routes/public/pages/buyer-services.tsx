import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { CallButton, ContactButton } from './parts/actions';
import { CtaBand } from './parts/cta-band';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { ServiceIntro } from './parts/service-intro';
import { Steps, type Step } from './parts/steps';
import { useServicePageText, useYearsExperience } from './parts/years';

export const buyerServices: readonly Feature[] = [
  {
    icon: 'search',
    title: 'Property Search Assistance',
    text: 'I set up a search tailored to how you live, send new Bright MLS listings the day they go live, and preview homes in person so your weekends go to the ones truly worth touring.',
  },
  {
    icon: 'bars',
    title: 'Market Analysis',
    text: 'Before you write an offer you see recent comparable sales, days on market and list-to-sale ratios for that street and school boundary, so you know what the home is really worth.',
  },
  {
    icon: 'scale',
    title: 'Negotiation',
    text: 'I shape every offer around price, escalation terms, contingencies and settlement date, then negotiate repairs or credits after inspection so your money goes where it matters.',
  },
  {
    icon: 'dollar',
    title: 'Financing Guidance',
    text: 'I introduce you to trusted local lenders, explain first-time buyer help such as the Maryland Mortgage Program, Virginia Housing and DC Open Doors, and keep your loan timeline on track.',
  },
  {
    icon: 'clipboard',
    title: 'Inspections & Due Diligence',
    text: 'I attend inspections with you, help you read the report, and review HOA documents, permits, flood zones and well and septic questions before your contingency deadlines pass.',
  },
  {
    icon: 'key',
    title: 'Closing Support',
    text: 'From appraisal to final walk-through I coordinate your lender, title company and the seller’s agent, with every deadline on a shared calendar until the keys are in your hand.',
  },
];

const buyingSteps: readonly Step[] = [
  {
    title: 'Buyer Consultation',
    text: 'We talk through your goals, budget, timeline and must-haves, and I explain how buyer representation works in Maryland, DC and Virginia, including our written agreement and how my compensation is handled.',
  },
  {
    title: 'Mortgage Pre-Approval',
    text: 'You get pre-approved with a reputable lender, so you know your comfortable price range and sellers take your offer seriously from the first showing.',
  },
  {
    title: 'Home Search & Tours',
    text: 'You receive listings that match your criteria as soon as they hit the market. We tour the best of them together, and I point out what photos never show: noise, layout, condition and resale appeal.',
  },
  {
    title: 'Offer & Negotiation',
    text: 'When you find the one, I prepare a pricing analysis and an offer strategy for that specific home and seller, then negotiate terms that protect you as well as the price.',
  },
  {
    title: 'Inspection & Due Diligence',
    text: 'We schedule the home inspection and any specialist checks, review the findings together and negotiate repairs or credits within your contingency period.',
  },
  {
    title: 'Appraisal & Final Approval',
    text: 'I stay in contact with your lender and the appraiser, supply comparable sales when needed, and make sure loan conditions are cleared well ahead of settlement.',
  },
  {
    title: 'Closing Day',
    text: 'We do the final walk-through, review your closing disclosure and sign at the title company. You leave with the keys, and I stay your resource long after you move in.',
  },
];

export function BuyerServicesPage() {
  const { t } = useSiteContent();
  const text = useServicePageText();
  const years = useYearsExperience();
  const agent = t('agent_name');
  return (
    <div className="pg">
      <PageMeta
        title="Buyer Services"
        description={`Buy with confidence in Central Maryland, Washington DC and Northern Virginia. ${agent} guides your search, market analysis, negotiation, financing, inspections and closing.`}
      />
      <PageHero image="buyer" eyebrow="For Buyers" title={text('buyer_services_title')} subtitle={text('buyer_services_subtitle')}>
        <div className="pg-actions">
          <ContactButton>Start Your Home Search</ContactButton>
        </div>
      </PageHero>

      <PageSection>
        <ServiceIntro
          eyebrow="Your Buyer’s Agent"
          title={text('buyer_services_intro_title')}
          paragraphs={[text('buyer_services_intro_p1'), text('buyer_services_intro_p2')]}
          panelTitle={`Why buyers choose ${agent}`}
          panelItems={[
            { title: years !== null ? `${years}+ years` : 'Years', text: 'of negotiating in Maryland, DC and Northern Virginia markets' },
            { title: 'Data-driven offers', text: 'priced from recent comparable sales, not guesswork' },
            { title: 'A trusted bench', text: 'of lenders, inspectors, contractors and title companies' },
            { title: 'Always reachable', text: 'seven days a week, with clear next steps after every call' },
          ]}
        />
      </PageSection>

      <PageSection tone="muted" labelledBy="buyer-services-heading">
        <SectionHeading
          id="buyer-services-heading"
          eyebrow="What I Do for You"
          title="Comprehensive Buyer Services"
          lead="Everything you need to find, win and close on the right home, handled by one agent who knows these neighborhoods street by street."
        />
        <FeatureGrid items={buyerServices} />
      </PageSection>

      <PageSection labelledBy="buying-process-heading">
        <SectionHeading
          id="buying-process-heading"
          eyebrow="Step by Step"
          title="The Home Buying Process"
          lead="Seven clear stages from our first conversation to closing day. You will always know where you are and what comes next."
        />
        <Steps steps={buyingSteps} />
      </PageSection>

      <CtaBand
        title="Ready to Find Your Next Home?"
        text={`Tell ${agent} what you are looking for and get a personalized search, honest advice and a plan to win the right home at the right price.`}
      >
        <ContactButton>Contact Me Today</ContactButton>
        <CallButton />
      </CtaBand>
    </div>
  );
}
