import { idInput } from '../../../domain/fields';
import { testimonialInputSchema, testimonialUpdateSchema } from '../../../domain/testimonial';
import { collection } from '../../store/collection';
import { adminProcedure, publicProcedure, router } from '../init';
import { found } from '../not-found';

export const testimonialsRouter = router({
  list: publicProcedure.query(({ ctx }) => collection(ctx.store, 'testimonials').list()),
  create: adminProcedure.input(testimonialInputSchema).mutation(({ ctx, input }) => collection(ctx.store, 'testimonials').insert(input)),
  update: adminProcedure
    .input(testimonialUpdateSchema)
    .mutation(async ({ ctx, input }) => found(await collection(ctx.store, 'testimonials').update(input.id, input.data), 'Testimonial')),
  remove: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    found(await collection(ctx.store, 'testimonials').remove(input.id), 'Testimonial');
    return { id: input.id };
  }),
});
