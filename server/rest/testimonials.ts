import { Router } from 'express';
import type { Services } from '../trpc/context';
import { testimonialInputSchema } from '../../domain/testimonial';
import { body, inputFor, expectedVersion, rest } from './handler';

export function testimonialRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/testimonials',
    handle((c) => c.testimonials.list()),
  );
  r.post(
    '/api/admin/testimonials',
    handle((c, req) => c.testimonials.create(inputFor(testimonialInputSchema, body(req))), 201),
  );
  r.put(
    '/api/admin/testimonials/:id',
    handle((c, req) =>
      c.testimonials.update({ id: String(req.params.id), data: inputFor(testimonialInputSchema, body(req)), version: expectedVersion(req) }),
    ),
  );
  r.delete(
    '/api/admin/testimonials/:id',
    handle((c, req) => c.testimonials.remove({ id: String(req.params.id), version: expectedVersion(req) })),
  );
  return r;
}
