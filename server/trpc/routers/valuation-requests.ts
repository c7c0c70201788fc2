import { valuationSubmissionSchema } from '../../../domain/lead-submission';
import { valuationRequestsWithTracking } from '../../leads/inbox';
import { submitLead } from '../../leads/intake';
import { folderInput } from '../../../domain/lead-inbox';
import { adminProcedure, publicProcedure, router } from '../init';

export const valuationRequestsRouter = router({
  /** Same guarantees as contactMessages.create. */
  create: publicProcedure.input(valuationSubmissionSchema).mutation(({ ctx, input }) => submitLead(ctx, 'valuation', input)),
  /** Newest first, each with read state and the status of its two e-mails. */
  list: adminProcedure.input(folderInput).query(({ ctx, input }) => valuationRequestsWithTracking(ctx.store.read(), input?.folder)),
});
