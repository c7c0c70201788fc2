import { contactMessageInputSchema } from '../../../domain/contact-message';
import { collection } from '../../store/collection';
import { adminProcedure, publicProcedure, router } from '../init';

export const contactMessagesRouter = router({
  /** Resolves only once the message is on disk: an acknowledged lead is never lost. */
  create: publicProcedure.input(contactMessageInputSchema).mutation(async ({ ctx, input }) => {
    const saved = await collection(ctx.store, 'contactMessages').insert(input);
    return { id: saved.id, createdAt: saved.createdAt };
  }),
  list: adminProcedure.query(({ ctx }) =>
    [...collection(ctx.store, 'contactMessages').list()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  ),
});
