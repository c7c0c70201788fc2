// What the admin's Insights and overview show. Plain types and the query schema, shared by the
// server (which computes them) and the admin panel (which draws them).
import { z } from './zod';

export const insightPeriods = [7, 30, 90] as const;
export const DEFAULT_INSIGHT_DAYS = 30;

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 365' })
    .int('days must be a whole number from 1 to 365')
    .min(1, 'days must be a whole number from 1 to 365')
    .max(365, 'days must be a whole number from 1 to 365')
    .default(DEFAULT_INSIGHT_DAYS),
});

export type LeadSourceRow = { source: string; medium: string | null; campaign: string | null; label: string; leads: number };

export type Insights = {
  days: number;
  from: string;
  to: string;
  views: { date: string; count: number }[];
  topPaths: { path: string; views: number }[];
  leadsBySource: LeadSourceRow[];
  /** Every listing with its views and leads in the period; conversion is leads per 100 views. */
  listings: { id: string; title: string; views: number; leads: number; conversion: number | null }[];
  totals: { views: number; leads: number };
};

export const overviewLeadKinds = ['contact', 'valuation', 'showing'] as const;
export type OverviewLeadKind = (typeof overviewLeadKinds)[number];

export type Overview = {
  /** The last 12 weeks (Monday to Sunday, the agent's time zone), oldest first. */
  leadsPerWeek: ({ weekStart: string } & Record<OverviewLeadKind, number>)[];
  unread: number;
  listingsByStatus: { status: string; count: number }[];
  topListingsThisMonth: { id: string; title: string; views: number }[];
  /** null when no backup has run; `backupsAvailable` false when this process has no backup service. */
  lastBackupAt: string | null;
  backupsAvailable: boolean;
};
