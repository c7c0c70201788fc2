// Where a lead came from: the page it was sent from, the listing it concerns and the campaign
// (utm_source / utm_medium / utm_campaign) the visitor arrived with. First-party and
// cookieless: the browser keeps the campaign in sessionStorage for the visit and sends it with
// each form. Every lead form spreads `leadSourceSchema.shape` into its input schema.
import { idSchema } from './fields';
import { listingIdFromPath } from './routes';
import { z } from './zod';

const UTM_MAX = 100;

// A malformed source field must never cost a real lead a validation error: it is dropped.
const utm = z.string().trim().max(UTM_MAX).min(1).optional().catch(undefined);

export const leadSourceSchema = z.object({
  /** Path of the page the form was sent from, e.g. /listings/abc or /home-valuation. */
  sourcePage: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#]*$/)
    .optional()
    .catch(undefined),
  /** The listing the lead concerns (a listing page, or a form about one listing). */
  sourceListingId: idSchema.optional().catch(undefined),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

const leadSourceFields = ['sourcePage', 'sourceListingId', 'utmSource', 'utmMedium', 'utmCampaign'] as const;

/** The source as stored: the listing is taken from the page when the form did not name one. */
export function attributeLead<T extends LeadSource>(input: T): T {
  const out = { ...input };
  if (!out.sourceListingId && out.sourcePage) {
    const id = listingIdFromPath(out.sourcePage);
    if (id && idSchema.safeParse(id).success) out.sourceListingId = id;
  }
  for (const key of leadSourceFields) if (out[key] === undefined) delete out[key];
  return out;
}

/** "google / cpc / spring-open-house", or "direct" for a visit without campaign parameters. */
export function sourceLabel(source: LeadSource): string {
  const parts = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean);
  return parts.length > 0 ? parts.join(' / ') : 'direct';
}
