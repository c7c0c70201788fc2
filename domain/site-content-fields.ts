// The admin's view of the site-content keys (domain/site-content.ts): their sections, labels and
// editors, in the order the Site Content tab shows them. Only the admin and the server read this.

import { contentDefaults, contentLinks, optionalFacts, type ContentKey } from './site-content';
import type { LinkKind } from './safe-href';

export type ContentField<K extends string = string> = {
  key: K;
  label: string;
  default: string;
  /** multi-line editor in the admin (subtitles, paragraphs, texts, addresses) */
  multiline?: boolean;
  /** The key holds a link (domain/site-content.ts, contentLinks); blank hides it. */
  link?: { kind: LinkKind; name: string };
  /** A fact not every agent has (domain/site-content.ts, optionalFacts); blank hides it. */
  optional?: boolean;
};

export type ContentGroup<K extends string = string> = { id: string; title: string; description?: string; fields: ContentField<K>[] };

// An optional fact's built-in text is the seed agent's own (a licence number, an office): it is not
// offered as a starting point, and blank shows nothing rather than bringing it back.
const f = (key: ContentKey, label: string, multiline = false): ContentField<ContentKey> =>
  optionalFacts.has(key) ? { key, label, default: '', multiline, optional: true } : { key, label, default: contentDefaults[key] ?? '', multiline };

const link = (key: ContentKey, label: string): ContentField<ContentKey> => ({ key, label, default: '', link: contentLinks[key] });

/** The five texts every service page has (title, subtitle, introduction heading and two paragraphs). */
const servicePageFields = (prefix: 'buyer_services' | 'seller_services' | 'investment' | 'relocation' | 'foreclosure', page: string) => [
  f(`${prefix}_title`, `${page} page title`),
  f(`${prefix}_subtitle`, `${page} page subtitle`, true),
  f(`${prefix}_intro_title`, 'Introduction heading'),
  f(`${prefix}_intro_p1`, 'Introduction paragraph 1', true),
  f(`${prefix}_intro_p2`, 'Introduction paragraph 2', true),
];

