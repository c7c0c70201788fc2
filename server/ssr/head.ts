// Per-route metadata for the server-rendered head: title, description, canonical, Open Graph,
// Twitter card and JSON-LD. All values are escaped; JSON-LD goes through scriptSafeJson.
import { contentValue, fullPageTitle, siteName, type SiteContent } from '../../domain/site-content';
import { publicStatus, type Property } from '../../domain/property';
import { phoneDigits } from '../../domain/phone';
import { scriptSafeJson } from '../../domain/script-json';

const DEFAULT_IMAGE = '/images/og-default.jpg';

export type HeadInput = {
  origin: string;
  pathname: string;
  title?: string;
  description?: string;
  content: SiteContent;
  listing?: Property | null;
  noindex?: boolean;
};

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function buildHead(input: HeadInput): string {
  const t = (key: string) => contentValue(input.content, key);
  const name = t('agent_name');
  const baseTitle = input.title ?? `${name} | ${t('agent_title')} | Maryland, DC & Northern Virginia Real Estate`;
  // The site name comes from the one stored agent name, so renaming the agent renames every title.
  const title = fullPageTitle(baseTitle, input.content);
  const description =
    input.description ??
    `${name}, ${t('agent_title')} with ${t('brokerage_name')}, helps buyers, sellers and investors across Central Maryland, Washington DC and Northern Virginia.`;
  const canonical = absolute(input.origin, input.pathname === '/' ? '/' : input.pathname.replace(/\/+$/, ''));
  const image = absolute(input.origin, input.listing?.imageUrl || DEFAULT_IMAGE);
  const type = input.listing ? 'article' : 'website';

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    input.noindex ? '<meta name="robots" content="noindex, nofollow" />' : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName(input.content))}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (input.pathname === '/') {
    // The home hero is the largest paint: start it with the HTML, sized for phones by srcset.
    tags.push(
      '<link rel="preload" as="image" href="/images/hero/home.webp" imagesrcset="/images/hero/home-800.webp 800w, /images/hero/home.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
  }
  if (!input.noindex) {
    const graph: unknown[] = [agentJsonLd(input)];
    if (input.listing) graph.push(listingJsonLd(input, input.listing, canonical, image));
    tags.push(`<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`);
  }
  return tags.join('\n    ');
}

/** The agent as schema.org RealEstateAgent. No AggregateRating: self-hosted reviews are self-serving markup. */
function agentJsonLd(input: HeadInput) {
  const t = (key: string) => contentValue(input.content, key);
  const address = t('office_address')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const cityLine = address[address.length - 1] ?? '';
  const m = /^(.*?),\s*([A-Z]{2})\s+(\d{5})/.exec(cityLine);
  return {
    '@type': 'RealEstateAgent',
    '@id': `${input.origin}/#agent`,
    name: t('agent_name'),
    jobTitle: t('agent_title'),
    url: `${input.origin}/`,
    image: absolute(input.origin, '/images/agent/logo.webp'),
    telephone: `+${phoneDigits(t('contact_phone'))}`,
    email: t('contact_email'),
    worksFor: { '@type': 'RealEstateOrganization', name: t('brokerage_name') },
    // A cleared office address is left out, not stated as an empty PostalAddress.
    ...(address.length
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.slice(0, -1).join(', ') || address[0] || '',
            addressLocality: m?.[1] ?? '',
            addressRegion: m?.[2] ?? '',
            postalCode: m?.[3] ?? '',
            addressCountry: 'US',
          },
        }
      : {}),
    areaServed: [
      { '@type': 'State', name: 'Maryland' },
      { '@type': 'AdministrativeArea', name: 'District of Columbia' },
      { '@type': 'State', name: 'Virginia' },
    ],
  };
}

function listingJsonLd(input: HeadInput, p: Property, url: string, image: string) {
  const status = publicStatus(p.status);
  const availability =
    status === 'Sold'
      ? 'https://schema.org/SoldOut'
      : status === 'Under Contract'
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock';
  return {
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description,
    url,
    // Every photo of the gallery, cover first, so search engines can show any of them.
    image: p.photos?.length ? p.photos.map((photo) => absolute(input.origin, photo.url)) : image,
    datePosted: p.createdAt,
    about: {
      '@type': 'SingleFamilyResidence',
      address: p.address,
      numberOfRooms: p.beds,
      numberOfBedrooms: p.beds,
      numberOfBathroomsTotal: p.baths,
      floorSize: { '@type': 'QuantitativeValue', value: p.sqft, unitCode: 'FTK' },
    },
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'USD',
      availability,
      seller: { '@id': `${input.origin}/#agent` },
    },
  };
}
