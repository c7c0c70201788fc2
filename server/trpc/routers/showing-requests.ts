// Requests to see a listing: a public form on every listing that is not Sold, and the admin's list.
import { TRPCError } from '@trpc/server';
import { showingSubmissionSchema } from '../../../domain/lead-submission';
import { publicStatus } from '../../../domain/property-status';
import { showingRequestsWithTracking } from '../../leads/inbox';
import { submitLead } from '../../leads/intake';
import { folderInput } from '../../../domain/lead-inbox';
import { adminProcedure, publicProcedure, router } from '../init';

export const showingRequestsRouter = router({
  /**
   * 404 when the listing does not exist or is Sold (nothing left to show). The listing's title
   * and address are kept with the request, so the lead reads right even if the listing changes.
   * Same guarantees as contactMessages.create (limit per IP, spam answered like a stored lead).
   */
  create: publicProcedure.input(showingSubmissionSchema).mutation(({ ctx, input }) => {
    const property = ctx.store.read().properties.find((p) => p.id === input.propertyId);
    if (!property) throw new TRPCError({ code: 'NOT_FOUND', message: 'propertyId: this listing does not exist' });
    if (publicStatus(property.status) === 'Sold')
      throw new TRPCError({ code: 'NOT_FOUND', message: 'propertyId: this listing is sold and no longer open for showings' });
    // The listing it concerns is known for sure, whatever page the form says it was sent from.
    const lead = {
      ...input,
      sourceListingId: input.sourceListingId ?? input.propertyId,
      propertyTitle: property.title,
      propertyAddress: property.address,
    };
    return submitLead(ctx, 'showing', lead);
  }),
  /** Newest first, each with read state, its two e-mails and the listing (title, address, page). */
  list: adminProcedure.input(folderInput).query(({ ctx, input }) => showingRequestsWithTracking(ctx.store.read(), input?.folder)),
});
