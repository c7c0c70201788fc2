// Data version 6: checked links and one agent identity.
//
// Only values that are exactly what the old seed shipped are changed; anything the agent typed
// stays as typed (a link that is no longer valid is kept and flagged in the admin, not rewritten).
// - Placeholder links (a review site's root, social networks' home pages) become blank, which now
//   means "hidden" and no longer falls back to a default.
// - The seed's website without a scheme gets its https:// (the same address, now a checked link).
// - Texts that repeated the agent's name, title, brokerage, office or reply time become templates
//   ("Meet {name}") that show the one stored value, so a rename reaches them too.
// - The top bar's phone/e-mail copies and the footer's licence-number line, which duplicated the
//   Contact details and the licence lines, are blanked when they say the same thing.
import type { Migration, RawDb } from './types';

const OLD_PLACEHOLDER_LINKS: Record<string, string> = {
  testimonials_link_url: 'https://www.zillow.com/profile/',
  social_facebook: 'https://www.facebook.com/',
  social_instagram: 'https://www.instagram.com/',
  social_linkedin: 'https://www.linkedin.com/',
};

/** Old seed text -> the template that renders the same words from the one stored fact. */
const OLD_TEXTS: Record<string, [old: string, template: string]> = {
  contact_website: ['www.whitfieldhomegroup.com', 'https://www.whitfieldhomegroup.com'],
  about_title: ['Meet Angela Whitfield', 'Meet {name}'],
  header_logo_text: ['Angela Whitfield', '{name}'],
  footer_license_info: ['Associate Broker licensed in Maryland and Virginia', '{title} licensed in Maryland and Virginia'],
  footer_company_info: [
    'Chesapeake Crown Realty, 5850 Waterloo Road, Suite 140, Columbia, MD 21045. Each office independently owned and operated.',
    '{brokerage}, {office}. Each office independently owned and operated.',
  ],
  footer_copyright: ['Angela Whitfield, Chesapeake Crown Realty. All rights reserved.', '{name}, {brokerage}. All rights reserved.'],
  footer_license_numbers: ['MD #0654218 | VA #0225261473', ''],
  contact_email_description: ['I reply to every message within one business day', 'I reply to every message {response_time}'],
  valuation_intro_text: [
    'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighbourhood, current buyer demand and the features and upgrades that set your property apart, and send it to you within 24 hours.',
    'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighbourhood, current buyer demand and the features and upgrades that set your property apart, and send it to you {response_time}.',
  ],
};

// What the old code showed for a missing contact key (the built-in default then).
const OLD_CONTACT_DEFAULTS = { contact_phone: '(410) 555-0187', contact_email: 'angela@whitfieldhomegroup.com' };

const digitsOf = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

export const migration: Migration = {
  to: 6,
  name: 'checked links and one agent identity',
  up: (data: RawDb): RawDb => {
    const stored = data.siteContent;
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return data;
    const content = { ...(stored as Record<string, unknown>) };
    const isText = (key: string) => typeof content[key] === 'string';

    for (const [key, placeholder] of Object.entries(OLD_PLACEHOLDER_LINKS)) {
      if (isText(key) && content[key] === placeholder) content[key] = '';
    }
    for (const [key, [old, template]] of Object.entries(OLD_TEXTS)) {
      if (isText(key) && content[key] === old) content[key] = template;
    }

    // The top bar's copies of the contact details: blank when they name the same number/address
    // (the top bar then shows the Contact ones). A different one is kept and flagged by its label.
    const effective = (key: keyof typeof OLD_CONTACT_DEFAULTS) =>
      isText(key) && (content[key] as string).trim() !== '' ? (content[key] as string) : OLD_CONTACT_DEFAULTS[key];
    if (isText('header_phone_display') && digitsOf(content.header_phone_display as string) === digitsOf(effective('contact_phone'))) {
      content.header_phone_display = '';
    }
    if (
      isText('header_email_display') &&
      (content.header_email_display as string).trim().toLowerCase() === effective('contact_email').trim().toLowerCase()
    ) {
      content.header_email_display = '';
    }
    return { ...data, siteContent: content };
  },
};
