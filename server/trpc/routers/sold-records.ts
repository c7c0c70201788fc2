import { soldRecordInputSchema, soldRecordUpdateSchema } from '../../../domain/sold-record';
import { collection } from '../../store/collection';
import { versionedIdInput, expectedVersionField } from '../../../domain/versioning';
import { actorOf } from '../../audit/actor';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';

export const soldRecordsRouter = router({
  /** Newest sale first; the public track record and the admin list read the same records. */
  list: publicProcedure.query(({ ctx }) => [...collection(ctx.store, 'soldRecords').list()].sort((a, b) => b.saleDate.localeCompare(a.saleDate))),
  create: adminProcedure
    .input(soldRecordInputSchema)
    .mutation(({ ctx, input }) => collection(ctx.store, 'soldRecords').insert(input, { actor: actorOf(ctx) })),
  update: adminProcedure
    .input(soldRecordUpdateSchema.extend(expectedVersionField))
    .mutation(async ({ ctx, input }) =>
      found(
        await collection(ctx.store, 'soldRecords').update(input.id, input.data, { expectedVersion: input.version, actor: actorOf(ctx) }),
        'Sold record',
      ),
    ),
  remove: adminProcedure.input(versionedIdInput).mutation(async ({ ctx, input }) => {
    found(await collection(ctx.store, 'soldRecords').remove(input.id, { expectedVersion: input.version, actor: actorOf(ctx) }), 'Sold record');
    return { id: input.id };
  }),
});
