// Every public site-content key, its admin label and its built-in default.
// Defaults are what visitors see when a key is missing or blank, so they are real copy.
// The agent's identity (DECISIONS item 6) lives here too and nowhere else.

export type ContentField = {
  key: string;
  label: string;
  default: string;
  /** multi-line editor in the admin (subtitles, paragraphs, texts, addresses) */
  multiline?: boolean;
};

export type ContentGroup = { id: string; title: string; description?: string; fields: ContentField[] };

const f = (key: string, label: string, def: string, multiline = false): ContentField => ({
  key,
  label,
  default: def,
  multiline,
});

function servicePageFields(prefix: string, page: string, d: { title: string; subtitle: string; introTitle: string; p1: string; p2: string }) {
  return [
    f(`${prefix}_title`, `${page} page title`, d.title),
    f(`${prefix}_subtitle`, `${page} page subtitle`, d.subtitle, true),
    f(`${prefix}_intro_title`, 'Introduction heading', d.introTitle),
    f(`${prefix}_intro_p1`, 'Introduction paragraph 1', d.p1, true),
    f(`${prefix}_intro_p2`, 'Introduction paragraph 2', d.p2, true),
  ];
}

export const contentGroups: ContentGroup[] = [
  {
    id: 'identity',
    title: 'Agent identity',
    description: 'Your name, brokerage and licence lines, used across the whole site.',
    fields: [
      f('agent_name', 'Agent name', 'Angela Whitfield'),
      f('agent_title', 'Title', 'Associate Broker'),
      f('brokerage_name', 'Brokerage', 'Chesapeake Crown Realty'),
      f('license_1', 'Licence line (first jurisdiction)', 'Maryland Real Estate Commission License #0654218'),
      f('license_2', 'Licence line (second jurisdiction)', 'Virginia Real Estate Board License #0225261473'),
    ],
  },
  {
    id: 'hero',
    title: 'Hero',
    fields: [
      f('hero_title', 'Headline', 'Your Trusted Real Estate Partner in Maryland, DC & Northern Virginia'),
      f(
        'hero_subtitle',
        'Subtitle',
        'Over 16 years helping buyers, sellers and investors across the DMV move with confidence: sharp pricing, tough negotiation and a calm hand from first showing to closing day.',
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
    ],
  },
  {
    id: 'about',
    title: 'About section',
    fields: [
      f('about_title', 'Heading', 'Meet Angela Whitfield'),
      f(
        'about_intro_p1',
        'Paragraph 1',
        'I have spent more than 16 years helping families, first-time buyers and investors buy and sell homes across Central Maryland, Washington DC and Northern Virginia. As an Associate Broker, I bring the judgement that only comes from hundreds of negotiations, inspections and closings.',
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
    id: 'statistics-about',
    title: 'Statistics: About section',
    description: 'The figures beside your profile in the About section.',
    fields: [
      f('about_sales_volume', 'Career sales volume', '$45,000,000+'),
      f('about_total_sales', 'Total sales', '97'),
      f('about_average_price', 'Average sale price', '$467,000'),
      f('about_price_range', 'Price range', '$127K - $960K'),
      f('years_experience', 'Years of experience (shared with Results)', '16'),
    ],
  },
  {
    id: 'statistics-results',
    title: 'Statistics: Results section',
    description: 'The headline numbers in the Results section.',
    fields: [
      f('career_sales', 'Total sales', '240'),
      f('sales_volume', 'Career sales volume', '$123.6M'),
      f('average_price', 'Average sale price', '$515K'),
      f('price_range_min', 'Price range: lowest', '$127K'),
      f('price_range_max', 'Price range: highest', '$960K'),
    ],
  },
  {
    id: 'results',
    title: 'Results and sold track record',
    fields: [
      f('results_title', 'Results heading', 'Proven Results'),
      f(
        'results_description',
        'Results description',
        'Numbers behind a career built on referrals and repeat clients across the DMV.',
        true,
      ),
      f('results_stats_text', 'Statistics caption', 'Career statistics as of this year', true),
      f('results_total_transactions', 'Sold: total transactions', '97'),
      f('results_career_text', 'Sold: caption under total', 'Closed transactions as buyer and listing agent', true),
      f('results_price_range', 'Sold: price range', '$6,209 - $735,000'),
      f('results_price_range_description', 'Sold: price range caption', 'From land and starter homes to luxury properties', true),
      f('results_neighborhoods', 'Sold: neighbourhoods', '15+'),
      f('results_neighborhoods_description', 'Sold: neighbourhoods caption', 'Neighbourhoods served across Baltimore and Howard counties, DC and Northern Virginia', true),
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
      f('testimonials_rating', 'Rating summary', '5.0 rating | 15 reviews'),
      f('testimonials_link_url', 'Link to all reviews (web address)', 'https://www.zillow.com/profile/'),
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
      f('contact_email_description', 'Email note', 'I reply to every message within one business day', true),
      f('contact_office_label', 'Office label', 'Office'),
      f('office_address', 'Office address', '5850 Waterloo Road, Suite 140\nColumbia, MD 21045', true),
      f('contact_website_label', 'Website label', 'Website'),
      f('contact_website', 'Website', 'www.whitfieldhomegroup.com'),
    ],
  },
  {
    id: 'header',
    title: 'Header',
    fields: [
      f('header_logo_text', 'Logo text', 'Angela Whitfield'),
      f('header_phone_display', 'Phone shown in the top bar', '(410) 555-0187'),
      f('header_email_display', 'Email shown in the top bar', 'angela@whitfieldhomegroup.com'),
      f('header_consultation_button', 'Header button', 'Free Consultation'),
      f('social_facebook', 'Facebook page (web address, blank to hide)', 'https://www.facebook.com/'),
      f('social_instagram', 'Instagram profile (web address, blank to hide)', 'https://www.instagram.com/'),
      f('social_linkedin', 'LinkedIn profile (web address, blank to hide)', 'https://www.linkedin.com/'),
    ],
  },
  {
    id: 'footer',
    title: 'Footer',
    fields: [
      f(
        'footer_company_description',
        'Company blurb',
        'Full-service real estate for buyers, sellers and investors in Central Maryland, Washington DC and Northern Virginia, backed by more than 16 years of local experience.',
        true,
      ),
      f('footer_quick_links_title', 'Quick links heading', 'Quick Links'),
      f('footer_services_title', 'Services heading', 'Services'),
      f('footer_contact_title', 'Contact heading', 'Contact'),
      f('footer_license_info', 'Licence statement', 'Associate Broker licensed in Maryland and Virginia', true),
      f('footer_company_info', 'Brokerage statement', 'Chesapeake Crown Realty, 5850 Waterloo Road, Suite 140, Columbia, MD 21045. Each office independently owned and operated.', true),
      f('footer_associations', 'Associations', 'Member, National Association of REALTORS® and Maryland REALTORS®', true),
      f('footer_license_numbers', 'Licence numbers', 'MD #0654218 | VA #0225261473'),
      f('footer_copyright', 'Copyright line', 'Angela Whitfield, Chesapeake Crown Realty. All rights reserved.'),
    ],
  },
  {
    id: 'buyer',
    title: 'Buyer services page',
    fields: servicePageFields('buyer_services', 'Buyer services', {
      title: 'Buyer Services',
      subtitle: 'Find the right home at the right price, with an advocate on your side from search to keys',
      introTitle: 'Buying in the DMV, Made Clear',
      p1: 'Buying a home in Central Maryland, Washington DC or Northern Virginia means moving quickly in competitive neighbourhoods while keeping a clear head about price, inspections and financing. I help you do both.',
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
    id: 'valuation',
    title: 'Home valuation page',
    fields: [
      f('valuation_title', 'Page title', 'Home Valuation'),
      f('valuation_subtitle', 'Page subtitle', "Get an accurate assessment of your property's market value", true),
      f('valuation_intro_title', 'Introduction heading', 'What Is Your Home Really Worth?'),
      f(
        'valuation_intro_text',
        'Introduction text',
        'Online estimates miss what makes your home special. I prepare a personal valuation using recent sales in your neighbourhood, current buyer demand and the features and upgrades that set your property apart, and send it to you within 24 hours.',
        true,
      ),
    ],
  },
];

export const contentFields: ContentField[] = contentGroups.flatMap((g) => g.fields);

export const contentKeys: string[] = contentFields.map((field) => field.key);

export const contentDefaults: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(contentFields.map((field) => [field.key, field.default])),
);

export function isContentKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(contentDefaults, key);
}

export type SiteContent = Record<string, string>;

/** The value visitors see: the stored value when it is non-blank, else the built-in default. */
export function contentValue(content: SiteContent | null | undefined, key: string): string {
  const stored = content && Object.prototype.hasOwnProperty.call(content, key) ? content[key] : undefined;
  if (typeof stored === 'string' && stored.trim() !== '') return stored;
  return contentDefaults[key] ?? '';
}

export const CONTENT_VALUE_MAX = 5000;

/** The admin preview: first 100 characters then an ellipsis. */
export function contentPreview(value: string, length = 100): string {
  return value.length > length ? `${value.slice(0, length)}...` : value;
}
