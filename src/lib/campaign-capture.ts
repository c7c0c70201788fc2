// Keeps the campaign (utm_source / utm_medium / utm_campaign) a visit arrived with, for the lead
// forms to send (./lead-source.ts). This part runs on every public page, so it is all the first
// script carries; reading the campaign back is the forms' own code.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const STORAGE_KEY = 'lead-campaign';
export const UTM_PARAMS = { utm_source: 'utmSource', utm_medium: 'utmMedium', utm_campaign: 'utmCampaign' } as const;
export type Campaign = Partial<Record<(typeof UTM_PARAMS)[keyof typeof UTM_PARAMS], string>>;

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: attribution is best effort
  }
}

/** Remembers the campaign of a landing URL's query string; a URL without one keeps the earlier campaign. */
export function captureCampaign(search: string): void {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param)?.trim();
    if (value) campaign[field] = value.slice(0, 100);
  }
  if (Object.keys(campaign).length > 0) storage()?.setItem(STORAGE_KEY, JSON.stringify(campaign));
}

/** Keeps the campaign of the visit's landing page (and of any later campaign link). */
export function useCampaignCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureCampaign(search);
  }, [search]);
}
