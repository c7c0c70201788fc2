import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, rest } from './handler';

export function soldRecordRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get('/api/sold-properties', handle((c) => c.soldRecords.list()));
  r.get('/api/admin/sold-properties', handle(async (c) => {
    await c.admin.me();
    return c.soldRecords.list();
  }));
  r.post('/api/admin/sold-properties', handle((c, req) => c.soldRecords.create(body(req) as never), 201));
  r.put('/api/admin/sold-properties/:id', handle((c, req) => c.soldRecords.update({ id: String(req.params.id), data: body(req) as never })));
  r.delete('/api/admin/sold-properties/:id', handle((c, req) => c.soldRecords.remove({ id: String(req.params.id) })));
  return r;
}
