// A save refused because the record changed elsewhere (HTTP 409 / tRPC CONFLICT) carries the
// record as it is now; the editor shows both versions and lets the agent choose.
import { TRPCClientError } from '@trpc/client';

export type Conflict<T = Record<string, unknown>> = { current: T | null; changedAt: string | null };

export function conflictOf<T = Record<string, unknown>>(error: unknown): Conflict<T> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { code?: string; conflict?: Conflict<T> | null } | undefined;
  return data?.code === 'CONFLICT' ? (data.conflict ?? { current: null, changedAt: null }) : null;
}
