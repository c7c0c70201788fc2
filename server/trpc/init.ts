// The only initTRPC. Auth is a procedure type (adminProcedure), never an `if` in a resolver.
import { initTRPC, TRPCError } from '@trpc/server';
import superjson, { type SuperJSONResult } from 'superjson';
import { cleanRequestText } from '../well-formed-text';
import type { Context } from './context';
import { conflictDetails, fieldErrorsOf, publicMessage, storeErrorToTRPC } from './errors';

const UNREADABLE_INPUT = 'The request input could not be read: send it as superjson, {"json": ...}';

/**
 * A call's input as the browser's link sends it. Anything else (null, a list, a `meta` that
 * superjson cannot follow) is a 400 with this one message: superjson's own errors ("Cannot
 * destructure...", "Maximum call stack size exceeded") say nothing a client can act on.
 */
function readInput(value: SuperJSONResult | undefined): unknown {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TRPCError({ code: 'BAD_REQUEST', message: UNREADABLE_INPUT });
  try {
    return cleanRequestText(superjson.deserialize(value));
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: UNREADABLE_INPUT });
  }
}

const t = initTRPC.context<Context>().create({
  // The browser's links use superjson too (src/lib/trpc.ts). The REST adapters call procedures
  // in-process (createCaller) and answer plain JSON.
  // Input strings are made well-formed, without control characters, as they are read (server/well-formed-text.ts).
  transformer: {
    input: {
      serialize: (value) => superjson.serialize(value),
      deserialize: readInput,
    },
    output: superjson,
  },
  errorFormatter({ shape, error, ctx }) {
    // No stack, no zod internals: a message that names the field, and the code.
    return {
      message: publicMessage(error, ctx?.req?.method),
      code: shape.code,
      // A stale save gets the record as it is now, so the panel can show both versions.
      // Bad input also names each field's problem, so a form can show it next to the field.
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        conflict: conflictDetails(error),
        fieldErrors: fieldErrorsOf(error),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
// Typed store errors (stale version, unrestorable revision) become TRPCErrors for every procedure.
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = storeErrorToTRPC(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

/** The refusal of an admin call without a valid session (none sent, expired, signed out, or the account is gone). */
export const SIGN_IN_AGAIN_MESSAGE = 'Authentication required. Please sign in again.';

/**
 * A cookie rides along on cross-site requests, and with SameSite=Lax on top-level GETs too: only
 * the site's own pages may use it, to change data or to read it (a download makes a snapshot).
 * A bearer token is never sent by the browser on its own, so its Origin does not matter.
 */
export function refuseCrossSiteCookie(ctx: Pick<Context, 'auth' | 'sameOrigin'>) {
  if (ctx.auth?.via === 'cookie' && !ctx.sameOrigin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
}

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_AGAIN_MESSAGE });
  refuseCrossSiteCookie(ctx);
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
