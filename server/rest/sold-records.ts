import { Router } from 'express';
import type { Services } from '../trpc/context';
import { soldRecordInputSchema } from '../../domain/sold-record';
import { body, inputFor, expectedVersion, rest } from './handler';

export function soldRecordRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/sold-properties',
    handle((c) => c.soldRecords.list()),
  );
  r.get(
    '/api/admin/sold-properties',
    handle(async (c) => {
      await c.admin.me();
      return c.soldRecords.list();
    }),
  );
  r.post(
    '/api/admin/sold-properties',
    handle((c, req) => c.soldRecords.create(inputFor(soldRecordInputSchema, body(req))), 201),
  );
  r.put(
    '/api/admin/sold-properties/:id',
    handle((c, req) =>
      c.soldRecords.update({ id: String(req.params.id), data: inputFor(soldRecordInputSchema, body(req)), version: expectedVersion(req) }),
    ),
  );
  r.delete(
    '/api/admin/sold-properties/:id',
    handle((c, req) => c.soldRecords.remove({ id: String(req.params.id), version: expectedVersion(req) })),
  );
  return r;
}
