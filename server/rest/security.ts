// REST for revisions, the audit log, two-factor sign-in and the session list (all admin-only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, inputFor, rest } from './handler';
import { revisionQuerySchema } from '../../domain/versioning';
import { confirmWithPasswordSchema, enableTwoFactorSchema } from '../../domain/two-factor';
import { auditQuerySchema } from '../trpc/routers/audit';

const query = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function securityRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);

  r.get(
    '/api/admin/revisions',
    handle((c, req) =>
      c.revisions.list(inputFor(revisionQuerySchema, { type: query(req.query.type), id: query(req.query.id), key: query(req.query.key) })),
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

  r.get(
    '/api/admin/audit',
    handle((c, req) =>
      c.audit.list(inputFor(auditQuerySchema, { limit: query(req.query.limit), type: query(req.query.type), q: query(req.query.q) })),
    ),
  );

  r.get(
    '/api/admin/2fa',
    handle((c) => c.twoFactor.status()),
  );
  r.post(
    '/api/admin/2fa/setup',
    handle(async (c) => {
      const { secret, otpauthUrl } = await c.twoFactor.setup();
      return { secret, otpauthUrl };
    }),
  );
  r.post(
    '/api/admin/2fa/enable',
    handle((c, req) => c.twoFactor.enable(inputFor(enableTwoFactorSchema, body(req)))),
  );
  r.post(
    '/api/admin/2fa/disable',
    handle((c, req) => c.twoFactor.disable(inputFor(confirmWithPasswordSchema, body(req)))),
  );
  r.post(
    '/api/admin/2fa/recovery-codes',
    handle((c, req) => c.twoFactor.regenerateRecoveryCodes(inputFor(confirmWithPasswordSchema, body(req)))),
  );

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
