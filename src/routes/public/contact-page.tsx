import { Heading, Text } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { CallButton, EmailButton } from '../../components/contact-buttons';
import { MapPinIcon } from '../../components/icons';
import { PageMeta } from '../../components/page-meta';
import { useSiteContent } from '../../lib/site-content';
import { ContactSection } from './home/contact-section';
import './contact-page.css';

const serviceAreas = [
  { name: 'Central Maryland', detail: 'Howard, Baltimore and Anne Arundel counties and Baltimore City' },
  { name: 'Washington DC', detail: 'Capitol Hill, Logan Circle, Navy Yard and every ward in between' },
  { name: 'Northern Virginia', detail: 'Arlington, Alexandria, Fairfax County and Reston' },
];

/** Longest listing reference accepted from the address bar into the message. */
const ABOUT_MAX = 200;

/** /contact (docs/product.md, "Pages and routes"): the contact section inside the layout, with its own h1. */
export function ContactPage() {
  const { t } = useSiteContent();
  const [params] = useSearchParams();
  const about = (params.get('about') ?? '').trim().slice(0, ABOUT_MAX);
  const name = t('agent_name');
  return (
    <>
      <PageMeta
        title="Contact"
        description={`Call, text, email or message ${name}, ${t('agent_title')} with ${t('brokerage_name')}, about buying, selling or investing in Maryland, DC and Northern Virginia.`}
      />
      <section className="page-banner on-dark" aria-labelledby="contact-page-title">
        <div className="site-container page-banner__grid">
          <div>
            <Text as="p" className="page-banner__eyebrow">
              {t('agent_title')} · {t('brokerage_name')}
            </Text>
            <Heading as="h1" id="contact-page-title" className="page-banner__title">
              Contact {name}
            </Heading>
            <Text as="p" className="page-banner__subtitle">
              Whether you are ready to tour homes this weekend or just starting to think about a move, a short conversation is the best first step.
              Reach out the way that suits you.
            </Text>
            <div className="page-banner__actions">
              <CallButton tone="gold" />
              <EmailButton variant="outline" tone="light">
                Email {name.split(' ')[0]}
              </EmailButton>
            </div>
          </div>
          <div className="contact-areas">
            <Heading as="h2" size="4" className="contact-areas__title">
              Areas I serve
            </Heading>
            <ul className="contact-areas__list">
              {serviceAreas.map((area) => (
                <li key={area.name}>
                  <MapPinIcon size={18} />
                  <span>
                    <strong>{area.name}</strong>
                    <span className="contact-areas__detail">{area.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Text as="p" size="2" className="contact-areas__licence">
              {t('footer_license_info')}
            </Text>
          </div>
        </div>
      </section>
      <ContactSection eyebrow="Reach Out" initialMessage={about ? `I would like more information about ${about}.` : undefined} />
    </>
  );
}
