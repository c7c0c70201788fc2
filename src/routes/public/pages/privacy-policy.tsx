import { Link } from 'react-router';
import { mailtoHref, telHref } from '../../../../domain/phone';
import { useSiteContent } from '../../../lib/site-content';
import { paths } from '../../../paths';
import { LegalContactBlock, LegalPage, type LegalSection } from './parts/legal-page';

export function PrivacyPolicyPage() {
  const { t } = useSiteContent();
  const agent = t('agent_name');
  const brokerage = t('brokerage_name');
  const email = t('contact_email');
  const phone = t('contact_phone');

  const contactLinks = (
    <>
      email{' '}
      <a className="pg-link" href={mailtoHref(email)}>
        {email}
      </a>{' '}
      or call{' '}
      <a className="pg-link" href={telHref(phone)}>
        {phone}
      </a>
    </>
  );

  const sections: LegalSection[] = [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      content: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, email address, phone number, the subject of your inquiry and your message.
            </li>
            <li>
              <strong>Home valuation form:</strong> your name, email address and phone number, and your property’s address, city,
              state, ZIP code, property type, bedrooms, bathrooms, square footage, year built and any notes you add.
            </li>
            <li>
              <strong>Direct communication:</strong> anything you share with us by phone, text message, email or in person, such as
              your home search criteria, your timeline or details of a property you want to sell.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <p>
            When you visit the Site, our web server records standard technical information: your IP address, browser type, device
            type, the pages you visit, the page that referred you and the date and time of your visit. We use it to keep the Site
            secure and working well.
          </p>
          <p>
            The Site uses only cookies that are strictly necessary for it to work, such as a secure session cookie for the site
            administrator. We do not use advertising cookies or cross-site tracking technologies.
          </p>
          <h3 id="page-view-counts">Page view counts</h3>
          <p>
            To see which pages and listings visitors find useful, our own server counts page views. Exactly this is kept: the
            address of the page on this Site (for example /listings/123 or /buyer-services), the date, and how many times that page
            was viewed on that date. Nothing else is stored with the count: no IP address, no device or browser details, no
            identifier and nothing that could tell one visitor from another. No cookie is used for it, no script from another
            company runs on the Site, and requests from known automated crawlers, the administration pages, images and other files
            are not counted.
          </p>
          <p>
            When you send a form, the message also records the page of this Site you sent it from, the listing it concerns, and,
            if you arrived through a link that carries campaign labels (utm_source, utm_medium or utm_campaign, such as a link in
            a newsletter), those labels. Your browser keeps those labels in its session storage only until you close the tab; no
            cookie is set.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      content: (
        <>
          <p>We use the information we collect to:</p>
          <ul>
            <li>respond to your questions and requests, and schedule consultations and showings;</li>
            <li>prepare the home valuation or market analysis you asked for;</li>
            <li>provide real estate brokerage services if you choose to work with us;</li>
            <li>send you listings, market updates or other information you have asked to receive;</li>
            <li>maintain the records that real estate licensing laws require;</li>
            <li>protect the Site and our clients against fraud, spam and misuse; and</li>
            <li>understand how the Site is used so that we can improve it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-disclose-information',
      title: 'How We Disclose Information',
      content: (
        <>
          <p>
            <strong>We do not sell or rent your personal information</strong>, and we do not share it with third parties for their
            own marketing. We disclose information only:
          </p>
          <ul>
            <li>
              to {brokerage}, the brokerage through which {agent} is licensed, for supervision, compliance and recordkeeping;
            </li>
            <li>
              to service providers that host the Site and deliver our email, who may use it only to provide those services to us
              and must keep it confidential;
            </li>
            <li>
              with your permission, to the people involved in your transaction, such as lenders, title and settlement companies,
              home inspectors and other agents;
            </li>
            <li>when required by law, subpoena or court order, or to protect the rights, property or safety of others; and</li>
            <li>to a successor if our business is transferred, in which case this policy continues to apply.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'your-privacy-choices',
      title: 'Your Privacy Choices',
      content: (
        <>
          <ul>
            <li>
              <strong>Marketing email:</strong> every marketing email includes an unsubscribe link, or you can ask us to stop at
              any time.
            </li>
            <li>
              <strong>Calls and texts:</strong> we contact you by phone or text only about your inquiry or our work together. Tell us
              if you prefer not to be called or texted and we will respect it.
            </li>
            <li>
              <strong>Access, correction and deletion:</strong> you may ask for a copy of the personal information we hold about you,
              ask us to correct it, or ask us to delete it, subject to the records we must keep by law.
            </li>
            <li>
              <strong>Cookies:</strong> your browser settings let you block or delete cookies. Blocking strictly necessary cookies
              does not affect the public pages of the Site.
            </li>
          </ul>
          <p>To make any of these requests, {contactLinks}.</p>
        </>
      ),
    },
    {
      id: 'data-security',
      title: 'Data Security and Retention',
      content: (
        <>
          <p>
            We use reasonable administrative, technical and physical safeguards to protect your information. The Site is served
            over an encrypted (HTTPS) connection, form submissions are stored on secured systems, and access is limited to the
            people who need it to serve you.
          </p>
          <p>
            No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee
            absolute security. We keep personal information only as long as needed for the purposes described in this policy and
            for the periods that real estate licensing and tax laws require, and then delete or anonymize it.
          </p>
        </>
      ),
    },
    {
      id: 'california-privacy-rights',
      title: 'Your California Privacy Rights',
      content: (
        <>
          <p>
            If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act,
            gives you the right to:
          </p>
          <ul>
            <li>know what personal information we have collected about you, where it came from and how we use and disclose it;</li>
            <li>request deletion of your personal information, subject to legal exceptions;</li>
            <li>request correction of inaccurate personal information;</li>
            <li>
              opt out of the sale or sharing of your personal information (we do not sell or share personal information as those
              terms are defined by law); and
            </li>
            <li>not be discriminated against for exercising any of these rights.</li>
          </ul>
          <p>
            Under California Civil Code Section 1798.83 (the “Shine the Light” law), you may also ask whether we have disclosed
            personal information to third parties for their direct marketing purposes. We do not make such disclosures.
          </p>
          <p>
            To exercise your rights, {contactLinks}. We will verify your identity before acting on a request and respond within 45
            days. You may use an authorized agent to make a request on your behalf.
          </p>
        </>
      ),
    },
    {
      id: 'children-under-16',
      title: 'Children Under 16',
      content: (
        <p>
          The Site is intended for adults and is not directed to children under 16. We do not knowingly collect personal information
          from children under 16. If you believe a child under 16 has given us personal information, please contact us and we will
          delete it promptly.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Links to Other Websites',
      content: (
        <p>
          The Site links to other websites, such as review platforms and social networks. Their privacy practices are their own, and
          we encourage you to read their policies before sharing information with them.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      content: (
        <p>
          We may update this Privacy Policy from time to time. When we do, we will change the “Last updated” date at the top of this
          page. Significant changes will be highlighted on the Site.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      content: (
        <>
          <p>If you have questions about this Privacy Policy or how we handle your information, please contact:</p>
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
            You can also send a message through our{' '}
            <Link className="pg-link" to={paths.contact}>
              contact page
            </Link>
            .
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title="Privacy Policy"
      metaDescription={`How ${agent} and ${brokerage} collect, use, disclose and protect your personal information, your privacy choices and your California privacy rights.`}
      intro={
        <p>
          This Privacy Policy explains how {agent}, {t('agent_title')} with {brokerage} (“we”, “us” or “our”), collects, uses,
          discloses and protects information when you visit this website (the “Site”) or contact us through it. By using the Site,
          you agree to the practices described here.
        </p>
      }
      sections={sections}
    />
  );
}
