// REST for the admin's signed-in sessions: the list, signing one out, signing out all others
// (admin only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { rest } from './handler';

export function sessionRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/admin/sessions',
    handle((c) => c.sessions.list()),
  );
  r.delete(
    '/api/admin/sessions/:id',
    handle((c, req) => c.sessions.revoke({ id: String(req.params.id) })),
  );
  r.post(
    '/api/admin/sessions/revoke-others',
    handle((c) => c.sessions.revokeOthers()),
  );
  return r;
}
