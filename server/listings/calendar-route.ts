// GET /listings/:id/open-house.ics: the listing's upcoming open houses as a calendar file.
import { Router } from 'express';
import { contentValue } from '../../domain/site-content';
import { listingPath } from '../../domain/routes';
import type { Services } from '../trpc/context';
import { openHouseCalendar } from './open-house-ics';

export function listingCalendarRoutes({ store, env }: Services) {
  const r = Router();
  r.get('/listings/:id/open-house.ics', (req, res) => {
    const db = store.read();
    const listing = db.properties.find((p) => p.id === req.params.id);
    if (!listing) {
      res.status(404).type('text/plain').send('Listing not found');
      return;
    }
    const origin = env.SITE_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const host = hostnameOf(origin);
    const text = openHouseCalendar(listing, {
      origin,
      host,
      listingUrl: `${origin}${listingPath(listing.id)}`,
      now: Date.now(),
      organizer: contentValue(db.siteContent, 'agent_name'),
    });
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Disposition', `attachment; filename="open-house-${listing.id}.ics"`);
    res.type('text/calendar; charset=utf-8').send(text);
  });
  return r;
}

/** The calendar's UID domain; the Host check lets through only what parses, but a UID never needs more. */
function hostnameOf(origin: string): string {
  try {
    return new URL(origin).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
