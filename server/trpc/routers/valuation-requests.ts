import { valuationSubmissionSchema } from '../../../domain/lead-submission';
import { valuationRequestsWithTracking } from '../../leads/inbox';
import { submitLead } from '../../leads/intake';
import { adminProcedure, publicProcedure, router } from '../init';

export const valuationRequestsRouter = router({
  /** Same guarantees as contactMessages.create. */
  create: publicProcedure.input(valuationSubmissionSchema).mutation(({ ctx, input }) => submitLead(ctx, 'valuation', input)),
  /** Newest first, each with read state and the status of its two e-mails. */
  list: adminProcedure.query(({ ctx }) => valuationRequestsWithTracking(ctx.store.read())),
});
