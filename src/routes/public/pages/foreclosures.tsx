import { Heading } from '@radix-ui/themes';
import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { useServicePageText } from './parts/years';
import { paths } from '../../../paths';
import { CallButton, LinkButton } from './parts/actions';
import { PageCallout } from './parts/callout';
import { CtaBand } from './parts/cta-band';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { ServiceIntro } from './parts/service-intro';

const shortSaleBenefits = [
  'Avoids a foreclosure on your record, which usually does less damage to your credit',
  'The lender may agree to waive some or all of the remaining loan balance',
  'You choose the buyer, the timing and your moving date instead of a court or trustee',
  'You can usually qualify for a new mortgage sooner than after a foreclosure',
] as const;

/** Ways to keep the home. */
const keepHomeAlternatives: readonly Feature[] = [
  {
    icon: 'fileEdit',
    title: 'Loan Modification',
    text: 'Your lender permanently changes the loan terms, such as the interest rate, the length of the loan or past-due amounts added to the balance, to make payments affordable again.',
  },
  {
    icon: 'pause',
    title: 'Forbearance',
    text: 'Payments are reduced or paused for a set period while you recover from a temporary hardship such as a job loss or medical emergency, followed by a plan to catch up.',
  },
  {
    icon: 'refresh',
    title: 'Refinancing',
    text: 'If you have equity and steady income, a new loan with better terms can pay off the old one, bring the account current and lower your monthly payment.',
  },
];

/** Ways to move on without a foreclosure. */
const moveOnAlternatives: readonly Feature[] = [
  {
    icon: 'tag',
    title: 'Short Sale',
    text: 'When you owe more than the home is worth, your lender agrees to accept the sale price as payoff. I prepare the package and negotiate the approval with the lender for you.',
    bullets: shortSaleBenefits,
    wide: true,
  },
  {
    icon: 'key',
    title: 'Deed in Lieu of Foreclosure',
    text: 'You voluntarily transfer the property to the lender in exchange for release from the mortgage, often with relocation assistance and less stress than a foreclosure sale.',
  },
  {
    icon: 'home',
    title: 'Traditional Sale',
    text: 'With equity in the home, a well-priced sale on the open market can pay off the loan in full, protect your credit and put the remaining proceeds in your pocket.',
  },
];

const foreclosureServices: readonly Feature[] = [
  {
    icon: 'lock',
    title: 'Confidential Consultation',
    text: 'A private, judgment-free conversation about your situation, at your home, my office or by phone. What you share stays between us.',
  },
  {
    icon: 'calculator',
    title: 'Equity & Options Review',
    text: 'A current market value for your home compared with what you owe, so you can see which alternatives are realistic before deadlines pass.',
  },
  {
    icon: 'scale',
    title: 'Short Sale Negotiation',
    text: 'I prepare the hardship package, deal with your lender’s loss mitigation department and push for approval and a waiver of any deficiency.',
  },
  {
    icon: 'users',
    title: 'Professional Referrals',
    text: 'Introductions to HUD-approved housing counselors, real estate attorneys and tax professionals who can advise on the legal and financial sides.',
  },
  {
    icon: 'clock',
    title: 'Fast, Discreet Marketing',
    text: 'When selling is the best path, a pricing and marketing plan designed to close before a sale date, with showings handled respectfully and privately.',
  },
  {
    icon: 'compass',
    title: 'Next-Home Planning',
    text: 'Help finding a rental or your next home, and a plan for rebuilding toward ownership once you are back on solid ground.',
  },
];

export function ForeclosuresPage() {
  const { t } = useSiteContent();
  const text = useServicePageText();
  const agent = t('agent_name');
  return (
    <div className="pg">
      <PageMeta
        title="Foreclosure Help & Alternatives"
        description={`Behind on your mortgage? ${agent} offers confidential guidance on loan modification, forbearance, short sales, deed in lieu and selling your home before foreclosure.`}
      />
      <PageHero image="foreclosures" eyebrow="Foreclosure Help" title={text('foreclosure_title')} subtitle={text('foreclosure_subtitle')}>
        <div className="pg-actions">
          <LinkButton to={paths.contact} icon="lock">
            Talk to Me in Confidence
          </LinkButton>
        </div>
      </PageHero>

      <PageSection>
        <ServiceIntro
          eyebrow="Compassionate Support"
          title={text('foreclosure_intro_title')}
          paragraphs={[text('foreclosure_intro_p1'), text('foreclosure_intro_p2')]}
          panelTitle="Act early, keep more options"
          panelItems={[
            { title: 'In Maryland', text: 'lenders must send a Notice of Intent to Foreclose, and homeowners may request foreclosure mediation' },
            { title: 'In Washington DC', text: 'owner-occupied homes go through a mediation program before a foreclosure can proceed' },
            { title: 'In Virginia', text: 'most foreclosures are non-judicial and can move quickly' },
            { title: 'Acting early', text: 'keeps more choices open before a sale date is set' },
          ]}
        />
      </PageSection>

      <PageSection tone="muted" labelledBy="alternatives-heading">
        <PageCallout title="You Have Options" icon="heart" headingLevel="h2" className="pg-callout--lead">
          <p>
            A missed payment or a notice from your lender does not mean you have to lose your home or the equity you have built.
            Lenders generally prefer a workable solution to a foreclosure, and the earlier you start, the more of the options below
            remain open to you.
          </p>
        </PageCallout>
        <SectionHeading
          id="alternatives-heading"
          eyebrow="Alternatives to Foreclosure"
          title="Paths Forward"
          lead="Each of these can stop or avoid a foreclosure. Which one fits depends on your equity, your income and whether you want to stay in the home."
        />
        <Heading as="h3" className="pg-subheading">
          Options to Keep Your Home
        </Heading>
        <FeatureGrid items={keepHomeAlternatives} headingLevel="h4" />
        <Heading as="h3" className="pg-subheading">
          Options to Move On Without a Foreclosure
        </Heading>
        <FeatureGrid items={moveOnAlternatives} columns={2} headingLevel="h4" />
      </PageSection>

      <PageSection labelledBy="guidance-heading">
        <SectionHeading
          id="guidance-heading"
          eyebrow="How I Help"
          title="Foreclosure Guidance Services"
          lead="Practical, confidential help from a real estate professional who has guided homeowners through difficult seasons."
        />
        <FeatureGrid items={foreclosureServices} />
      </PageSection>

      <CtaBand
        title="Don't Face Foreclosure Alone"
        text={`Request a confidential consultation with ${agent}. There is no cost and no obligation, just clear information about your options.`}
      >
        <LinkButton to={paths.contact} icon="lock">
          Request Confidential Consultation
        </LinkButton>
        <CallButton />
      </CtaBand>

      <PageSection tight>
        <PageCallout title="Important Disclaimer" tone="info" role="note">
          <p>
            The information on this page is for general educational purposes only and is not legal, tax or financial advice.{' '}
            {agent} is a licensed real estate professional, not an attorney or financial adviser. Foreclosure laws and programs
            differ between Maryland, Washington DC and Virginia and change over time.
          </p>
          <p>
            For advice about your situation, please speak with a HUD-approved housing counselor (call 800-569-4287 to find one
            near you) and a qualified attorney licensed in your jurisdiction. Results of any foreclosure alternative depend on your
            lender’s approval.
          </p>
        </PageCallout>
      </PageSection>
    </div>
  );
}
