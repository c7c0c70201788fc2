// The public and admin routes of docs/product.md, "Pages and routes", shared by the client router and the
// server (which answers unknown paths with 404 instead of the app shell). Public pages come from
// the page registry (./public-pages.ts); only the admin paths are listed here.
import { publicPageKeys, publicPages, type PublicPageKey } from './public-pages';

type StaticPageKey = { [K in PublicPageKey]: (typeof publicPages)[K]['path'] extends `${string}:${string}` ? never : K }[PublicPageKey];

const publicPaths = Object.fromEntries(
  publicPageKeys.filter((key) => !publicPages[key].path.includes(':')).map((key) => [key, publicPages[key].path]),
) as { [K in StaticPageKey]: (typeof publicPages)[K]['path'] };

export const paths = {
  ...publicPaths,
  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

export const listingPath = (id: string) => `/listings/${encodeURIComponent(id)}`;

/** Home-page section anchors, in page order. */
export const homeSections = ['listings', 'sold', 'reviews', 'about', 'results', 'contact'] as const;

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
    return decodeURIComponent(m[1] ?? '');
  } catch {
    return null;
  }
}
