import { Router } from 'express';
import type { Services } from '../trpc/context';
import { found } from '../trpc/not-found';
import { propertyInputSchema } from '../../domain/property';
import { body, inputFor, expectedVersion, rest } from './handler';

export function propertyRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/properties',
    handle((c, req) => c.properties.list(req.query as Record<string, unknown>)),
  );
  r.get(
    '/api/properties/:id',
    handle(async (c, req) => found(await c.properties.get({ id: String(req.params.id) }), 'Property')),
  );
  r.post(
    '/api/admin/properties',
    handle((c, req) => c.properties.create(inputFor(propertyInputSchema, body(req))), 201),
  );
  r.put(
    '/api/admin/properties/:id',
    handle((c, req) =>
      c.properties.update({ id: String(req.params.id), data: inputFor(propertyInputSchema, body(req)), version: expectedVersion(req) }),
    ),
  );
  r.delete(
    '/api/admin/properties/:id',
    handle((c, req) => c.properties.remove({ id: String(req.params.id), version: expectedVersion(req) })),
  );
  return r;
}
