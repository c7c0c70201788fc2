import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, inputFor, rest } from './handler';
import { changePasswordInputSchema, loginInputSchema } from '../../domain/auth';
import { loginTwoFactorSchema } from '../../domain/two-factor';

export function adminRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post(
    '/api/admin/login',
    handle((c, req) => c.admin.login(inputFor(loginInputSchema, body(req)))),
  );
  r.post(
    '/api/admin/login/2fa',
    handle((c, req) => c.admin.loginTwoFactor(inputFor(loginTwoFactorSchema, body(req)))),
  );
  r.post(
    '/api/admin/logout',
    handle((c) => c.admin.logout()),
  );
  r.get(
    '/api/admin/me',
    handle((c) => c.admin.me()),
  );
  r.post(
    '/api/admin/change-password',
    handle((c, req) => c.admin.changePassword(inputFor(changePasswordInputSchema, body(req)))),
  );
  return r;
}
