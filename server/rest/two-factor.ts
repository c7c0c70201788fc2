// REST for two-factor sign-in: its status, setting it up, turning it on and off, new recovery
// codes (admin only).
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, inputFor, rest } from './handler';
import { confirmWithPasswordSchema, enableTwoFactorSchema } from '../../domain/two-factor';

export function twoFactorRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
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
  return r;
}
