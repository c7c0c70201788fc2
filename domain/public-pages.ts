// The one list of public pages. The client router, the server renderer (what data a page is
// rendered with), the asset map (which CSS and JS a page needs before it hydrates), the sitemap
// and the known-paths check all derive from it. Adding a page: one entry here and its lazy
// import in src/page-modules.ts (README, "How to add a page").
//
// Pure data: no React here. The code behind each `module` is loaded by src/page-modules.ts.

/**
 * The public reads a server render can prefetch: tRPC procedure paths, and lists in the size a page
 * shows them: `listingCards` (domain/listing-card.ts), `shownTestimonials` and `shownSoldRecords`
 * (domain/shown-record.ts).
 */
export type PublicQuery =
  | 'properties.list'
  | 'listingCards'
  | 'shownTestimonials'
  | 'shownSoldRecords'
  | 'properties.get'
  | 'testimonials.list'
  | 'soldRecords.list'
  | 'stats.get'
  | 'siteContent.features';

/** How the sitemap dates a page: by its copy, by the newest record it lists, or a fixed date. */
export type SitemapEntry = false | { lastmod: 'content' | 'newest-record' | 'legal' };

export type PublicPage = {
  /** Route pattern; `:id` is a listing id. */
  path: string;
  /** The page component's source file (for the build manifest); null: part of the main bundle. */
  module: string | null;
  /**
   * Every public read the page renders with, fetched before the server render so the HTML has
   * the data and the browser does not fetch it again. Site content is on every page and is
   * always prefetched. A page whose components read a query not named here fails
   * server/ssr/page-prefetch.test.ts.
   */
  prefetch: readonly PublicQuery[];
  sitemap: SitemapEntry;
  /** Head: `server` pages are rendered with their data; `client` pages get the bare shell, noindex. */
  render: 'server' | 'client';
  /** Inside the site header and footer, or on its own (the thanks page). */
  layout: 'public' | 'bare';
};

const servicePage = (module: string): PublicPage => ({
  path: '',
  module,
  prefetch: ['stats.get'],
  sitemap: { lastmod: 'content' },
  render: 'server',
  layout: 'public',
});
const legalPage = (module: string): PublicPage => ({ ...servicePage(module), sitemap: { lastmod: 'legal' } });

export const publicPages = {
  home: {
    path: '/',
    module: null,
    prefetch: ['listingCards', 'shownTestimonials', 'shownSoldRecords', 'stats.get'],
    sitemap: { lastmod: 'newest-record' },
    render: 'server',
    layout: 'public',
  },
  contact: { ...servicePage('src/routes/public/contact-page.tsx'), path: '/contact' },
  listing: {
    path: '/listings/:id',
    module: 'src/routes/public/listing-page.tsx',
    prefetch: ['properties.get', 'siteContent.features'],
    // Each listing is its own sitemap entry, dated by its last change (server/ssr/sitemap.ts).
    sitemap: false,
    render: 'server',
    layout: 'public',
  },
  buyerServices: { ...servicePage('src/routes/public/pages/buyer-services.tsx'), path: '/buyer-services' },
  sellerServices: { ...servicePage('src/routes/public/pages/seller-services.tsx'), path: '/seller-services' },
  investmentProperties: { ...servicePage('src/routes/public/pages/investment-properties.tsx'), path: '/investment-properties' },
  relocation: { ...servicePage('src/routes/public/pages/relocation.tsx'), path: '/relocation' },
  foreclosures: { ...servicePage('src/routes/public/pages/foreclosures.tsx'), path: '/foreclosures' },
  homeValuation: {
    ...servicePage('src/routes/public/pages/home-valuation.tsx'),
    path: '/home-valuation',
    prefetch: ['stats.get'],
  },
  privacyPolicy: { ...legalPage('src/routes/public/pages/privacy-policy.tsx'), path: '/privacy-policy' },
  terms: { ...legalPage('src/routes/public/pages/terms.tsx'), path: '/terms' },
  accessibility: { ...legalPage('src/routes/public/pages/accessibility.tsx'), path: '/accessibility' },
  // Shown only after a form is sent: never indexed, never server-rendered. Its data still comes
  // with the page, so a reload shows the agent's own name and number from the first frame.
  thanks: {
    path: '/thanks',
    module: 'src/routes/public/pages/thanks.tsx',
    prefetch: ['siteContent.features'],
    sitemap: false,
    render: 'client',
    layout: 'bare',
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageKey = keyof typeof publicPages;

/** Every other public path renders the 404 page (a lazy chunk too, with the statistics in its links). */
export const notFoundPage: PublicPage = {
  path: '*',
  module: 'src/routes/public/pages/not-found.tsx',
  prefetch: ['stats.get'],
  sitemap: false,
  render: 'server',
  layout: 'public',
};

export const publicPageKeys = Object.keys(publicPages) as PublicPageKey[];

/** The trailing slash a visitor may type is the same page. */
export const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The registered page a path shows, with the listing id for /listings/:id; null for a 404. */
export function matchPublicPage(pathname: string): { key: PublicPageKey; page: PublicPage; listingId: string | null } | null {
  const p = normalisePath(pathname);
  for (const key of publicPageKeys) {
    const page: PublicPage = publicPages[key];
    if (page.path === p) return { key, page, listingId: null };
    const [prefix] = page.path.split(':id');
    if (prefix && page.path.endsWith(':id') && p.startsWith(prefix)) {
      const rest = p.slice(prefix.length);
      if (!rest || rest.includes('/')) continue;
      try {
        return { key, page, listingId: decodeURIComponent(rest) };
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** What a server render of this path prefetches (the 404 page's list for unknown paths). */
export function prefetchFor(pathname: string): readonly PublicQuery[] {
  return (matchPublicPage(pathname)?.page ?? notFoundPage).prefetch;
}
