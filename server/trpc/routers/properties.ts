import { idInput } from '../../../domain/fields';
import { propertyInputSchema, propertyUpdateSchema } from '../../../domain/property';
import { collection } from '../../store/collection';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';

export const propertiesRouter = router({
  list: publicProcedure.query(({ ctx }) =>
    [...collection(ctx.store, 'properties').list()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  ),
  /** null for an unknown id, so a server-rendered listing page can render (and hydrate) its 404 content. */
  get: publicProcedure.input(idInput).query(({ ctx, input }) => collection(ctx.store, 'properties').get(input.id) ?? null),
  create: adminProcedure.input(propertyInputSchema).mutation(({ ctx, input }) => collection(ctx.store, 'properties').insert(input)),
  update: adminProcedure
    .input(propertyUpdateSchema)
    .mutation(async ({ ctx, input }) => found(await collection(ctx.store, 'properties').update(input.id, input.data), 'Property')),
  remove: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    found(await collection(ctx.store, 'properties').remove(input.id), 'Property');
    return { id: input.id };
  }),
});
