import { Link } from 'react-router';
import { mailtoHref, telHref } from '../../../../domain/phone';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';
import { FairHousingStatement } from './parts/fair-housing';
import { LegalContactBlock, LegalPage, type LegalSection } from './parts/legal-page';

export function TermsPage() {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  const brokerage = t('brokerage_name');
  const email = t('contact_email');
  const phone = t('contact_phone');

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of These Terms',
      content: (
        <p>
          By accessing or using this website (the “Site”), you agree to these Terms of Service and to our{' '}
          <Link className="pg-link" to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the Site. You must be at least 18 years old, or have a parent’s or guardian’s
          permission, to submit information through the Site.
        </p>
      ),
    },
    {
      id: 'use-of-site',
      title: 'Use of the Site',
      content: (
        <>
          <p>
            The Site is provided for your personal, non-commercial use in researching real estate and contacting {agent}. You agree
            not to:
          </p>
          <ul>
            <li>copy, scrape or harvest listings, photos or other content by automated means;</li>
            <li>submit false, misleading or someone else’s information through any form;</li>
            <li>send spam, malicious code or anything unlawful, threatening or defamatory;</li>
            <li>attempt to gain unauthorized access to the Site, its administration area or its systems; or</li>
            <li>use the Site in any way that could damage it or interfere with other visitors’ use of it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'no-agency-relationship',
      title: 'No Agency Relationship',
      content: (
        <p>
          Using the Site or sending a message does not by itself create an agency or brokerage relationship between you and {agent}{' '}
          or {brokerage}. Representation begins only when we both sign a written agreement. The law of each state where we are licensed
          requires us to give you written disclosures about whom real estate licensees represent; we will provide them at the appropriate time.
        </p>
      ),
    },
    {
      id: 'property-information',
      title: 'Property Information and Valuations',
      content: (
        <>
          <p>
            Listing information, prices, square footage, school assignments and other property details come from sources believed
            to be reliable, including the multiple listing service, but are not guaranteed. Properties may be sold, withdrawn or
            changed in price without notice. Please verify any information that matters to your decision.
          </p>
          <p>
            Home valuations and market analyses provided through the Site are opinions of value based on market data. They are not
            appraisals and should not be used in place of one for lending or legal purposes. Statistics about past sales describe
            past results and do not guarantee future performance.
          </p>
        </>
      ),
    },
    {
      id: 'not-professional-advice',
      title: 'Not Legal, Tax or Financial Advice',
      content: (
        <p>
          Articles, guides and other content on the Site, including our foreclosure and investment pages, are for general education
          only. They are not legal, tax, financial or mortgage advice. Please consult a qualified attorney, accountant, lender or
          HUD-approved housing counselor about your own circumstances.
        </p>
      ),
    },
    {
      id: 'communications',
      title: 'Communications',
      content: (
        <p>
          When you submit a form or contact us, you agree that we may respond by email, phone or text message about your inquiry.
          Consent to be contacted is not a condition of any purchase or service, and you may ask us to stop at any time. Message and
          data rates from your carrier may apply.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      content: (
        <p>
          The Site’s text, design, logos, graphics and photographs are owned by {agent}, {brokerage} or their licensors and are
          protected by copyright and trademark law. You may view and print pages for your personal use; any other copying,
          distribution or modification requires our written permission. REALTOR® is a registered collective membership mark of the
          National Association of REALTORS®.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Websites',
      content: (
        <p>
          Links to review platforms, social networks, lenders and other websites are provided for your convenience. We do not
          control and are not responsible for their content, products or practices.
        </p>
      ),
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer of Warranties',
      content: (
        <p>
          The Site and its content are provided “as is” and “as available”, without warranties of any kind, express or implied,
          including warranties of accuracy, merchantability, fitness for a particular purpose and non-infringement. We do not
          warrant that the Site will be uninterrupted, error-free or free of harmful components.
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      content: (
        <p>
          To the fullest extent permitted by law, {agent} and {brokerage} will not be liable for any indirect, incidental, special,
          consequential or punitive damages, or for any loss of profits, data or opportunity, arising from your use of or inability
          to use the Site or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      content: (
        <p>
          You agree to indemnify and hold harmless {agent} and {brokerage} from any claims, losses and expenses, including reasonable
          attorneys’ fees, arising from your misuse of the Site or your violation of these terms.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Jurisdiction',
      content: (
        <p>
          These terms are governed by the laws of the State of Maryland, without regard to its conflict of laws rules. Any dispute
          arising from these terms or your use of the Site shall be brought exclusively in the state courts located in Howard
          County, Maryland, or in the United States District Court for the District of Maryland, and you consent to the personal
          jurisdiction of those courts.
        </p>
      ),
    },
    {
      id: 'fair-housing',
      title: 'Fair Housing Statement',
      content: <FairHousingStatement agent={agent} brokerage={brokerage} />,
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      content: (
        <p>
          We may revise these terms from time to time by posting an updated version with a new “Last updated” date. Your continued
          use of the Site after a change means you accept the revised terms.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      content: (
        <>
          <p>Questions about these Terms of Service? Contact:</p>
          <LegalContactBlock
            lines={[
              <strong key="n">
                {agent}, {t('agent_title')}
              </strong>,
              brokerage,
              t('office_address'),
              <a key="e" className="pg-link" href={mailtoHref(email)}>
                {email}
              </a>,
              <a key="p" className="pg-link" href={telHref(phone)}>
                {phone}
              </a>,
            ]}
          />
          <p>
            {t('license_1')}
            {t('license_2').trim() ? (
              <>
                <br />
                {t('license_2')}
              </>
            ) : null}
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms of Service"
      metaDescription={`The terms for using ${agent}'s real estate website: permitted use, property information, valuations, governing Maryland law and our fair housing commitment.`}
      intro={
        <p>
          These Terms of Service govern your use of the website of {agent}, {t('agent_title')} with {brokerage} (“we”, “us” or
          “our”). Please read them carefully.
        </p>
      }
      sections={sections}
    />
  );
}
