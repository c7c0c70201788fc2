// The public and admin routes of SPEC section 2, shared by the client router and the
// server (which answers unknown paths with 404 instead of the app shell).
export const paths = {
  home: '/',
  thanks: '/thanks',
  homeValuation: '/home-valuation',
  buyerServices: '/buyer-services',
  sellerServices: '/seller-services',
  investmentProperties: '/investment-properties',
  relocation: '/relocation',
  foreclosures: '/foreclosures',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  accessibility: '/accessibility',
  contact: '/contact',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

export const listingPath = (id: string) => `/listings/${encodeURIComponent(id)}`;

/** Home-page section anchors, in page order. */
export const homeSections = ['listings', 'sold', 'reviews', 'about', 'results', 'contact'] as const;
export type HomeSection = (typeof homeSections)[number];

const knownPaths = new Set<string>(Object.values(paths));

/** True for a path the client router renders as a real page (not the 404 page). */
export function isKnownClientPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(p);
}

/** /listings/:id, or null. The id still has to exist for the page to be a 200. */
export function listingIdFromPath(pathname: string): string | null {
  const m = /^\/listings\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}
