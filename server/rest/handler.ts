// Thin REST adapters: build the same context, call the same procedure through createCaller,
// and map TRPCError codes to HTTP statuses with a `{ message }` body.
import type { z } from 'zod';
import type { NextFunction, Request, Response } from 'express';
import { TRPCError } from '@trpc/server';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import { createContext, type Services } from '../trpc/context';
import { conflictDetails, httpStatusOf, loggedWhereFound, publicMessage, storeErrorToTRPC, toTRPCError } from '../trpc/errors';
import { log, requestId } from '../logger';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export function rest(services: Services) {
  return (run: (caller: Caller, req: Request, res: Response) => Promise<unknown>, successStatus = 200) =>
    async (req: Request, res: Response, _next: NextFunction) => {
      try {
        const ctx = await createContext(services, req, res);
        const result = await run(createCaller(ctx), req, res);
        if (!res.headersSent) res.status(successStatus).json(result ?? { success: true });
      } catch (error) {
        sendError(res, error, req);
      }
    };
}

function sendError(res: Response, error: unknown, req?: Request) {
  const trpcError = storeErrorToTRPC(error) ?? toTRPCError(error);
  const status = httpStatusOf(trpcError);
  if (status >= 500 && !loggedWhereFound(error)) log.error({ err: error, reqId: req ? requestId(req) : undefined }, 'request failed');
  if (res.headersSent) return;
  // 409: the body also carries the record as it is now (`current`) and when it changed.
  const conflict = conflictDetails(trpcError);
  res.status(status).json(conflict ? { message: publicMessage(trpcError), ...conflict } : { message: publicMessage(trpcError) });
}

/**
 * The version a REST write started from: `If-Match: "3"` (or 3, or W/"3") or a `version` field in
 * the body. Undefined when neither is sent, so clients of the original contract keep working.
 */
export function expectedVersion(req: Request): number | undefined {
  const header = req.headers['if-match'];
  if (typeof header === 'string' && header.trim() !== '') {
    const m = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header.trim());
    if (!m || Number(m[1]) < 1) throw new TRPCError({ code: 'BAD_REQUEST', message: 'If-Match must be the record version in quotes, e.g. "3"' });
    return Number(m[1]);
  }
  const v = body(req).version;
  // Anything else is passed through so the procedure's schema names the bad field.
  return v === undefined || v === null ? undefined : (v as number);
}

/**
 * One query parameter as text, or undefined when absent. Given twice (`?limit=2&limit=3`) it is
 * a 400 naming it: neither value would be the one the client meant.
 */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new TRPCError({ code: 'BAD_REQUEST', message: `${name} must be given once` });
}

/** A body that is missing or not an object becomes {} so validation names the missing fields. */
export const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/**
 * A request's body typed as the input of the procedure it is handed to (named by that
 * procedure's schema), instead of an unchecked cast. It is not checked here: the procedure's
 * `.input(schema)` checks it after the procedure has checked credentials, so a request without
 * them gets 401, not a validation message.
 */
export function inputFor<S extends z.ZodType>(_schema: S, value: Record<string, unknown>): z.input<S> {
  return value as z.input<S>;
}
