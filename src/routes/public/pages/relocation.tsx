import { Heading } from '@radix-ui/themes';
import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { CallButton, ContactButton } from './parts/actions';
import { CtaBand } from './parts/cta-band';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { Icon, type IconName } from './parts/icons';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { ServiceIntro } from './parts/service-intro';
import { Steps, type Step } from './parts/steps';
import { useServicePageText } from './parts/years';

const relocationServices: readonly Feature[] = [
  {
    icon: 'compass',
    title: 'Area Orientation',
    text: 'A guided tour of the neighborhoods on your shortlist, planned around your commute, with an honest read on traffic, amenities and how each area feels day to day.',
  },
  {
    icon: 'video',
    title: 'Virtual Home Tours',
    text: 'Live video walk-throughs while you are still in another city or overseas, where I open closets, check the street noise and answer your questions in real time.',
  },
  {
    icon: 'school',
    title: 'School Information',
    text: 'Help understanding school boundaries, enrollment steps, magnet and lottery programs and public charter options, with links to official district resources.',
  },
  {
    icon: 'bed',
    title: 'Temporary Housing',
    text: 'Referrals for furnished corporate rentals and short-term leases near your new job, so you can settle in before committing to the right permanent home.',
  },
  {
    icon: 'listCheck',
    title: 'Local Services Coordination',
    text: 'Trusted contacts for movers, utilities, internet, contractors and cleaners, plus reminders for your new driver’s license, vehicle registration and voter registration.',
  },
  {
    icon: 'users',
    title: 'Community Integration',
    text: 'Introductions to neighborhood associations, parks and recreation programs, places of worship, farmers markets and the local spots that make a place feel like home.',
  },
];

type Region = {
  name: string;
  icon: IconName;
  summary: string;
  facts: { label: string; icon: IconName; text: string }[];
};

export const regions: readonly Region[] = [
  {
    name: 'Central Maryland',
    icon: 'home',
    summary:
      'Howard, Anne Arundel and Baltimore counties offer more space for your money, planned communities and easy access to both Baltimore and Washington.',
    facts: [
      {
        label: 'Neighborhoods',
        icon: 'pin',
        text: 'Columbia, Ellicott City, Clarksville, Catonsville, Towson, Annapolis and Severna Park',
      },
      {
        label: 'Commute',
        icon: 'train',
        text: 'I-95, US-29 and MD-295 to DC and Baltimore, MARC Camden and Penn Line trains, and BWI Marshall Airport close by',
      },
      {
        label: 'Schools',
        icon: 'school',
        text: 'Howard County Public Schools, consistently among the highest performing in Maryland, plus Anne Arundel and Baltimore County systems',
      },
    ],
  },
  {
    name: 'Washington DC',
    icon: 'building',
    summary:
      'Historic rowhouses, modern condos and walkable neighborhoods at the heart of the region, with Metro on your doorstep and culture around every corner.',
    facts: [
      {
        label: 'Neighborhoods',
        icon: 'pin',
        text: 'Capitol Hill, Dupont Circle, Logan Circle, Navy Yard, Petworth, Brookland and Chevy Chase DC',
      },
      {
        label: 'Commute',
        icon: 'train',
        text: 'Six Metrorail lines, frequent bus service, Capital Bikeshare and walkable streets that make living car-free realistic',
      },
      {
        label: 'Schools',
        icon: 'school',
        text: 'DC Public Schools with guaranteed in-boundary seats, plus public charter schools, all applied to through the My School DC lottery',
      },
    ],
  },
  {
    name: 'Northern Virginia',
    icon: 'buildings',
    summary:
      'Arlington, Alexandria, Fairfax and Loudoun combine top-rated schools, a booming technology and defense job market and quick access to DC.',
    facts: [
      {
        label: 'Neighborhoods',
        icon: 'pin',
        text: 'Clarendon, Old Town Alexandria, McLean, Vienna, Reston, Tysons and Ashburn',
      },
      {
        label: 'Commute',
        icon: 'train',
        text: 'Metro Orange, Silver, Blue and Yellow lines, the Silver Line to Dulles Airport, I-66 and I-495 Express Lanes and VRE trains',
      },
      {
        label: 'Schools',
        icon: 'school',
        text: 'Fairfax County Public Schools, one of the largest districts in the nation, alongside Arlington and Loudoun County Public Schools',
      },
    ],
  },
];

