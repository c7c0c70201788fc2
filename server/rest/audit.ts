// REST for the audit log (admin only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { inputFor, queryParam, rest } from './handler';
import { auditQuerySchema } from '../../domain/audit';

export function auditRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/admin/audit',
    handle((c, req) =>
      c.audit.list(inputFor(auditQuerySchema, { limit: queryParam(req, 'limit'), type: queryParam(req, 'type'), q: queryParam(req, 'q') })),
    ),
  );
  return r;
}
