import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import path from 'node:path';
import { ImageRejected, MAX_UPLOAD_BYTES, saveImage, TOO_LARGE_MESSAGE } from '../../uploads/image';
import { adminProcedure, router } from '../init';

const REJECTION_CODES = { 400: 'BAD_REQUEST', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 503: 'SERVICE_UNAVAILABLE' } as const;

/** Public variants under UPLOAD_DIR; originals (with their EXIF) privately under DATA_DIR. */
export const photoDirs = (env: { uploadDir: string; dataDir: string }) => ({
  uploadDir: env.uploadDir,
  originalsDir: path.join(env.dataDir, 'originals'),
});

export const uploadsRouter = router({
  /**
   * Bytes arrive from the multipart REST adapter (POST /api/admin/upload); over the JSON
   * tRPC link a Uint8Array cannot be sent, so this is reachable only through that adapter.
   */
  create: adminProcedure
    .input(z.object({ bytes: z.instanceof(Uint8Array, { message: 'image file is required' }) }))
    .mutation(async ({ ctx, input }) => {
      if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE_MESSAGE });
      try {
        return await saveImage(input.bytes, photoDirs(ctx.env));
      } catch (error) {
        if (error instanceof ImageRejected) throw new TRPCError({ code: REJECTION_CODES[error.status], message: error.message });
        throw error;
      }
    }),
});
