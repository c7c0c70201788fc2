import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, rest } from './handler';

export function adminRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post('/api/admin/login', handle((c, req) => c.admin.login(body(req) as never)));
  r.post('/api/admin/logout', handle((c) => c.admin.logout()));
  r.get('/api/admin/me', handle((c) => c.admin.me()));
  r.post('/api/admin/change-password', handle((c, req) => c.admin.changePassword(body(req) as never)));
  return r;
}
