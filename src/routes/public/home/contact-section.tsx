import { Heading, Text } from '@radix-ui/themes';
import { mailtoHref } from '../../../../domain/phone';
import { CallButton, TextButton, WhatsAppButton } from '../../../components/contact-buttons';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { useSiteContent } from '../../../lib/site-content';
import { ContactForm } from './contact-form';
import './contact-section.css';

/** "www.example.com" -> "https://www.example.com" */
export function websiteHref(site: string): string {
  const s = site.trim();
  return /^https?:\/\//i.test(s) ? s : `https://${s}`;
}

/** Contact methods and the contact form: the home page's #contact and the /contact page. */
export function ContactSection({ initialMessage, eyebrow = 'Contact' }: { initialMessage?: string; eyebrow?: string }) {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  const email = t('contact_email');
  const website = t('contact_website');
  return (
    <section id="contact" className="home-section contact-section" aria-labelledby="contact-title">
      <div className="site-container">
        <SectionHeading
          id="contact-title"
          eyebrow={eyebrow}
          title={t('contact_title')}
          description={`Tell ${t('agent_name').split(' ')[0]} what you are planning and get a personal reply within one business day.`}
        />
        <div className="contact-section__grid">
          <aside className="contact-methods on-dark" aria-labelledby="contact-methods-title">
            <Heading as="h3" id="contact-methods-title" className="contact-methods__title">
              {t('contact_methods_title')}
            </Heading>

            <div className="contact-method">
              <span className="contact-method__icon" aria-hidden="true">
                <PhoneIcon size={20} />
              </span>
              <div className="contact-method__body">
                <Text as="p" className="contact-method__label">
                  {t('contact_phone_label')}
                </Text>
                <p className="contact-method__value">{phone}</p>
                <Text as="p" size="2" className="contact-method__description">
                  {t('contact_phone_description')}
                </Text>
                <div className="contact-method__buttons">
                  <CallButton value={phone} size="2" tone="gold">
                    Call
                  </CallButton>
                  <TextButton value={phone} size="2" variant="outline" tone="light">
                    Text
                  </TextButton>
                  <WhatsAppButton value={phone} size="2" variant="outline" tone="light" />
                </div>
              </div>
            </div>

            <div className="contact-method">
              <span className="contact-method__icon" aria-hidden="true">
                <MailIcon size={20} />
              </span>
              <div className="contact-method__body">
                <Text as="p" className="contact-method__label">
                  {t('contact_email_label')}
                </Text>
                <a className="contact-method__value contact-method__link" href={mailtoHref(email)}>
                  {email}
                </a>
                <Text as="p" size="2" className="contact-method__description">
                  {t('contact_email_description')}
                </Text>
              </div>
            </div>

            <div className="contact-method">
              <span className="contact-method__icon" aria-hidden="true">
                <MapPinIcon size={20} />
              </span>
              <div className="contact-method__body">
                <Text as="p" className="contact-method__label">
                  {t('contact_office_label')}
                </Text>
                <address className="contact-method__address">{t('office_address')}</address>
              </div>
            </div>

            <div className="contact-method">
              <span className="contact-method__icon" aria-hidden="true">
                <GlobeIcon size={20} />
              </span>
              <div className="contact-method__body">
                <Text as="p" className="contact-method__label">
                  {t('contact_website_label')}
                </Text>
                <a className="contact-method__link" href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
                  {website}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </div>
          </aside>

          <div className="contact-section__form">
            <Heading as="h3" className="contact-section__form-title">
              Send a Message
            </Heading>
            <ContactForm initialMessage={initialMessage} />
          </div>
        </div>
      </div>
    </section>
  );
}
