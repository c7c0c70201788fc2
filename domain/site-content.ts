// Every public site-content key, its admin label and its built-in default.
// Defaults are what visitors see when a key is missing or blank, so they are real copy.
// The agent's identity (docs/product.md, "Site content") lives here too and nowhere else.

import { phoneDigits, phoneNumberIn } from './phone';
import type { LinkKind } from './safe-href';

export type ContentField<K extends string = string> = {
  key: K;
  label: string;
  default: string;
  /** multi-line editor in the admin (subtitles, paragraphs, texts, addresses) */
  multiline?: boolean;
  /**
   * The key holds a link: checked on write (domain/url.ts), rendered only through safeHref, and
   * blank means "hidden" (the default never comes back). `name` is what error messages call it.
   */
  link?: { kind: LinkKind; name: string };
};

export type ContentGroup<K extends string = string> = { id: string; title: string; description?: string; fields: ContentField<K>[] };

/** A link key: ships blank (no placeholder addresses), blank hides the link or icon. */
const link = <K extends string>(key: K, label: string, name: string, kind: LinkKind): ContentField<K> => ({
  key,
  label,
  default: '',
  link: { kind, name },
});

// Generic in the key so the list below keeps every key as a literal type (ContentKey).
const f = <K extends string>(key: K, label: string, def: string, multiline = false): ContentField<K> => ({
  key,
  label,
  default: def,
  multiline,
});

function servicePageFields<P extends string>(
  prefix: P,
  page: string,
  d: { title: string; subtitle: string; introTitle: string; p1: string; p2: string },
) {
  return [
    f(`${prefix}_title` as const, `${page} page title`, d.title),
    f(`${prefix}_subtitle` as const, `${page} page subtitle`, d.subtitle, true),
    f(`${prefix}_intro_title` as const, 'Introduction heading', d.introTitle),
    f(`${prefix}_intro_p1` as const, 'Introduction paragraph 1', d.p1, true),
    f(`${prefix}_intro_p2` as const, 'Introduction paragraph 2', d.p2, true),
  ];
}

