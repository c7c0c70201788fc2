import { idInput } from '../../../domain/fields';
import { soldRecordInputSchema, soldRecordUpdateSchema } from '../../../domain/sold-record';
import { collection } from '../../store/collection';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';

export const soldRecordsRouter = router({
  /** Newest sale first; the public track record and the admin list read the same records. */
  list: publicProcedure.query(({ ctx }) =>
    [...collection(ctx.store, 'soldRecords').list()].sort((a, b) => b.saleDate.localeCompare(a.saleDate)),
  ),
  create: adminProcedure.input(soldRecordInputSchema).mutation(({ ctx, input }) => collection(ctx.store, 'soldRecords').insert(input)),
  update: adminProcedure
    .input(soldRecordUpdateSchema)
    .mutation(async ({ ctx, input }) => found(await collection(ctx.store, 'soldRecords').update(input.id, input.data), 'Sold record')),
  remove: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    found(await collection(ctx.store, 'soldRecords').remove(input.id), 'Sold record');
    return { id: input.id };
  }),
});
