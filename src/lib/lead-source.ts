// Where a lead came from, as the browser knows it: the page the form is on, and the campaign
// (utm_source / utm_medium / utm_campaign) the visit arrived with. The campaign is kept in
// sessionStorage for the visit only (no cookie, nothing after the tab closes) and sent with each
// lead form. Use: call `useCampaignCapture()` once in the public layout, and spread
// `...leadSource()` into a form's submission (its schema spreads `leadSourceSchema.shape`).
import { listingIdFromPath } from '../../domain/routes';
import { STORAGE_KEY, storage, UTM_PARAMS, type Campaign } from './campaign-capture';

export { useCampaignCapture } from './campaign-capture';

export function storedCampaign(): Campaign {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Campaign = {};
    for (const field of Object.values(UTM_PARAMS)) {
      const v = (parsed as Record<string, unknown>)[field];
      if (typeof v === 'string' && v) out[field] = v;
    }
    return out;
  } catch {
    return {};
  }
}

/** The fields a lead form sends: page, listing (when on a listing page, or given) and campaign. */
export function leadSource(opts: { listingId?: string; pathname?: string } = {}) {
  const pathname = opts.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  // "Ask about this home" opens /contact?listing=<id>: the lead still concerns that listing.
  const fromQuery = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('listing');
  const listingId = opts.listingId ?? listingIdFromPath(pathname) ?? fromQuery ?? undefined;
  return { sourcePage: pathname, ...(listingId ? { sourceListingId: listingId } : {}), ...storedCampaign() };
}
