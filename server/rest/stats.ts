import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, expectedVersion, inputFor, rest } from './handler';
import { statsSettingsUpdateSchema } from '../../domain/stats-schema';
import { insightsQuerySchema } from '../../domain/insights';

export function statsRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  /** Public: the figures every section shows (numbers as numbers, asOf an ISO date). */
  r.get(
    '/api/stats',
    handle((c) => c.stats.get()),
  );
  r.get(
    '/api/admin/stats',
    handle((c) => c.stats.settings()),
  );
  r.put(
    '/api/admin/stats',
    handle((c, req) => c.stats.updateSettings({ ...inputFor(statsSettingsUpdateSchema, body(req)), version: expectedVersion(req) })),
  );
  r.get(
    '/api/admin/insights',
    handle((c, req) => c.insights.report(inputFor(insightsQuerySchema, { days: req.query.days }))),
  );
  r.get(
    '/api/admin/overview',
    handle((c) => c.insights.overview()),
  );
  return r;
}
