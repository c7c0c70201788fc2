import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, expectedVersion, rest } from './handler';

export function siteContentRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/admin/content',
    handle((c) => c.siteContent.list()),
  );
  r.put(
    '/api/admin/content/:key',
    handle((c, req) => c.siteContent.update({ key: String(req.params.key), value: body(req).value as string, version: expectedVersion(req) })),
  );
  return r;
}
