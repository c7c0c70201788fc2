// Every public site-content key and its built-in default: what visitors see when a key is
// missing or blank, so they are real copy. The agent's identity (docs/product.md, "Site content")
// lives here too and nowhere else. The admin's labels and sections for these keys are in
// ./site-content-fields.ts, apart, so the visitors' script does not carry them.

import { phoneDigits, phoneNumberIn } from './phone';
import type { LinkKind } from './safe-href';

// No built-in text states the years of experience: that figure is a statistic (Sold Properties,
// Statistics) shown by the about, results and relocation texts through {years}, so changing it
// cannot leave a text here saying another number.
const defaults = {
  // Agent identity
  agent_name: 'Angela Whitfield',
  agent_title: 'Associate Broker',
  brokerage_name: 'Chesapeake Crown Realty',
  brokerage_phone: '(410) 555-0100',
  license_1: 'Maryland Real Estate Commission License #0654218',
  license_2: 'Virginia Real Estate Board License #0225261473',
  // Hero
  hero_title: 'Your Trusted Real Estate Partner in Maryland, DC & Northern Virginia',
  hero_subtitle:
    'Helping buyers, sellers and investors across the DMV move with confidence: sharp pricing, tough negotiation and a calm hand from first showing to closing day.',
  cta_button_text: 'Schedule a Free Consultation',
  listings_cta_text: 'View Current Listings',
  // Listings section
  listings_title: 'Featured Properties',
  listings_description: 'Homes I am marketing right now across Central Maryland, Washington DC and Northern Virginia, plus a few recent successes.',
  listings_view_all_button: 'Ask About Off-Market Homes',
  mortgage_rate_default: '6.5',
  // About section
  about_title: 'Meet {name}',
  about_intro_p1:
    'I have spent my career helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As {title} with {brokerage}, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
  about_intro_p2:
    'My approach is simple: tell you the truth about the market, price with data, market with care and fight for your terms. Whether you are relocating for a new job, growing a rental portfolio or finding a way through a difficult financial season, you will always know what happens next.',
  // Results and sold track record
  results_title: 'Proven Results',
  results_description: 'Numbers behind a career built on referrals and repeat clients across the DMV.',
  results_career_text: 'Closed transactions as buyer and listing agent',
  results_price_range_description: 'From land and starter homes to luxury properties',
  results_neighborhoods_description: 'Neighborhoods served across Baltimore and Howard counties, DC and Northern Virginia',
  results_expertise: 'Buyer & Seller',
  results_expertise_description: 'Representation on both sides of the transaction',
  // Reviews section
  testimonials_title: 'What My Clients Say',
  testimonials_description: 'Real words from buyers, sellers and investors I have represented across Maryland, DC and Virginia.',
  // Blank: the summary is computed from the stored testimonials. A stated summary (an external
  // profile's figures) is shown only with the reviews link as its source.
  testimonials_rating: '',
  testimonials_link_url: '',
  testimonials_link_text: 'Read more reviews on Zillow',
  // Call-to-action band
  cta_section_title: 'Ready to Make Your Next Move?',
  cta_section_subtitle:
    'Whether you are buying your first home, selling a family house or adding to your portfolio, let us map out your next step together.',
  cta_consultation_text: 'Book a Consultation',
  cta_valuation_text: 'Get a Free Home Valuation',
  cta_listings_text: 'Browse Listings',
  // Contact section
  contact_title: "Let's Talk About Your Real Estate Goals",
  contact_methods_title: 'Get in Touch',
  contact_phone_label: 'Call or Text',
  contact_phone: '(410) 555-0187',
  contact_phone_description: 'Available 7 days a week, 8am to 8pm',
  contact_email_label: 'Email',
  contact_email: 'angela@whitfieldhomegroup.com',
  contact_email_description: 'I reply to every message {response_time}',
  response_time: 'within 24 hours',
  contact_office_label: 'Office',
  office_address: '5850 Waterloo Road, Suite 140\nColumbia, MD 21045',
  contact_website_label: 'Website',
  contact_website: '',
  // Header
  header_logo_text: '{name}',
  // The top bar always shows and links the one Contact phone and e-mail; these only restyle it.
  header_phone_display: '',
  header_email_display: '',
  header_consultation_button: 'Free Consultation',
  social_facebook: '',
  social_instagram: '',
  social_linkedin: '',
  // Footer
  footer_company_description:
    'Full-service real estate for buyers, sellers and investors in Central Maryland, Washington DC and Northern Virginia, backed by years of local experience.',
  footer_quick_links_title: 'Quick Links',
  footer_services_title: 'Services',
  footer_contact_title: 'Contact',
  footer_license_info: 'Licensed {title}',
  footer_company_info: '{brokerage}, {office}. Each office independently owned and operated.',
  footer_associations: 'Member, National Association of REALTORS® and Maryland REALTORS®',
  // The licence lines themselves come from Agent identity; this is only for something extra.
  footer_license_numbers: '',
  footer_copyright: '{name}, {brokerage}. All rights reserved.',
  // Buyer services page
  buyer_services_title: 'Buyer Services',
  buyer_services_subtitle: 'Find the right home at the right price, with an advocate on your side from search to keys',
  buyer_services_intro_title: 'Buying in the DMV, Made Clear',
  buyer_services_intro_p1:
    'Buying a home in Central Maryland, Washington DC or Northern Virginia means moving quickly in competitive neighborhoods while keeping a clear head about price, inspections and financing. I help you do both.',
  buyer_services_intro_p2:
    'From the first search to the final walk-through, you get honest advice on value, a negotiation plan built on recent comparable sales and a closing timeline you can plan your life around.',
  // Seller services page
  seller_services_title: 'Seller Services',
  seller_services_subtitle: 'Sell for top dollar with pricing, presentation and negotiation that work together',
  seller_services_intro_title: 'A Sale Plan Built Around Your Goals',
  seller_services_intro_p1:
    'Your home is likely your largest asset. I price it with a detailed market analysis, prepare it to photograph and show beautifully, and put it in front of the buyers most likely to pay a premium.',
  seller_services_intro_p2:
    'You will see every showing, every piece of feedback and every offer term laid out plainly, so you can choose the best path with confidence, not guesswork.',
  // Investment properties page
  investment_title: 'Investment Properties',
  investment_subtitle: 'Build wealth through strategic real estate investments',
  investment_intro_title: 'Real Estate Investment Expertise',
  investment_intro_p1:
    'The DMV combines stable government and technology employment with steady rental demand, which makes it one of the most resilient investment markets on the East Coast. I help investors find properties whose numbers work on day one.',
  investment_intro_p2:
    'Whether you are buying a first rental in Baltimore County, a small multi-family near a Metro line or a renovation project in Prince George’s County, I run the rent comparables, expense estimates and exit scenarios with you before you commit.',
  // Relocation page
  relocation_title: 'Relocation Assistance',
  relocation_subtitle: 'Seamless transitions to your new home in the DMV area',
  relocation_intro_title: 'Your Local Guide to a New Home',
  relocation_intro_p1:
    'Moving for a new job, a military assignment or to be closer to family is a big step, and doing it from hundreds of miles away adds pressure. {name} has spent {years} helping families, federal employees, service members and corporate transferees settle into Central Maryland, Washington DC and Northern Virginia.',
  relocation_intro_p2:
    'You get candid advice about commutes, schools and neighborhoods, homes previewed on your behalf, and one point of contact who coordinates the details so your move stays on schedule and your family lands somewhere that feels right.',
  // Foreclosure guidance page
  foreclosure_title: 'Foreclosure Guidance',
  foreclosure_subtitle: 'Expert assistance navigating foreclosure challenges',
  foreclosure_intro_title: 'You Don’t Have to Figure This Out Alone',
  foreclosure_intro_p1:
    'Falling behind on a mortgage can happen to anyone: a job loss, a divorce, a medical emergency or a loan that reset to a payment you can no longer afford. The stress is real, and so is the temptation to ignore the letters. Please don’t.',
  foreclosure_intro_p2:
    '{name} works with homeowners in Maryland, Washington DC and Northern Virginia with discretion and without judgment. Together we look at what your home is worth today, what you owe and which options are still open, so you can make a decision with facts instead of fear.',
  // Home valuation page
  valuation_title: 'Home Valuation',
  valuation_subtitle: "Get an accurate assessment of your property's market value",
  valuation_intro_title: 'What Is Your Home Really Worth?',
  valuation_intro_text:
    'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighborhood, current buyer demand and the features and upgrades that set your property apart, and send it to you {response_time}.',
};

