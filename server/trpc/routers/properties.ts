import { TRPCError } from '@trpc/server';
import { idInput } from '../../../domain/fields';
import { propertyInputSchema, propertyUpdateSchema } from '../../../domain/property';
import { collection } from '../../store/collection';
import { applyListingSearch } from '../../../domain/listing-search';
import { listingSearchInput } from '../../../domain/listing-search-schema';
import { lotSizeProblem } from '../../../domain/listing-facts';
import { versionedIdInput, expectedVersionField } from '../../../domain/versioning';
import { actorOf } from '../../audit/actor';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';
import { galleryFor, removeOrphanedPhotos } from '../../photos/listing-photos';
import { photoDirs } from './uploads';

/** A lot size without its unit cannot be shown; the error names lotSizeUnit. */
function checkLotSize(value: { lotSize?: number | null; lotSizeUnit?: string | null }): true {
  const problem = lotSizeProblem(value);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  return true;
}

export const propertiesRouter = router({
  /** Newest first by default; the same filters and sorts as the home page's URL (domain/listing-search.ts). */
  list: publicProcedure.input(listingSearchInput).query(({ ctx, input }) => applyListingSearch(collection(ctx.store, 'properties').list(), input)),
  /** null for an unknown id, so a server-rendered listing page can render (and hydrate) its 404 content. */
  get: publicProcedure.input(idInput).query(({ ctx, input }) => collection(ctx.store, 'properties').get(input.id) ?? null),
  create: adminProcedure
    .input(propertyInputSchema)
    .mutation(
      async ({ ctx, input }) =>
        checkLotSize(input) &&
        collection(ctx.store, 'properties').insert({ ...input, ...(await galleryFor(input, ctx.env)) }, { actor: actorOf(ctx) }),
    ),
  update: adminProcedure.input(propertyUpdateSchema.extend(expectedVersionField)).mutation(async ({ ctx, input }) => {
    const before = collection(ctx.store, 'properties').get(input.id);
    checkLotSize({ ...before, ...input.data });
    const data = { ...input.data, ...(await galleryFor(input.data, ctx.env, before)) };
    const saved = found(
      await collection(ctx.store, 'properties').update(input.id, data, { expectedVersion: input.version, actor: actorOf(ctx) }),
      'Property',
    );
    await removeOrphanedPhotos(ctx.store, before?.photos ?? [], photoDirs(ctx.env));
    return saved;
  }),
  remove: adminProcedure.input(versionedIdInput).mutation(async ({ ctx, input }) => {
    const before = collection(ctx.store, 'properties').get(input.id);
    found(await collection(ctx.store, 'properties').remove(input.id, { expectedVersion: input.version, actor: actorOf(ctx) }), 'Property');
    await removeOrphanedPhotos(ctx.store, before?.photos ?? [], photoDirs(ctx.env));
    return { id: input.id };
  }),
});