const relocationTimeline: readonly Step[] = [
  {
    title: 'Initial Consultation',
    timing: '3-6 months before your move',
    text: 'We talk about your new job location, budget, timeline, schools and lifestyle, and agree on a plan for buying, renting first or selling your current home.',
  },
  {
    title: 'Area Research',
    timing: '2-4 months before',
    text: 'You receive neighborhood profiles, commute estimates, school information and recent sale prices, and we narrow the list to the areas that truly fit.',
  },
  {
    title: 'Home Tours',
    timing: '1-3 months before',
    text: 'We tour homes in person during a scouting trip or by live video, and I preview properties for you between visits so no time is wasted.',
  },
  {
    title: 'Selection & Negotiation',
    timing: '1-2 months before',
    text: 'Once you choose a home, I negotiate price, terms and a settlement date that lines up with your move and your employer’s relocation benefits.',
  },
  {
    title: 'Closing Coordination',
    timing: '2-4 weeks before',
    text: 'I coordinate inspection, appraisal, financing and title, and can arrange remote or mail-away signing if you cannot be here for settlement.',
  },
  {
    title: 'Move-In Coordination & Follow-Up',
    timing: 'Moving week and beyond',
    text: 'I help schedule utilities, movers and key handover, then check in after you arrive with recommendations to help you settle in.',
  },
];

function RegionCard({ region }: { region: Region }) {
  return (
    <article className="pg-card pg-region">
      <div className="pg-region__head">
        <span className="pg-card__icon">
          <Icon name={region.icon} size={26} />
        </span>
        <Heading as="h3">{region.name}</Heading>
      </div>
      <p>{region.summary}</p>
      <dl className="pg-region__facts">
        {region.facts.map((fact) => (
          <div key={fact.label} className="pg-region__fact">
            <dt>
              <Icon name={fact.icon} size={16} />
              {fact.label}
            </dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function RelocationPage() {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  const text = useServicePageText();
  return (
    <div className="pg">
      <PageMeta
        title="Relocation to the DMV"
        description={`Relocating to the DMV? ${agent} helps with area orientation, virtual tours, schools, temporary housing and a step-by-step moving timeline for Central Maryland, Washington DC and Northern Virginia.`}
      />
      <PageHero image="relocation" eyebrow="Relocation" title={text('relocation_title')} subtitle={text('relocation_subtitle')}>
        <div className="pg-actions">
          <ContactButton>Plan My Move</ContactButton>
        </div>
      </PageHero>

      <PageSection>
        <ServiceIntro
          eyebrow="Relocation Expertise"
          title={text('relocation_intro_title')}
          paragraphs={[text('relocation_intro_p1'), text('relocation_intro_p2')]}
          panelTitle="Relocating with confidence"
          panelItems={[
            { title: 'Three jurisdictions', text: 'covered by one agent who knows Maryland, DC and Virginia' },
            { title: 'Remote-friendly service', text: 'with live video tours and electronic signing from anywhere' },
            { title: 'Corporate relocations', text: 'coordinated with your employer’s relocation company and benefits' },
            { title: 'Military moves', text: 'made easier with VA loan and PCS timeline experience' },
          ]}
        />
      </PageSection>

      <PageSection tone="muted" labelledBy="relocation-services-heading">
        <SectionHeading
          id="relocation-services-heading"
          eyebrow="What I Handle"
          title="Relocation Services"
          lead="Everything you need to choose the right area, find the right home and settle in quickly."
        />
        <FeatureGrid items={relocationServices} />
      </PageSection>

      <PageSection labelledBy="regions-heading">
        <SectionHeading
          id="regions-heading"
          eyebrow="Know the Region"
          title="Where You Could Live"
          lead="Three distinct areas, each with its own character, commute and school systems."
        />
        <ul className="pg-grid pg-grid--3">
          {regions.map((region) => (
            <li key={region.name}>
              <RegionCard region={region} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" labelledBy="timeline-heading">
        <SectionHeading
          id="timeline-heading"
          eyebrow="Your Moving Timeline"
          title="Relocation Timeline"
          lead="A proven schedule that starts months before moving day, so nothing is left to the last minute."
        />
        <Steps steps={relocationTimeline} />
      </PageSection>

      <CtaBand
        title="Planning a Move to the DMV Area?"
        text={`Start with a free relocation consultation. ${agent} will map out neighborhoods, timing and next steps around your new life here.`}
      >
        <ContactButton>Contact Me Today</ContactButton>
        <CallButton />
      </CtaBand>
    </div>
  );
}
