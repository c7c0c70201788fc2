// A ceiling on the data file for public leads. Every store write copies and serialises the whole
// data file, so a write needs several times its size in memory; the deployed service runs with a
// 128 MB heap (deploy/agent-site.service), and past a few tens of MB a write, or the next start,
// ends in a heap out-of-memory crash that systemd restarts into the same crash. Refusing new
// leads (503, naming the agent's phone) above DATA_FILE_MAX_MB keeps the site, the panel and the
// leads already stored. The Spam folder's cap and 30-day purge bring it down, or the operator
// does (docs/deploy.md, "Data file size limit").
import { TRPCError } from '@trpc/server';
import { contentValue } from '../../domain/site-content';
import type { Env } from '../env';
import { log } from '../logger';
import { lastKnownSize } from '../store/durable-json-file';
import type { Store } from '../store/store';
import { DataFileOverBudget } from '../trpc/errors';

export const dataFileBudgetBytes = (env: Pick<Env, 'DATA_FILE_MAX_MB'>): number => Math.round(env.DATA_FILE_MAX_MB * 1024 * 1024);

/** The data file's size and budget when it is over the budget; null when it is not (or not known yet). */
export function overBudget(store: Store, budgetBytes: number): { bytes: number; budgetBytes: number } | null {
  const bytes = lastKnownSize(store.file);
  return bytes !== undefined && bytes > budgetBytes ? { bytes, budgetBytes } : null;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** "17.2 MB, over the 16.0 MB limit": for the log and /healthz. */
export const describeOverBudget = (o: { bytes: number; budgetBytes: number }) => `${mb(o.bytes)} MB, over the ${mb(o.budgetBytes)} MB limit`;

// Stores whose refusal has been logged: one error line when the budget is crossed, not one per visitor.
const reported = new WeakSet<Store>();

/** Throws the visitor's 503 when the data file is over its budget. */
export function refuseLeadOverBudget(store: Store, env: Pick<Env, 'DATA_FILE_MAX_MB'>): void {
  const over = overBudget(store, dataFileBudgetBytes(env));
  if (!over) {
    reported.delete(store);
    return;
  }
  if (!reported.has(store)) {
    reported.add(store);
    log.error(
      { bytes: over.bytes, budgetBytes: over.budgetBytes },
      `New leads are refused: the data file is ${describeOverBudget(over)} (DATA_FILE_MAX_MB; docs/deploy.md, "Data file size limit").`,
    );
  }
  const phone = contentValue(store.read().siteContent, 'contact_phone');
  throw new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: `Nothing was saved: the website cannot take new messages right now. Please call ${phone}, or try again later.`,
    cause: new DataFileOverBudget(),
  });
}
