// The admin's Insights and dashboard overview, computed from the stored page views, leads and
// listings. Pure functions of the data and a clock, so tests pin the day.
import type { Insights, Overview, OverviewLeadKind } from '../../domain/insights';
import { sourceLabel, type LeadSource } from '../../domain/lead-source';
import { propertyStatuses } from '../../domain/property-status';
import { localDate } from '../../domain/stats';
import type { Db } from '../store/schema';

type Lead = LeadSource & { kind: OverviewLeadKind; createdAt: string; readAt?: string };

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every stored lead with its kind. Showing requests are a third kind when the store has them
 * (any of the collection names below), so this keeps working as lead kinds are added.
 */
function allLeads(db: Readonly<Db>): Lead[] {
  const raw = db as unknown as Record<string, unknown>;
  const out: Lead[] = [];
  const add = (rows: unknown, kind: OverviewLeadKind) => {
    if (!Array.isArray(rows)) return;
    for (const r of rows as (LeadSource & { createdAt?: unknown; readAt?: string; spam?: unknown; folder?: unknown })[]) {
      if (typeof r?.createdAt !== 'string') continue;
      // Leads filed as spam are not leads for the agent's figures.
      if (r.spam || r.folder === 'spam') continue;
      out.push({ ...r, kind, createdAt: r.createdAt });
    }
  };
  add(raw.contactMessages, 'contact');
  add(raw.valuationRequests, 'valuation');
  add(raw.showingRequests ?? raw.showings, 'showing');
  return out;
}

const leadDate = (lead: Lead) => localDate(new Date(lead.createdAt));

export function insightsReport(db: Readonly<Db>, days: number, now: Date): Insights {
  const to = localDate(now);
  const from = addDays(to, -(days - 1));
  const inRange = (date: string) => date >= from && date <= to;

  const perDay = new Map<string, number>();
  const perPath = new Map<string, number>();
  for (const row of db.pageViews) {
    if (!inRange(row.date)) continue;
    perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.views);
    perPath.set(row.path, (perPath.get(row.path) ?? 0) + row.views);
  }
  const views: Insights['views'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) views.push({ date: d, count: perDay.get(d) ?? 0 });
  const topPaths = [...perPath.entries()]
    .map(([path, v]) => ({ path, views: v }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, 10);

  const leads = allLeads(db).filter((l) => inRange(leadDate(l)));
  const bySource = new Map<string, Insights['leadsBySource'][number]>();
  for (const lead of leads) {
    const label = sourceLabel(lead);
    const row = bySource.get(label) ?? {
      source: lead.utmSource ?? 'direct',
      medium: lead.utmMedium ?? null,
      campaign: lead.utmCampaign ?? null,
      label,
      leads: 0,
    };
    row.leads += 1;
    bySource.set(label, row);
  }
  const leadsBySource = [...bySource.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));

  const listings = db.properties
    .map((p) => {
      const v = perPath.get(`/listings/${p.id}`) ?? 0;
      const l = leads.filter((lead) => lead.sourceListingId === p.id).length;
      return { id: p.id, title: p.title, views: v, leads: l, conversion: v > 0 ? Math.round((l / v) * 1000) / 10 : null };
    })
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.title.localeCompare(b.title));

  return {
    days,
    from,
    to,
    views,
    topPaths,
    leadsBySource,
    listings,
    totals: { views: views.reduce((s, d) => s + d.count, 0), leads: leads.length },
  };
}

/** Monday of the week a date falls in. */
function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function overviewReport(db: Readonly<Db>, now: Date, backup: { available: boolean; lastBackupAt: string | null }): Overview {
  const thisWeek = weekStartOf(localDate(now));
  const weeks = Array.from({ length: 12 }, (_, i) => addDays(thisWeek, -7 * (11 - i)));
  const leadsPerWeek = weeks.map((weekStart) => ({ weekStart, contact: 0, valuation: 0, showing: 0 }));
  const index = new Map(weeks.map((w, i) => [w, i]));
  const leads = allLeads(db);
  for (const lead of leads) {
    const week = leadsPerWeek[index.get(weekStartOf(leadDate(lead))) ?? -1];
    if (week) week[lead.kind] += 1;
  }

  const month = localDate(now).slice(0, 7);
  const monthViews = new Map<string, number>();
  for (const row of db.pageViews) {
    if (!row.date.startsWith(month) || !row.path.startsWith('/listings/')) continue;
    const id = row.path.slice('/listings/'.length);
    monthViews.set(id, (monthViews.get(id) ?? 0) + row.views);
  }
  const topListingsThisMonth = db.properties
    .map((p) => ({ id: p.id, title: p.title, views: monthViews.get(p.id) ?? 0 }))
    .filter((p) => p.views > 0)
    .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, 5);

  return {
    leadsPerWeek,
    unread: leads.filter((l) => !l.readAt).length,
    listingsByStatus: propertyStatuses.map((status) => ({ status, count: db.properties.filter((p) => p.status === status).length })),
    topListingsThisMonth,
    lastBackupAt: backup.lastBackupAt,
    backupsAvailable: backup.available,
  };
}
