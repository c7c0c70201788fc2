import { valuationRequestInputSchema } from '../../../domain/valuation-request';
import { collection } from '../../store/collection';
import { adminProcedure, publicProcedure, router } from '../init';

export const valuationRequestsRouter = router({
  create: publicProcedure.input(valuationRequestInputSchema).mutation(async ({ ctx, input }) => {
    const saved = await collection(ctx.store, 'valuationRequests').insert(input);
    return { id: saved.id, createdAt: saved.createdAt };
  }),
  list: adminProcedure.query(({ ctx }) =>
    [...collection(ctx.store, 'valuationRequests').list()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  ),
});
