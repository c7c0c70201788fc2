import { Heading } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { FormLoadFailed, type FormLoadFailure } from '../../../components/form-load-failed';
import { NoScriptContact } from '../../../components/noscript-contact';
import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { LinkButton } from './parts/actions';
import { CheckList } from './parts/check-list';
import { FeatureGrid, type Feature } from './parts/feature-grid';
import { Icon, type IconName } from './parts/icons';
import { PageHero } from './parts/page-hero';
import { PageSection, SectionHeading } from './parts/page-section';
import { VALUATION_FORM_TITLE_ID } from './parts/valuation-ids';
import './valuation.css';

// react-hook-form and the resolver live in the form's own chunk: only this page loads them.
// The chunk is requested after mount, so the server render never suspends on it (a streamed
// Suspense boundary needs an inline script, which the Content Security Policy blocks). A failed
// request costs the card, not the page; "Try again" asks anew (the browser fetches a chunk again
// after a failed request, where React.lazy would keep the failure).
const loadValuationForm = () => import('./valuation-form').then((m): ComponentType => m.ValuationForm);

function FormPlaceholder() {
  return (
    <div className="vp-form-fallback vp-form-loading" role="status">
      <p>Loading the valuation form…</p>
    </div>
  );
}

function LazyValuationForm() {
  const [mounted, setMounted] = useState(false);
  const [Form, setForm] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<FormLoadFailure>(null);
  const retried = useRef(false);
  const load = useCallback(() => {
    loadValuationForm().then(
      (form) => setForm(() => form),
      () => setFailure('failed'),
    );
  }, []);
  useEffect(() => {
    setMounted(true);
    load();
  }, [load]);
  // "Try again" left with the form it brought: the focus goes to the form's first field, not the page.
  useEffect(() => {
    if (Form && retried.current && document.activeElement === document.body) document.querySelector<HTMLElement>(`#${FORM_ANCHOR} input`)?.focus();
  }, [Form]);
  // The server's markup holds no "loading" status: without JavaScript nothing would ever load,
  // and a screen reader would announce it for good.
  if (!mounted)
    return (
      <div className="vp-form-fallback">
        <NoScriptContact />
      </div>
    );
  if (Form) return <Form />;
  if (!failure) return <FormPlaceholder />;
  return (
    <FormLoadFailed
      failure={failure}
      onRetry={() => {
        retried.current = true;
        setFailure('retrying');
        load();
      }}
    />
  );
}

const FORM_ANCHOR = 'request-valuation';

const valuationFactors: readonly Feature[] = [
  {
    icon: 'bars',
    title: 'Recent Comparable Sales',
    text: 'Homes like yours that sold nearby in the last few months, adjusted for size, condition, lot and upgrades.',
  },
  {
    icon: 'trend',
    title: 'Local Market Trends',
    text: 'Inventory, days on market and list-to-sale price ratios for your neighborhood and school boundary right now.',
  },
  {
    icon: 'sparkles',
    title: 'Property Features',
    text: 'Renovated kitchens, finished basements, garages, views and the other details automated estimates cannot see.',
  },
  {
    icon: 'calendar',
    title: 'Seasonal Timing',
    text: 'How demand in your area shifts through the year, and when listing your home is likely to bring the strongest offers.',
  },
];

const whyRequest = [
  'You are thinking of selling this year or next and want to price it right from day one',
  'You are deciding whether to sell, rent out or renovate',
  'You want to know your equity before refinancing or opening a home equity line',
  'You plan to review your property tax assessment with real sales data',
  'You are simply curious how much your home has grown in value',
] as const;

const whatYouReceive: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'file',
    title: 'Comparative Market Analysis',
    text: 'Recent sales, pending and active listings near you, with the adjustments behind a realistic price range.',
  },
  {
    icon: 'trend',
    title: 'Market Trend Report',
    text: 'Prices, inventory and days on market for your neighborhood and ZIP code.',
  },
  {
    icon: 'roller',
    title: 'Improvement Recommendations',
    text: 'Which updates are worth making before a sale, and which are not.',
  },
  {
    icon: 'chat',
    title: 'Optional Consultation',
    text: 'A no-obligation conversation, in person or by phone, to walk through the numbers together.',
  },
];

export function HomeValuationPage() {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  return (
    <div className="pg">
      <PageMeta
        title="Free Home Valuation"
        description={`Request a free, personal home valuation from ${agent}: comparable sales, local market trends and your home's features, delivered ${t('response_time')} for Maryland, DC and Northern Virginia homes.`}
      />
      <PageHero image="valuation" eyebrow="Free Home Valuation" title={t('valuation_title')} subtitle={t('valuation_subtitle')}>
        <div className="pg-actions">
          <LinkButton to={`#${FORM_ANCHOR}`} icon="arrowRight">
            Start My Free Valuation
          </LinkButton>
        </div>
      </PageHero>

      <PageSection labelledBy="valuation-intro-heading">
        <SectionHeading id="valuation-intro-heading" eyebrow="Know Your Number" title={t('valuation_intro_title')} lead={t('valuation_intro_text')} />
        <FeatureGrid items={valuationFactors} columns={4} />
      </PageSection>

      <PageSection tone="muted">
        <div className="vp-layout">
          <div className="vp-aside">
            <section className="pg-card" aria-labelledby="why-request-heading">
              <Heading as="h2" id="why-request-heading">
                Why Request a Valuation?
              </Heading>
              <CheckList items={whyRequest} />
            </section>
            <section className="pg-panel pg-dark" aria-labelledby="what-you-receive-heading">
              <Heading as="h2" id="what-you-receive-heading">
                What You’ll Receive
              </Heading>
              <ul className="vp-receive">
                {whatYouReceive.map((item) => (
                  <li key={item.title}>
                    <span className="vp-receive__icon">
                      <Icon name={item.icon} size={22} />
                    </span>
                    <div>
                      <Heading as="h3">{item.title}</Heading>
                      <p>{item.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <p className="vp-footnote">
              Your valuation is a comparative market analysis prepared by {agent}, {t('agent_title')} with{' '}
              {t('brokerage_name')}. It is not an appraisal and cannot replace one for lending purposes.
            </p>
          </div>
          <div className="vp-form-card" id={FORM_ANCHOR}>
            <Heading as="h2" id={VALUATION_FORM_TITLE_ID} className="vf-title">
              Request Your Free Valuation
            </Heading>
            <LazyValuationForm />
          </div>
        </div>
      </PageSection>
    </div>
  );
}
