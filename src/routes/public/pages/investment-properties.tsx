import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { useServicePageText } from './parts/years';
import { CallButton, LinkButton } from './parts/actions';
import { CtaBand } from './parts/cta-band';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { ServiceIntro } from './parts/service-intro';
import { paths } from '../../../paths';

const investmentServices: readonly Feature[] = [
  {
    icon: 'bars',
    title: 'Market Analysis',
    text: 'Rent comparables, vacancy rates, sale trends and pipeline supply for the submarket you are considering, from Baltimore County to Fairfax, so you buy where demand is growing.',
  },
  {
    icon: 'calculator',
    title: 'ROI Calculation',
    text: 'A property-by-property pro forma with cap rate, cash-on-cash return, debt service coverage and realistic expense and vacancy assumptions before you make an offer.',
  },
  {
    icon: 'pie',
    title: 'Portfolio Diversification',
    text: 'Guidance on balancing property types, price points and jurisdictions, spreading risk across Maryland, DC and Virginia rules and rental markets.',
  },
  {
    icon: 'building',
    title: 'Property Management',
    text: 'Introductions to vetted local property managers, help setting market rents, and a clear picture of licensing and rental registration requirements in each county and in DC.',
  },
  {
    icon: 'roller',
    title: 'Renovation Consultation',
    text: 'Walk-throughs with an eye for value-adding improvements, contractor referrals and after-repair value estimates based on recent renovated sales nearby.',
  },
  {
    icon: 'target',
    title: 'Investment Strategy',
    text: 'A plan built around your goals, whether monthly cash flow, long-term appreciation or a 1031 exchange into larger assets, reviewed as your portfolio grows.',
  },
];

const investmentPropertyTypes: readonly Feature[] = [
  {
    icon: 'home',
    title: 'Residential Rentals',
    text: 'Single-family homes, townhouses and condos near major employers, universities and transit lines.',
    bullets: [
      'Steady demand from federal, military and healthcare workers',
      'Easier financing with conventional investment loans',
      'Broad resale market when you decide to exit',
    ],
  },
  {
    icon: 'buildings',
    title: 'Multi-Family Properties',
    text: 'Duplexes, triplexes, fourplexes and small apartment buildings in established neighborhoods.',
    bullets: [
      'Several rent streams under one roof, so one vacancy hurts less',
      'Lower cost per unit to maintain and manage',
      'Owner-occupy one unit with FHA or VA financing on two to four units',
    ],
  },
  {
    icon: 'roller',
    title: 'Fix-and-Flip',
    text: 'Dated or distressed homes bought below market value, renovated and resold.',
    bullets: [
      'Profit created by improvements rather than waiting on the market',
      'Shorter hold periods that free your capital for the next project',
      'Access to estate, foreclosure and off-market opportunities',
    ],
  },
  {
    icon: 'building',
    title: 'Commercial Real Estate',
    text: 'Mixed-use buildings, small retail and office properties along growing corridors.',
    bullets: [
      'Longer leases that provide predictable income',
      'Triple-net leases that shift taxes, insurance and upkeep to tenants',
      'Value growth as the surrounding corridor develops',
    ],
  },
];

const investReasons: readonly Feature[] = [
  {
    icon: 'trend',
    title: 'Appreciation',
    text: 'DMV home values have grown over the long term, supported by limited land, strong job markets and steady population growth.',
  },
  {
    icon: 'coins',
    title: 'Cash Flow',
    text: 'Well-bought rentals pay their own mortgage and expenses and leave monthly income that rises as rents do.',
  },
  {
    icon: 'umbrella',
    title: 'Inflation Hedge',
    text: 'Rents and property values tend to rise with inflation while a fixed-rate mortgage payment stays the same.',
  },
  {
    icon: 'percent',
    title: 'Tax Benefits',
    text: 'Depreciation, deductible expenses and 1031 exchanges can shelter income and defer gains. Your tax adviser confirms what applies to you.',
  },
  {
    icon: 'arrowUpRight',
    title: 'Leverage',
    text: 'Financing lets you control a valuable asset with a fraction of its price, so appreciation works on the whole property, not just your down payment.',
  },
  {
    icon: 'layers',
    title: 'Diversification',
    text: 'Real estate often moves differently from stocks and bonds, adding a tangible, income-producing asset to your wider portfolio.',
  },
];

export function InvestmentPropertiesPage() {
  const { t } = useSiteContent();
  const text = useServicePageText();
  const agent = t('agent_name');
  return (
    <div className="pg">
      <PageMeta
        title="Investment Properties"
        description={`Rental, multi-family, fix-and-flip and commercial investments in Maryland, DC and Northern Virginia. ${agent} runs the market analysis, ROI numbers and strategy with you.`}
      />
      <PageHero image="investment" eyebrow="For Investors" title={text('investment_title')} subtitle={text('investment_subtitle')}>
        <div className="pg-actions">
          <LinkButton to={paths.contact} icon="arrowRight">
            Talk Strategy With Me
          </LinkButton>
        </div>
      </PageHero>

      <PageSection>
        <ServiceIntro
          eyebrow="Investor Services"
          title={text('investment_intro_title')}
          paragraphs={[text('investment_intro_p1'), text('investment_intro_p2')]}
          panelTitle="Numbers you can act on"
          panelItems={[
            { title: 'Rent comparables', text: 'from recent leases, not asking prices' },
            { title: 'A full pro forma', text: 'with cap rate, cash-on-cash return and cash flow before you offer' },
            { title: 'Exit scenarios', text: 'for resale, refinance and 1031 exchange mapped out in advance' },
            { title: 'Local rules', text: 'on rental licensing and registration checked for each jurisdiction' },
          ]}
        />
      </PageSection>

      <PageSection tone="muted" labelledBy="investment-services-heading">
        <SectionHeading
          id="investment-services-heading"
          eyebrow="How I Help"
          title="Investment Services"
          lead="Support at every stage, from choosing a market to growing a portfolio that works for you."
        />
        <FeatureGrid items={investmentServices} />
      </PageSection>

      <PageSection tone="navy" labelledBy="property-types-heading">
        <SectionHeading
          id="property-types-heading"
          eyebrow="Where to Invest"
          title="Investment Property Types"
          lead="Each strategy has its own risks and rewards. I help you pick the one that fits your capital, time and goals."
        />
        <FeatureGrid items={investmentPropertyTypes} columns={2} />
      </PageSection>

      <PageSection labelledBy="invest-reasons-heading">
        <SectionHeading
          id="invest-reasons-heading"
          eyebrow="The Case for Real Estate"
          title="Why Invest in Real Estate?"
          lead="Few assets combine income, growth and tax advantages the way well-chosen property does."
        />
        <FeatureGrid items={investReasons} />
      </PageSection>

      <CtaBand
        title="Ready to Build Your Real Estate Portfolio?"
        text={`Schedule a consultation with ${agent} to review your goals, your budget and the opportunities in today’s DMV market.`}
      >
        <LinkButton to={paths.contact} icon="calendar">
          Schedule Consultation
        </LinkButton>
        <CallButton />
      </CtaBand>
    </div>
  );
}