/** Every site-content key, as a type: a typo such as t('agnet_name') does not compile. */
export type ContentKey = keyof typeof defaults;

export const contentKeys = Object.keys(defaults) as ContentKey[];

export const contentDefaults: Readonly<Record<string, string>> = Object.freeze(defaults);

/**
 * Keys that hold a link: checked on write (domain/url.ts), rendered only through safeHref, and
 * blank means "hidden" (they ship blank, with no placeholder addresses, and the default never
 * comes back). `name` is what error messages call the field.
 */
export const contentLinks: Readonly<Partial<Record<ContentKey, { kind: LinkKind; name: string }>>> = {
  testimonials_link_url: { kind: 'https', name: 'Reviews link' },
  contact_website: { kind: 'web', name: 'Website' },
  social_facebook: { kind: 'https', name: 'Facebook page' },
  social_instagram: { kind: 'https', name: 'Instagram profile' },
  social_linkedin: { kind: 'https', name: 'LinkedIn profile' },
};

export function isContentKey(key: string): key is ContentKey {
  return Object.prototype.hasOwnProperty.call(contentDefaults, key);
}

export type SiteContent = Record<string, string>;

export function isLinkKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(contentLinks, key);
}

/**
 * Facts about the agent that not every agent has: a licence in a second jurisdiction, a brokerage
 * office phone or address, a trade-association membership, an extra licence note. Their built-in
 * texts are the seed agent's own, so for another agent they would be false (someone else's licence
 * number): a stored blank hides them, as it hides a link, and the site shows nothing in their place.
 */
