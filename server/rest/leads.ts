import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, rest } from './handler';

export function leadRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post('/api/contact/formcarry', handle((c, req) => c.contactMessages.create(body(req) as never), 201));
  r.get('/api/admin/contact-messages', handle((c) => c.contactMessages.list()));
  r.post('/api/valuation-requests', handle((c, req) => c.valuationRequests.create(body(req) as never), 201));
  r.get('/api/admin/valuation-requests', handle((c) => c.valuationRequests.list()));
  return r;
}
