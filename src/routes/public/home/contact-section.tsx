import { Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { mailtoHref } from '../../../../domain/phone';
import { safeHref } from '../../../../domain/safe-href';
import { CallButton, TextButton, WhatsAppButton } from '../../../components/contact-buttons';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { useSiteContent } from '../../../lib/site-content';
import { LazyContactForm } from './contact-form-loader';
import './contact-section.css';

/** "https://www.example.com/" -> "www.example.com": the address as people say it. */
function websiteLabel(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** One way to reach the agent: its icon, its label, and what goes under the label. */
function ContactMethod({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="contact-method">
      <span className="contact-method__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="contact-method__body">
        <Text as="p" className="contact-method__label">
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

/** Contact methods and the contact form: the home page's #contact and the /contact page. */
export function ContactSection({ initialMessage, eyebrow = 'Contact' }: { initialMessage?: string; eyebrow?: string }) {
  const { t } = useSiteContent();
  const phone = t('contact_phone');
  const email = t('contact_email');
  const websiteLink = safeHref(t('contact_website'), ['web']);
  return (
    <section id="contact" className="home-section contact-section" aria-labelledby="contact-title">
      <div className="site-container">
        <SectionHeading
          id="contact-title"
          eyebrow={eyebrow}
          title={t('contact_title')}
          description={`Tell ${t('agent_name').split(' ')[0]} what you are planning and get a personal reply ${t('response_time')}.`}
        />
        <div className="contact-section__grid">
          <aside className="contact-methods on-dark" aria-labelledby="contact-methods-title">
            <Heading as="h3" id="contact-methods-title" className="contact-methods__title">
              {t('contact_methods_title')}
            </Heading>

            <ContactMethod icon={<PhoneIcon size={20} />} label={t('contact_phone_label')}>
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
            </ContactMethod>

            <ContactMethod icon={<MailIcon size={20} />} label={t('contact_email_label')}>
              <a className="contact-method__value contact-method__link" href={mailtoHref(email)}>
                {email}
              </a>
              <Text as="p" size="2" className="contact-method__description">
                {t('contact_email_description')}
              </Text>
            </ContactMethod>

            {/* Blank hides the office row, its label with it. */}
            {t('office_address').trim() ? (
              <ContactMethod icon={<MapPinIcon size={20} />} label={t('contact_office_label')}>
                <address className="contact-method__address">{t('office_address')}</address>
              </ContactMethod>
            ) : null}

            {/* Blank hides the row; a stored address that is not a safe web link is not shown. */}
            {websiteLink ? (
              <ContactMethod icon={<GlobeIcon size={20} />} label={t('contact_website_label')}>
                <a className="contact-method__link" href={websiteLink} target="_blank" rel="noopener noreferrer">
                  {websiteLabel(websiteLink)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </ContactMethod>
            ) : null}
          </aside>

          <div className="contact-section__form">
            <Heading as="h3" className="contact-section__form-title">
              Send a Message
            </Heading>
            <LazyContactForm initialMessage={initialMessage} />
          </div>
        </div>
      </div>
    </section>
  );
}
