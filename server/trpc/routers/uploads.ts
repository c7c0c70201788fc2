import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ImageRejected, MAX_UPLOAD_BYTES, saveImage } from '../../uploads/image';
import { adminProcedure, router } from '../init';

export const uploadsRouter = router({
  /**
   * Bytes arrive from the multipart REST adapter (POST /api/admin/upload); over the JSON
   * tRPC link a Uint8Array cannot be sent, so this is reachable only through that adapter.
   */
  create: adminProcedure
    .input(z.object({ bytes: z.instanceof(Uint8Array, { message: 'image file is required' }) }))
    .mutation(async ({ ctx, input }) => {
      if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'Image must be at most 10 MB' });
      try {
        return await saveImage(input.bytes, ctx.env.uploadDir);
      } catch (error) {
        if (error instanceof ImageRejected) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
        throw error;
      }
    }),
});
