// The admin inbox over contact messages and valuation requests (mounted as `leads`).
import { TRPCError } from '@trpc/server';
import { moveToInbox } from '../../leads/spam-folder';
import {
  emailStatuses,
  folderInput,
  leadRefInput,
  resendInput,
  setReadInput,
  type EmailStatusValue,
  type LeadEmail,
} from '../../../domain/lead-inbox';
import { emailsOf, csvFileName, inboxLeads, leadRows, leadsCsv, markAllRead, setRead, unreadCounts } from '../../leads/inbox';
import { mailConfigFromEnv } from '../../mail/mailer';
import { agentNotifyAddress, OutboxError, requeueEmail } from '../../mail/outbox-queue';
import { adminProcedure, router } from '../init';

export const leadsInboxRouter = router({
  /** Both kinds of lead, newest first, each with `kind`, `summary`, `read`, `readAt` and `emails`. */
  list: adminProcedure.input(folderInput).query(({ ctx, input }) => inboxLeads(ctx.store.read(), input?.folder)),

  /** "Not spam": moves a lead from the Spam folder to the inbox and queues its e-mails now. */
  notSpam: adminProcedure.input(leadRefInput).mutation(async ({ ctx, input }) => {
    const config = mailConfigFromEnv(ctx.env);
    const moved = await ctx.store.mutate((db) => moveToInbox(db, input.kind, input.id, config));
    if (!moved) throw new TRPCError({ code: 'NOT_FOUND', message: 'This lead is not in the Spam folder' });
    return { kind: input.kind, id: input.id, folder: 'inbox' as const };
  }),

  /** For the tab's badge; cheap enough to poll. */
  unreadCount: adminProcedure.query(({ ctx }) => unreadCounts(ctx.store.read())),

  /** Whether e-mail notifications are on, where they go, and how the outbox is doing. */
  mailStatus: adminProcedure.query(({ ctx }) => {
    const config = mailConfigFromEnv(ctx.env);
    if (!config) return { enabled: false as const };
    const db = ctx.store.read();
    const counts = Object.fromEntries(emailStatuses.map((s) => [s, 0])) as Record<EmailStatusValue, number>;
    for (const item of db.outbox) counts[item.status] += 1;
    return {
      enabled: true as const,
      agentNotifyEmail: agentNotifyAddress(db, config),
      from: config.from.address,
      counts,
    };
  }),

  setRead: adminProcedure.input(setReadInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.store.mutate((db) => setRead(db, input.kind, input.id, input.read));
    if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: 'This lead no longer exists' });
    return { kind: input.kind, id: input.id, read: result.readAt !== null, readAt: result.readAt };
  }),

  markAllRead: adminProcedure.mutation(async ({ ctx }) => ({ updated: await ctx.store.mutate((db) => markAllRead(db)) })),

  /** Queue an e-mail of a lead again (agent notification by default); see requeueEmail. */
  resend: adminProcedure.input(resendInput).mutation(async ({ ctx, input }): Promise<LeadEmail> => {
    const config = mailConfigFromEnv(ctx.env);
    if (!config)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'E-mail notifications are off: the server has no SMTP settings (SMTP_HOST).' });
    try {
      const item = await ctx.store.mutate((db) => requeueEmail(db, config, input.kind, input.id, input.email).id);
      const status = emailsOf(ctx.store.read(), input.kind, input.id).find((e) => e.id === item);
      if (!status) throw new Error('requeued e-mail not found');
      return status;
    } catch (error) {
      if (error instanceof OutboxError) throw new TRPCError({ code: error.code, message: error.message });
      throw error;
    }
  }),

  /** The e-mails of one lead (to refresh one card after a resend). */
  emails: adminProcedure.input(leadRefInput).query(({ ctx, input }) => {
    const db = ctx.store.read();
    if (!leadRows(db, input.kind).some((lead) => lead.id === input.id))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This lead no longer exists' });
    return emailsOf(db, input.kind, input.id);
  }),

  /** Every lead as CSV text, for a download made in the browser. */
  exportCsv: adminProcedure.query(({ ctx }) => ({ filename: csvFileName(), csv: leadsCsv(ctx.store.read()) })),
});