export const optionalFacts: ReadonlySet<ContentKey> = new Set<ContentKey>([
  'license_2',
  'brokerage_phone',
  'office_address',
  'footer_associations',
  'footer_license_numbers',
]);

/** A stored blank hides the text (links and optional facts) instead of bringing back the default. */
export function blankHides(key: string): boolean {
  return isLinkKey(key) || optionalFacts.has(key as ContentKey);
}

/**
 * The value visitors see: the stored value when it is non-blank, else the built-in default.
 * Links and optional facts are the exception: a stored blank means "hidden", so a cleared one
 * stays cleared.
 */
export function contentValue(content: SiteContent | null | undefined, key: string): string {
  return fillIdentity(rawContentValue(content, key), content);
}

function rawContentValue(content: SiteContent | null | undefined, key: string): string {
  const stored = content && Object.prototype.hasOwnProperty.call(content, key) ? content[key] : undefined;
  if (typeof stored === 'string' && (stored.trim() !== '' || blankHides(key))) return stored.trim() === '' ? '' : stored;
  return contentDefaults[key] ?? '';
}

/**
 * The stored texts that differ from their built-in defaults. The browser's code carries the
 * defaults and `contentValue` falls back to them for a key that is absent, so a page's embedded
 * state and the poll's copy in the browser keep only these: every text reads the same, and a
 * page does not carry each default twice (in its script and in its state).
 */
export function contentBeyondDefaults(content: SiteContent): SiteContent {
  const kept: SiteContent = {};
  for (const [key, value] of Object.entries(content)) if (contentDefaults[key] !== value) kept[key] = value;
  return kept;
}

/** The identity facts other texts may name; each is stored once (Agent identity and Contact). */
const identityTokens: Record<string, (content: SiteContent | null | undefined) => string> = {
  name: (c) => rawContentValue(c, 'agent_name'),
  first_name: (c) => rawContentValue(c, 'agent_name').trim().split(/\s+/)[0] ?? '',
  title: (c) => rawContentValue(c, 'agent_title'),
  brokerage: (c) => rawContentValue(c, 'brokerage_name'),
  phone: (c) => rawContentValue(c, 'contact_phone'),
  email: (c) => rawContentValue(c, 'contact_email'),
  office: (c) =>
    rawContentValue(c, 'office_address')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(', '),
  response_time: (c) => rawContentValue(c, 'response_time'),
};

/**
 * "Meet {name}" -> "Meet Angela Whitfield". Unknown {words} stay as typed; values are not re-filled.
 * A cleared optional fact ({office}) takes the comma before it along: "{brokerage}, {office}."
 * reads "Chesapeake Crown Realty." rather than "Chesapeake Crown Realty, .".
 */
export function fillIdentity(text: string, content: SiteContent | null | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(/(,[ \t]*)?\{([a-z_]+)\}/g, (whole, comma: string | undefined, token: string) => {
    // Own keys only: "{constructor}" is a word someone may type, not a token.
    const fill = Object.prototype.hasOwnProperty.call(identityTokens, token) ? identityTokens[token] : undefined;
    if (!fill) return whole;
    const value = fill(content);
    return value === '' ? '' : `${comma ?? ''}${value}`;
  });
}

export const CONTENT_VALUE_MAX = 5000;

/**
 * The top bar's phone and e-mail. Both link to the one Contact phone and e-mail; the optional
 * header formats only change how they are written, and are ignored when they name another number
 * or address (so the text and the link can never disagree).
 */
export function headerContact(content: SiteContent | null | undefined): { phone: string; phoneText: string; email: string; emailText: string } {
  const phone = contentValue(content, 'contact_phone');
  const email = contentValue(content, 'contact_email').trim();
  const phoneFormat = contentValue(content, 'header_phone_display').trim();
  const emailFormat = contentValue(content, 'header_email_display').trim();
  return {
    phone,
    phoneText: phoneFormat && phoneDigits(phoneNumberIn(phoneFormat)) === phoneDigits(phone) ? phoneFormat : phone,
    email,
    emailText: emailFormat && emailFormat.toLowerCase() === email.toLowerCase() ? emailFormat : email,
  };
}

/** The site's name in page titles and og:site_name: built from the one stored agent name. */
export function siteName(content: SiteContent | null | undefined): string {
  return `${contentValue(content, 'agent_name').trim()} Real Estate`;
}

/** "Buyer Services" -> "Buyer Services | Angela Whitfield Real Estate" (unless the title already names the agent). */
export function fullPageTitle(title: string, content: SiteContent | null | undefined): string {
  const name = siteName(content);
  const agent = contentValue(content, 'agent_name').trim();
  return title.includes(name) || (agent !== '' && title.includes(agent)) ? title : `${title} | ${name}`;
}
