import { testimonialInputSchema, testimonialUpdateSchema } from '../../../domain/testimonial';
import { collection } from '../../store/collection';
import { versionedIdInput, expectedVersionField } from '../../../domain/versioning';
import { actorOf } from '../../audit/actor';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';

export const testimonialsRouter = router({
  list: publicProcedure.query(({ ctx }) => collection(ctx.store, 'testimonials').list()),
  create: adminProcedure
    .input(testimonialInputSchema)
    .mutation(({ ctx, input }) => collection(ctx.store, 'testimonials').insert(input, { actor: actorOf(ctx) })),
  update: adminProcedure
    .input(testimonialUpdateSchema.extend(expectedVersionField))
    .mutation(async ({ ctx, input }) =>
      found(
        await collection(ctx.store, 'testimonials').update(input.id, input.data, { expectedVersion: input.version, actor: actorOf(ctx) }),
        'Testimonial',
      ),
    ),
  remove: adminProcedure.input(versionedIdInput).mutation(async ({ ctx, input }) => {
    found(await collection(ctx.store, 'testimonials').remove(input.id, { expectedVersion: input.version, actor: actorOf(ctx) }), 'Testimonial');
    return { id: input.id };
  }),
});
