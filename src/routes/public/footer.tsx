import { Link } from 'react-router';
import { mailtoHref, smsHref, telHref } from '../../../domain/phone';
import { paths } from '../../paths';
import { HomeIcon, MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { SectionLink } from '../../components/section-link';
import { SocialLinks } from '../../components/social-links';
import { useSiteContent } from '../../lib/site-content';
import { navItems } from './nav-items';
import './footer.css';

const serviceLinks = [
  { label: 'Buyer Services', to: paths.buyerServices },
  { label: 'Seller Services', to: paths.sellerServices },
  { label: 'Investment Properties', to: paths.investmentProperties },
  { label: 'Relocation Assistance', to: paths.relocation },
  { label: 'Foreclosure Guidance', to: paths.foreclosures },
  { label: 'Free Home Valuation', to: paths.homeValuation },
];

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Accessibility', to: paths.accessibility },
];

export function Footer() {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  const email = t('contact_email');
  // Optional facts: blank hides them (domain/site-content.ts, optionalFacts).
  const office = t('office_address').trim();
  const license2 = t('license_2').trim();
  const associations = t('footer_associations').trim();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer on-dark">
      <div className="site-container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <p className="site-footer__logo">{t('header_logo_text')}</p>
            <p className="site-footer__role">
              {`${t('agent_title')} · ${t('brokerage_name')}`}
            </p>
            <p className="site-footer__blurb">{t('footer_company_description')}</p>
            <SocialLinks className="site-footer__social" size={18} agentName={t('agent_name')} />
          </div>

          <nav className="site-footer__col" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="site-footer__heading">
              {t('footer_quick_links_title')}
            </h2>
            <ul>
              {navItems.map((item) => (
                <li key={item.label}>
                  <SectionLink section={item.section}>{item.label}</SectionLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav className="site-footer__col" aria-labelledby="footer-services">
            <h2 id="footer-services" className="site-footer__heading">
              {t('footer_services_title')}
            </h2>
            <ul>
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} discover="none">{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="site-footer__col">
            <h2 className="site-footer__heading">{t('footer_contact_title')}</h2>
            <ul className="site-footer__contact">
              <li>
                <PhoneIcon size={16} />
                <a href={telHref(phone)}>
                  <span className="sr-only">Call </span>
                  {phone}
                </a>
              </li>
              <li>
                <MessageIcon size={16} />
                <a href={smsHref(phone)}>Text {phone}</a>
              </li>
              <li>
                <MailIcon size={16} />
                <a href={mailtoHref(email)}>{email}</a>
              </li>
              {office ? (
                <li>
                  <MapPinIcon size={16} />
                  <address className="site-footer__address">{office}</address>
                </li>
              ) : null}
            </ul>
          </div>
        </div>

        <div className="site-footer__legal">
          <div className="site-footer__licences">
            <p>{t('footer_license_info')}</p>
            <p>
              {t('license_1')}
              {license2 ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <br className="site-footer__break" />
                  {license2}
                </>
              ) : null}
            </p>
            {/* Optional extra note; the licence lines themselves are shown once, above. */}
            {t('footer_license_numbers').trim() ? <p>{t('footer_license_numbers')}</p> : null}
            <p>{t('footer_company_info')}</p>
            {associations ? <p>{associations}</p> : null}
            <p className="site-footer__eho">
              <HomeIcon size={16} /> Equal Housing Opportunity. We are pledged to the letter and spirit of the U.S. policy for achieving equal
              housing opportunity throughout the nation.
            </p>
          </div>
          <div className="site-footer__bottom">
            <p>
              {`© ${year} ${t('footer_copyright')}`}
            </p>
            <nav aria-label="Legal">
              <ul className="site-footer__legal-links">
                {legalLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} discover="none">{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
