import { contentUpdateSchema } from '../../../domain/site-content-schema';
import { expectedVersionField } from '../../../domain/versioning';
import { actorOf } from '../../audit/actor';
import { VersionConflictError } from '../../store/collection';
import { contentChangedAt, contentRows, writeContent } from '../../store/site-content-versions';
import { adminProcedure, publicProcedure, router } from '../init';

export const siteContentRouter = router({
  /** The flat key/value object visitors read (docs/product.md, "Site content"). */
  get: publicProcedure.query(({ ctx }) => ({ ...ctx.store.read().siteContent })),

  /**
   * What public pages may promise: a confirmation e-mail only when outgoing mail is set up
   * (SMTP_HOST); without it they say what happens instead.
   */
  features: publicProcedure.query(({ ctx }) => ({ confirmationEmail: Boolean(ctx.env.SMTP_HOST) })),

  /** Every known key for the admin, with its stored value and built-in default. */
  /** Each key's version comes with it: a save that started from an older one is refused (CONFLICT). */
  list: adminProcedure.query(({ ctx }) => contentRows(ctx.store.read())),

  update: adminProcedure.input(contentUpdateSchema.extend(expectedVersionField)).mutation(async ({ ctx, input }) => {
    let row;
    try {
      row = await writeContent(ctx.store, input.key, input.value, { expectedVersion: input.version, actor: actorOf(ctx) });
    } catch (error) {
      // Content keys carry no timestamp of their own: the newest revision says when it changed.
      if (error instanceof VersionConflictError && !error.changedAt)
        throw new VersionConflictError(error.current, await contentChangedAt(ctx.store, input.key));
      throw error;
    }
    return { key: row.key, value: row.value, version: row.version };
  }),
});
