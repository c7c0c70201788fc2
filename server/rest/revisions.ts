// REST for the revision history, restoring a revision and the deleted list (admin only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { inputFor, queryParam, rest } from './handler';
import { revisionQuerySchema } from '../../domain/versioning';

export function revisionRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/admin/revisions',
    handle((c, req) =>
      c.revisions.list(inputFor(revisionQuerySchema, { type: queryParam(req, 'type'), id: queryParam(req, 'id'), key: queryParam(req, 'key') })),
    ),
  );
  r.post(
    '/api/admin/revisions/:revisionId/restore',
    handle((c, req) => c.revisions.restore({ revisionId: String(req.params.revisionId) })),
  );
  r.get(
    '/api/admin/deleted',
    handle((c) => c.revisions.deleted()),
  );
  return r;
}
