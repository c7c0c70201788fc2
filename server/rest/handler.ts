// Thin REST adapters: build the same context, call the same procedure through createCaller,
// and map TRPCError codes to HTTP statuses with a `{ message }` body.
import type { NextFunction, Request, Response } from 'express';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import { createContext, type Services } from '../trpc/context';
import { httpStatusOf, publicMessage, toTRPCError } from '../trpc/errors';

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
        sendError(res, error);
      }
    };
}

export function sendError(res: Response, error: unknown) {
  const trpcError = toTRPCError(error);
  const status = httpStatusOf(trpcError);
  if (status >= 500) console.error('request failed:', error);
  if (res.headersSent) return;
  res.status(status).json({ message: publicMessage(trpcError) });
}

/** A body that is missing or not an object becomes {} so validation names the missing fields. */
export const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
