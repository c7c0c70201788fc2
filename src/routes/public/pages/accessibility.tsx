import { mailtoHref } from '../../../../domain/phone';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';
import { CallButton, LinkButton } from './parts/actions';
import { FairHousingStatement } from './parts/fair-housing';
import { LegalPage, type LegalSection } from './parts/legal-page';

export function AccessibilityPage() {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  const brokerage = t('brokerage_name');
  const email = t('contact_email');

  const sections: LegalSection[] = [
    {
      id: 'commitment',
      title: 'Our Commitment',
      content: (
        <p>
          Finding a home should be open to everyone. {agent} and {brokerage} are committed to making this website usable by all
          visitors, including people who use screen readers, keyboard navigation, voice control, magnification or other assistive
          technologies, and we keep improving it as standards and technologies evolve.
        </p>
      ),
    },
    {
      id: 'standard',
      title: 'Conformance Target',
      content: (
        <p>
          We aim to conform to the Web Content Accessibility Guidelines, <strong>WCAG 2.1 Level AA</strong>, published by the
          World Wide Web Consortium (W3C). These guidelines explain how to make web content more accessible to people with a wide range of disabilities,
          including visual, auditory, physical, speech, cognitive and neurological disabilities.
        </p>
      ),
    },
    {
      id: 'measures',
      title: 'Measures We Take',
      content: (
        <>
          <ul>
            <li>clear page structure with landmarks, ordered headings and a “Skip to main content” link;</li>
            <li>every feature usable with a keyboard alone, with a visible focus indicator;</li>
            <li>text alternatives for meaningful images;</li>
            <li>text and controls with sufficient color contrast, and text that can be enlarged to 200% without loss of content;</li>
            <li>form fields with visible labels, and error messages that explain how to fix a problem and are announced to screen readers;</li>
            <li>a reviews carousel that pauses while your pointer or keyboard focus is inside it;</li>
            <li>respect for your device’s reduced-motion setting; and</li>
            <li>automated accessibility testing of every public page, alongside manual keyboard and screen reader checks.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'compatibility',
      title: 'Compatibility',
      content: (
        <p>
          The Site is designed to work with current versions of Chrome, Edge, Firefox and Safari on desktop and mobile devices, and
          with common screen readers such as NVDA, JAWS, VoiceOver and TalkBack.
        </p>
      ),
    },
    {
      id: 'limitations',
      title: 'Known Limitations',
      content: (
        <p>
          Some content comes from third parties, such as listing photos supplied through the multiple listing service and review
          platforms we link to. We cannot always control how accessible that content is, but if something on the Site does not work
          for you, we will provide the information another way.
        </p>
      ),
    },
    {
      id: 'feedback',
      title: 'Feedback and Assistance',
      content: (
        <>
          <p>
            If you have difficulty using any part of this website, or would like information in a different format, please let us
            know. Tell us the page and the problem, and we will respond {t('response_time')}. You can also email{' '}
            <a className="pg-link" href={mailtoHref(email)}>
              {email}
            </a>
            .
          </p>
          <div className="pg-actions lg-actions">
            <LinkButton to={paths.contact} tone="navy" icon="arrowRight">
              Contact Us
            </LinkButton>
            <CallButton tone="outline-navy" />
          </div>
        </>
      ),
    },
    {
      id: 'fair-housing',
      title: 'Fair Housing Statement',
      content: <FairHousingStatement agent={agent} brokerage={brokerage} />,
    },
  ];

  return (
    <LegalPage
      title="Accessibility Statement"
      metaDescription={`${agent}'s commitment to an accessible website: our WCAG 2.1 AA target, the measures we take and how to get help or give feedback.`}
      intro={
        <p>
          This statement describes the accessibility of the website of {agent}, {t('agent_title')} with {brokerage}, and how to reach
          us if anything gets in your way.
        </p>
      }
      sections={sections}
    />
  );
}
