// REST for revisions, the audit log, two-factor sign-in and the session list (all admin-only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, inputFor, queryParam, rest } from './handler';
import { revisionQuerySchema } from '../../domain/versioning';
import { confirmWithPasswordSchema, enableTwoFactorSchema } from '../../domain/two-factor';
import { auditQuerySchema } from '../../domain/audit';

export function securityRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);

  r.get(
    '/api/admin/revisions',
    handle((c, req) =>
      c.revisions.list(inputFor(revisionQuerySchema, { type: queryParam(req, 'type'), id: queryParam(req, 'id'), key: queryParam(req, 'key') })),
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
      c.audit.list(inputFor(auditQuerySchema, { limit: queryParam(req, 'limit'), type: queryParam(req, 'type'), q: queryParam(req, 'q') })),
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
