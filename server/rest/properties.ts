import { Router } from 'express';
import type { Services } from '../trpc/context';
import { found } from '../trpc/not-found';
import { body, rest } from './handler';

export function propertyRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get('/api/properties', handle((c) => c.properties.list()));
  r.get('/api/properties/:id', handle(async (c, req) => found(await c.properties.get({ id: String(req.params.id) }), 'Property')));
  r.post('/api/admin/properties', handle((c, req) => c.properties.create(body(req) as never), 201));
  r.put('/api/admin/properties/:id', handle((c, req) => c.properties.update({ id: String(req.params.id), data: body(req) as never })));
  r.delete('/api/admin/properties/:id', handle((c, req) => c.properties.remove({ id: String(req.params.id) })));
  return r;
}
