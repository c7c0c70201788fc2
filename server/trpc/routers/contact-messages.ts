import { contactSubmissionSchema } from '../../../domain/lead-submission';
import { contactMessagesWithTracking } from '../../leads/inbox';
import { submitLead } from '../../leads/intake';
import { folderInput } from '../../../domain/lead-inbox';
import { adminProcedure, publicProcedure, router } from '../init';

export const contactMessagesRouter = router({
  /**
   * Resolves once the message (and its queued e-mails) is on disk: an acknowledged lead is never
   * lost, and SMTP is never waited for. Bot submissions (honeypot, too fast) get the same answer
   * but are not stored.
   */
  create: publicProcedure.input(contactSubmissionSchema).mutation(({ ctx, input }) => submitLead(ctx, 'contact', input)),
  /** Newest first, each with read state and the status of its two e-mails. */
  list: adminProcedure.input(folderInput).query(({ ctx, input }) => contactMessagesWithTracking(ctx.store.read(), input?.folder)),
});
