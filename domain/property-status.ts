// Listing statuses and the public filters: plain TypeScript, so visitors' pages need no zod.

export const propertyStatuses = ['For Sale', 'Under Contract', 'Sold'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'For Sale';

/** Public filter values (docs/product.md, "Listings and statuses"). */
export const statusFilters = ['all', 'available', 'under contract', 'sold'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const locationFilters = ['all', 'maryland', 'dc', 'virginia'] as const;
export type LocationFilter = (typeof locationFilters)[number];

/** Public status label: a For Sale listing is "Available" (docs/product.md, "Listings and statuses"). */
// `string & {}` keeps the known labels visible to editors while any other stored status passes through.
export function publicStatus(status: string): 'Available' | 'Under Contract' | 'Sold' | (string & {}) {
  const s = status.trim().toLowerCase();
  if (s === 'for sale' || s === 'available') return 'Available';
  if (s === 'under contract') return 'Under Contract';
  if (s === 'sold') return 'Sold';
  return status;
}

export function matchesFilters(p: { status: string; location?: string | null }, status: StatusFilter, location: LocationFilter): boolean {
  if (status !== 'all' && publicStatus(p.status).toLowerCase() !== status) return false;
  if (location !== 'all') {
    if (!p.location) return false;
    if (!p.location.toLowerCase().includes(location)) return false;
  }
  return true;
}

/** Badge colour per docs/product.md, "Listings and statuses" (Radix accent names). */
export function statusBadgeColor(status: string): 'indigo' | 'orange' | 'green' {
  const s = publicStatus(status).toLowerCase();
  if (s === 'under contract') return 'orange';
  if (s === 'sold') return 'green';
  return 'indigo';
}
