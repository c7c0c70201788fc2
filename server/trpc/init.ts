// The only initTRPC. Auth is a procedure type (adminProcedure), never an `if` in a resolver.
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { publicMessage } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // No stack, no zod internals: a message that names the field, and the code.
    return {
      message: publicMessage(error),
      code: shape.code,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const adminProcedure = t.procedure.use(({ ctx, type, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required. Please sign in again.' });
  // A cookie rides along on cross-site requests; only the site's own pages may use it to change data.
  if (ctx.auth.via === 'cookie' && type === 'mutation' && !ctx.sameOrigin)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