export const contentGroups: ContentGroup<ContentKey>[] = [
  {
    id: 'identity',
    title: 'Agent identity',
    description:
      'Your name, brokerage and license lines, stored once and used across the whole site (page titles, header, footer). Texts elsewhere can say {name}, {first_name}, {title}, {brokerage}, {phone}, {email}, {office} or {response_time} and show the current value.',
    fields: [
      f('agent_name', 'Agent name'),
      f('agent_title', 'Title'),
      f('brokerage_name', 'Brokerage'),
      f('brokerage_phone', 'Brokerage office phone (optional; shown with the brokerage on every listing)'),
      f('license_1', 'License line (first jurisdiction)'),
      f('license_2', 'License line (second jurisdiction, optional)'),
    ],
  },
  {
    id: 'hero',
    title: 'Hero',
    fields: [
      f('hero_title', 'Headline'),
      f('hero_subtitle', 'Subtitle', true),
      f('cta_button_text', 'Main button'),
      f('listings_cta_text', 'Listings button'),
    ],
  },
  {
    id: 'listings',
    title: 'Listings section',
    fields: [
      f('listings_title', 'Heading'),
      f('listings_description', 'Description', true),
      f('listings_view_all_button', 'View-all button'),
      f('mortgage_rate_default', 'Payment estimate: starting interest rate (% per year)'),
    ],
  },
  {
    id: 'about',
    title: 'About section',
    fields: [f('about_title', 'Heading'), f('about_intro_p1', 'Paragraph 1', true), f('about_intro_p2', 'Paragraph 2', true)],
  },
  {
    id: 'results',
    title: 'Results and sold track record',
    description: 'Headings and captions. The figures themselves are computed from your sold records (see Statistics).',
    fields: [
      f('results_title', 'Results heading'),
      f('results_description', 'Results description', true),
      f('results_career_text', 'Sold: caption under total', true),
      f('results_price_range_description', 'Sold: price range caption', true),
      f('results_neighborhoods_description', 'Sold: neighborhoods caption', true),
      f('results_expertise', 'Sold: expertise'),
      f('results_expertise_description', 'Sold: expertise caption', true),
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews section',
    fields: [
      f('testimonials_title', 'Heading'),
      f('testimonials_description', 'Description', true),
      f('testimonials_rating', 'Rating summary from your review profile (blank: computed from your testimonials; needs the link below)'),
      link('testimonials_link_url', 'Link to all your reviews, e.g. your Zillow profile (https:// address, blank to hide)'),
      f('testimonials_link_text', 'Link text'),
    ],
  },
  {
    id: 'cta',
    title: 'Call-to-action band',
    fields: [
      f('cta_section_title', 'Heading'),
      f('cta_section_subtitle', 'Subtitle', true),
      f('cta_consultation_text', 'Consultation button'),
      f('cta_valuation_text', 'Valuation button'),
      f('cta_listings_text', 'Listings button'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact section',
    fields: [
      f('contact_title', 'Heading'),
      f('contact_methods_title', 'Contact methods heading'),
      f('contact_phone_label', 'Phone label'),
      f('contact_phone', 'Phone number'),
      f('contact_phone_description', 'Phone note', true),
      f('contact_email_label', 'Email label'),
      f('contact_email', 'Email address'),
      f('contact_email_description', 'Email note', true),
      f('response_time', 'Reply time promise, used on every page that promises a reply (e.g. "within 24 hours")'),
      f('contact_office_label', 'Office label'),
      f('office_address', 'Office address (optional)', true),
      f('contact_website_label', 'Website label'),
      link('contact_website', 'Website (https:// address, blank to hide)'),
    ],
  },
  {
    id: 'header',
    title: 'Header',
    fields: [
      f('header_logo_text', 'Logo text'),
      f('header_phone_display', 'Phone format in the top bar (optional, e.g. 410.555.0187; must be the Contact phone number)'),
      f('header_email_display', 'E-mail as written in the top bar (optional; must be the Contact e-mail)'),
      f('header_consultation_button', 'Header button'),
      link('social_facebook', 'Facebook page (https:// address, blank to hide)'),
      link('social_instagram', 'Instagram profile (https:// address, blank to hide)'),
      link('social_linkedin', 'LinkedIn profile (https:// address, blank to hide)'),
    ],
  },
  {
    id: 'footer',
    title: 'Footer',
    fields: [
      f('footer_company_description', 'Company blurb', true),
      f('footer_quick_links_title', 'Quick links heading'),
      f('footer_services_title', 'Services heading'),
      f('footer_contact_title', 'Contact heading'),
      f('footer_license_info', 'License statement', true),
      f('footer_company_info', 'Brokerage statement', true),
      f('footer_associations', 'Associations (optional)', true),
      f('footer_license_numbers', 'Extra license note (optional; your license lines come from Agent identity)'),
      f('footer_copyright', 'Copyright line'),
    ],
  },
  {
    id: 'buyer',
    title: 'Buyer services page',
    fields: servicePageFields('buyer_services', 'Buyer services'),
  },
  {
    id: 'seller',
    title: 'Seller services page',
    fields: servicePageFields('seller_services', 'Seller services'),
  },
  {
    id: 'investment',
    title: 'Investment properties page',
    fields: servicePageFields('investment', 'Investment'),
  },
  {
    id: 'relocation',
    title: 'Relocation page',
    description:
      'Texts on this page can also say {years}: your years of experience as computed in Sold Properties, Statistics, written for example "more than 16 years" (just "years" while that figure is unknown).',
    fields: servicePageFields('relocation', 'Relocation'),
  },
  {
    id: 'foreclosure',
    title: 'Foreclosure guidance page',
    fields: servicePageFields('foreclosure', 'Foreclosure guidance'),
  },
  {
    id: 'valuation',
    title: 'Home valuation page',
    fields: [
      f('valuation_title', 'Page title'),
      f('valuation_subtitle', 'Page subtitle', true),
      f('valuation_intro_title', 'Introduction heading'),
      f('valuation_intro_text', 'Introduction text', true),
    ],
  },
];

export const contentFields: ContentField<ContentKey>[] = contentGroups.flatMap((g) => g.fields);

export const linkFields: ContentField<ContentKey>[] = contentFields.filter((field) => field.link);