const groups = [
  {
    id: 'identity',
    title: 'Agent identity',
    description:
      'Your name, brokerage and license lines, stored once and used across the whole site (page titles, header, footer). Texts elsewhere can say {name}, {first_name}, {title}, {brokerage}, {phone}, {email}, {office} or {response_time} and show the current value.',
    fields: [
      f('agent_name', 'Agent name', 'Angela Whitfield'),
      f('agent_title', 'Title', 'Associate Broker'),
      f('brokerage_name', 'Brokerage', 'Chesapeake Crown Realty'),
      f('brokerage_phone', 'Brokerage office phone (shown with the brokerage on every listing)', '(410) 555-0100'),
      f('license_1', 'License line (first jurisdiction)', 'Maryland Real Estate Commission License #0654218'),
      f('license_2', 'License line (second jurisdiction)', 'Virginia Real Estate Board License #0225261473'),
    ],
  },
  {
    id: 'hero',
    title: 'Hero',
    // No built-in text repeats the years of experience: that figure is a statistic (Sold Properties,
    // Statistics) shown by the about and results sections, so changing it cannot leave a text here
    // saying another number.
    fields: [
      f('hero_title', 'Headline', 'Your Trusted Real Estate Partner in Maryland, DC & Northern Virginia'),
      f(
        'hero_subtitle',
        'Subtitle',
        'Helping buyers, sellers and investors across the DMV move with confidence: sharp pricing, tough negotiation and a calm hand from first showing to closing day.',
        true,
      ),
      f('cta_button_text', 'Main button', 'Schedule a Free Consultation'),
      f('listings_cta_text', 'Listings button', 'View Current Listings'),
    ],
  },
  {
    id: 'listings',
    title: 'Listings section',
    fields: [
      f('listings_title', 'Heading', 'Featured Properties'),
      f(
        'listings_description',
        'Description',
        'Homes I am marketing right now across Central Maryland, Washington DC and Northern Virginia, plus a few recent successes.',
        true,
      ),
      f('listings_view_all_button', 'View-all button', 'Ask About Off-Market Homes'),
      f('mortgage_rate_default', 'Payment estimate: starting interest rate (% per year)', '6.5'),
    ],
  },
  {
    id: 'about',
    title: 'About section',
    fields: [
      f('about_title', 'Heading', 'Meet {name}'),
      f(
        'about_intro_p1',
        'Paragraph 1',
        'I have spent my career helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As an Associate Broker, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
        true,
      ),
      f(
        'about_intro_p2',
        'Paragraph 2',
        'My approach is simple: tell you the truth about the market, price with data, market with care and fight for your terms. Whether you are relocating for a new job, growing a rental portfolio or finding a way through a difficult financial season, you will always know what happens next.',
        true,
      ),
    ],
  },
  {
    id: 'results',
    title: 'Results and sold track record',
    description: 'Headings and captions. The figures themselves are computed from your sold records (see Statistics).',
    fields: [
      f('results_title', 'Results heading', 'Proven Results'),
      f('results_description', 'Results description', 'Numbers behind a career built on referrals and repeat clients across the DMV.', true),
      f('results_career_text', 'Sold: caption under total', 'Closed transactions as buyer and listing agent', true),
      f('results_price_range_description', 'Sold: price range caption', 'From land and starter homes to luxury properties', true),
      f(
        'results_neighborhoods_description',
        'Sold: neighborhoods caption',
        'Neighborhoods served across Baltimore and Howard counties, DC and Northern Virginia',
        true,
      ),
      f('results_expertise', 'Sold: expertise', 'Buyer & Seller'),
      f('results_expertise_description', 'Sold: expertise caption', 'Representation on both sides of the transaction', true),
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews section',
    fields: [
      f('testimonials_title', 'Heading', 'What My Clients Say'),
      f(
        'testimonials_description',
        'Description',
        'Real words from buyers, sellers and investors I have represented across Maryland, DC and Virginia.',
        true,
      ),
      // Blank: the summary is computed from the stored testimonials. A stated summary (an external
      // profile's figures) is shown only with the link below as its source.
      f('testimonials_rating', 'Rating summary from your review profile (blank: computed from your testimonials; needs the link below)', ''),
      link('testimonials_link_url', 'Link to all your reviews, e.g. your Zillow profile (https:// address, blank to hide)', 'Reviews link', 'https'),
      f('testimonials_link_text', 'Link text', 'Read more reviews on Zillow'),
    ],
  },
  {
    id: 'cta',
    title: 'Call-to-action band',
    fields: [
      f('cta_section_title', 'Heading', 'Ready to Make Your Next Move?'),
      f(
        'cta_section_subtitle',
        'Subtitle',
        'Whether you are buying your first home, selling a family house or adding to your portfolio, let us map out your next step together.',
        true,
      ),
      f('cta_consultation_text', 'Consultation button', 'Book a Consultation'),
      f('cta_valuation_text', 'Valuation button', 'Get a Free Home Valuation'),
      f('cta_listings_text', 'Listings button', 'Browse Listings'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact section',
    fields: [
      f('contact_title', 'Heading', "Let's Talk About Your Real Estate Goals"),
      f('contact_methods_title', 'Contact methods heading', 'Get in Touch'),
      f('contact_phone_label', 'Phone label', 'Call or Text'),
      f('contact_phone', 'Phone number', '(410) 555-0187'),
      f('contact_phone_description', 'Phone note', 'Available 7 days a week, 8am to 8pm', true),
      f('contact_email_label', 'Email label', 'Email'),
      f('contact_email', 'Email address', 'angela@whitfieldhomegroup.com'),
      f('contact_email_description', 'Email note', 'I reply to every message {response_time}', true),
      f('response_time', 'Reply time promise, used on every page that promises a reply (e.g. "within 24 hours")', 'within 24 hours'),
      f('contact_office_label', 'Office label', 'Office'),
      f('office_address', 'Office address', '5850 Waterloo Road, Suite 140\nColumbia, MD 21045', true),
      f('contact_website_label', 'Website label', 'Website'),
      link('contact_website', 'Website (https:// address, blank to hide)', 'Website', 'web'),
    ],
  },
  {
    id: 'header',
    title: 'Header',
    fields: [
      f('header_logo_text', 'Logo text', '{name}'),
      // The top bar always shows and links the one Contact phone and e-mail; these only restyle it.
      f('header_phone_display', 'Phone format in the top bar (optional, e.g. 410.555.0187; must be the Contact phone number)', ''),
      f('header_email_display', 'E-mail as written in the top bar (optional; must be the Contact e-mail)', ''),
      f('header_consultation_button', 'Header button', 'Free Consultation'),
      link('social_facebook', 'Facebook page (https:// address, blank to hide)', 'Facebook page', 'https'),
      link('social_instagram', 'Instagram profile (https:// address, blank to hide)', 'Instagram profile', 'https'),
      link('social_linkedin', 'LinkedIn profile (https:// address, blank to hide)', 'LinkedIn profile', 'https'),
    ],
  },
  {
    id: 'footer',
    title: 'Footer',
    fields: [
      f(
        'footer_company_description',
        'Company blurb',
        'Full-service real estate for buyers, sellers and investors in Central Maryland, Washington DC and Northern Virginia, backed by years of local experience.',
        true,
      ),
      f('footer_quick_links_title', 'Quick links heading', 'Quick Links'),
      f('footer_services_title', 'Services heading', 'Services'),
      f('footer_contact_title', 'Contact heading', 'Contact'),
      f('footer_license_info', 'License statement', '{title} licensed in Maryland and Virginia', true),
      f('footer_company_info', 'Brokerage statement', '{brokerage}, {office}. Each office independently owned and operated.', true),
      f('footer_associations', 'Associations', 'Member, National Association of REALTORS® and Maryland REALTORS®', true),
      // The licence lines themselves come from Agent identity; this is only for something extra.
      f('footer_license_numbers', 'Extra license note (optional; your license lines come from Agent identity)', ''),
      f('footer_copyright', 'Copyright line', '{name}, {brokerage}. All rights reserved.'),
    ],
  },
  {
    id: 'buyer',
    title: 'Buyer services page',
    fields: servicePageFields('buyer_services', 'Buyer services', {
      title: 'Buyer Services',
      subtitle: 'Find the right home at the right price, with an advocate on your side from search to keys',
      introTitle: 'Buying in the DMV, Made Clear',
      p1: 'Buying a home in Central Maryland, Washington DC or Northern Virginia means moving quickly in competitive neighborhoods while keeping a clear head about price, inspections and financing. I help you do both.',
      p2: 'From the first search to the final walk-through, you get honest advice on value, a negotiation plan built on recent comparable sales and a closing timeline you can plan your life around.',
    }),
  },
  {
    id: 'seller',
    title: 'Seller services page',
    fields: servicePageFields('seller_services', 'Seller services', {
      title: 'Seller Services',
      subtitle: 'Sell for top dollar with pricing, presentation and negotiation that work together',
      introTitle: 'A Sale Plan Built Around Your Goals',
      p1: 'Your home is likely your largest asset. I price it with a detailed market analysis, prepare it to photograph and show beautifully, and put it in front of the buyers most likely to pay a premium.',
      p2: 'You will see every showing, every piece of feedback and every offer term laid out plainly, so you can choose the best path with confidence, not guesswork.',
    }),
  },
  {
    id: 'investment',
    title: 'Investment properties page',
    fields: servicePageFields('investment', 'Investment', {
      title: 'Investment Properties',
      subtitle: 'Build wealth through strategic real estate investments',
      introTitle: 'Real Estate Investment Expertise',
      p1: 'The DMV combines stable government and technology employment with steady rental demand, which makes it one of the most resilient investment markets on the East Coast. I help investors find properties whose numbers work on day one.',
      p2: 'Whether you are buying a first rental in Baltimore County, a small multi-family near a Metro line or a renovation project in Prince George’s County, I run the rent comparables, expense estimates and exit scenarios with you before you commit.',
    }),
  },
  {
    id: 'relocation',
    title: 'Relocation page',
    // The years are the statistic (Sold Properties, Statistics), filled in by the page: no built-in
    // text states a number of its own.
    description:
      'Texts on this page can also say {years}: your years of experience as computed in Sold Properties, Statistics, written for example "more than 16 years" (just "years" while that figure is unknown).',
    fields: servicePageFields('relocation', 'Relocation', {
      title: 'Relocation Assistance',
      subtitle: 'Seamless transitions to your new home in the DMV area',
      introTitle: 'Your Local Guide to a New Home',
      p1: 'Moving for a new job, a military assignment or to be closer to family is a big step, and doing it from hundreds of miles away adds pressure. {name} has spent {years} helping families, federal employees, service members and corporate transferees settle into Central Maryland, Washington DC and Northern Virginia.',
      p2: 'You get candid advice about commutes, schools and neighborhoods, homes previewed on your behalf, and one point of contact who coordinates the details so your move stays on schedule and your family lands somewhere that feels right.',
    }),
  },
  {
    id: 'foreclosure',
    title: 'Foreclosure guidance page',
    fields: servicePageFields('foreclosure', 'Foreclosure guidance', {
      title: 'Foreclosure Guidance',
      subtitle: 'Expert assistance navigating foreclosure challenges',
      introTitle: 'You Don’t Have to Figure This Out Alone',
      p1: 'Falling behind on a mortgage can happen to anyone: a job loss, a divorce, a medical emergency or a loan that reset to a payment you can no longer afford. The stress is real, and so is the temptation to ignore the letters. Please don’t.',
      p2: '{name} works with homeowners in Maryland, Washington DC and Northern Virginia with discretion and without judgment. Together we look at what your home is worth today, what you owe and which options are still open, so you can make a decision with facts instead of fear.',
    }),
  },
  {
    id: 'valuation',
    title: 'Home valuation page',
    fields: [
      f('valuation_title', 'Page title', 'Home Valuation'),
      f('valuation_subtitle', 'Page subtitle', "Get an accurate assessment of your property's market value", true),
      f('valuation_intro_title', 'Introduction heading', 'What Is Your Home Really Worth?'),
      f(
        'valuation_intro_text',
        'Introduction text',
        'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighborhood, current buyer demand and the features and upgrades that set your property apart, and send it to you {response_time}.',
        true,
      ),
    ],
  },
] satisfies ContentGroup[];

/** Every site-content key, as a type: a typo such as t('agnet_name') does not compile. */
export type ContentKey = (typeof groups)[number]['fields'][number]['key'];

export const contentGroups: ContentGroup<ContentKey>[] = groups;

export const contentFields: ContentField<ContentKey>[] = contentGroups.flatMap((g) => g.fields);

export const contentKeys: ContentKey[] = contentFields.map((field) => field.key);

export const contentDefaults: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(contentFields.map((field) => [field.key, field.default])),
);

export function isContentKey(key: string): key is ContentKey {
  return Object.prototype.hasOwnProperty.call(contentDefaults, key);
}

export type SiteContent = Record<string, string>;

export const linkFields: ContentField[] = contentFields.filter((field) => field.link);

export function isLinkKey(key: string): boolean {
  return linkFields.some((field) => field.key === key);
}

/**
 * The value visitors see: the stored value when it is non-blank, else the built-in default.
 * Link keys are the exception: a stored blank means "hidden", so a cleared link stays cleared.
 */
export function contentValue(content: SiteContent | null | undefined, key: string): string {
  return fillIdentity(rawContentValue(content, key), content);
}

function rawContentValue(content: SiteContent | null | undefined, key: string): string {
  const stored = content && Object.prototype.hasOwnProperty.call(content, key) ? content[key] : undefined;
  if (typeof stored === 'string' && (stored.trim() !== '' || isLinkKey(key))) return stored.trim() === '' ? '' : stored;
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

/** "Meet {name}" -> "Meet Angela Whitfield". Unknown {words} stay as typed; values are not re-filled. */
export function fillIdentity(text: string, content: SiteContent | null | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{([a-z_]+)\}/g, (whole, token: string) => {
    // Own keys only: "{constructor}" is a word someone may type, not a token.
    const fill = Object.prototype.hasOwnProperty.call(identityTokens, token) ? identityTokens[token] : undefined;
    return fill ? fill(content) : whole;
  });
}

export const CONTENT_VALUE_MAX = 5000;

/** The admin preview: first 100 characters then an ellipsis. */
export function contentPreview(value: string, length = 100): string {
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

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
