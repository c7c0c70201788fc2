import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, rest } from './handler';

export function testimonialRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get('/api/testimonials', handle((c) => c.testimonials.list()));
  r.post('/api/admin/testimonials', handle((c, req) => c.testimonials.create(body(req) as never), 201));
  r.put('/api/admin/testimonials/:id', handle((c, req) => c.testimonials.update({ id: String(req.params.id), data: body(req) as never })));
  r.delete('/api/admin/testimonials/:id', handle((c, req) => c.testimonials.remove({ id: String(req.params.id) })));
  return r;
}
