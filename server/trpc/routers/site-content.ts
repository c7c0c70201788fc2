import { contentDefaults, contentFields } from '../../../domain/site-content';
import { contentUpdateSchema } from '../../../domain/site-content-schema';
import { adminProcedure, publicProcedure, router } from '../init';

export const siteContentRouter = router({
  /** The flat key/value object visitors read (SPEC section 7). */
  get: publicProcedure.query(({ ctx }) => ({ ...ctx.store.read().siteContent })),

  /** Every known key for the admin, with its stored value and built-in default. */
  list: adminProcedure.query(({ ctx }) => {
    const stored = ctx.store.read().siteContent;
    return contentFields.map(({ key }) => ({
      key,
      value: Object.prototype.hasOwnProperty.call(stored, key) ? stored[key] : '',
      default: contentDefaults[key],
    }));
  }),

  update: adminProcedure.input(contentUpdateSchema).mutation(async ({ ctx, input }) => {
    await ctx.store.mutate((db) => {
      db.siteContent[input.key] = input.value;
    });
    return { key: input.key, value: input.value };
  }),
});
