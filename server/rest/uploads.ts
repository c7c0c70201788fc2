import { Writable } from 'node:stream';
import { Router, type Request } from 'express';
import type formidable from 'formidable';
import { TRPCError } from '@trpc/server';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from '../uploads/image';
import { photoQueue } from '../uploads/queue';
import type { Services } from '../trpc/context';
import { rest } from './handler';

/**
 * Uploads being received or waiting for the photo queue at once (photos are decoded one at a
 * time, server/uploads/queue.ts). The panel sends three side by side, so two open panels fit;
 * a further one is refused with 429 before its body is read, so the bytes held while waiting
 * stay bounded (at most this many files of up to 25 MB).
 */
export const MAX_UPLOADS_IN_PROGRESS = 6;
/** About how long one large photo takes, for Retry-After. */
const SECONDS_PER_PHOTO = 5;
let uploadsInProgress = 0;

export function uploadRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post(
    '/api/admin/upload',
    handle(async (c, req, res) => {
      // Authenticate before reading a single byte of a possibly huge body.
      await c.admin.me();
      if (!req.is('multipart/form-data'))
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the image as multipart/form-data in the field "image"' });
      if (uploadsInProgress >= MAX_UPLOADS_IN_PROGRESS) {
        const seconds = Math.max(uploadsInProgress, photoQueue.size) * SECONDS_PER_PHOTO;
        res.setHeader('Retry-After', String(seconds));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Other photos are still being processed. Please wait ${seconds} seconds and upload this one again.`,
        });
      }
      uploadsInProgress += 1;
      try {
        const bytes = await readSingleImage(req);
        return await c.uploads.create({ bytes });
      } finally {
        uploadsInProgress -= 1;
      }
    }),
  );
  return r;
}

async function readSingleImage(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  // One photo per request (the admin sends several requests side by side, each with its own
  // progress bar), so a refused or failed photo never takes the others down with it.
  // Parts are kept in memory (one file of at most MAX_UPLOAD_BYTES; the size checks run before
  // each chunk is stored), never in a temp file: formidable opens a second file only after it
  // has reported "too many files" and cleaned up, so a temp file of a refused upload could
  // outlive the request. In memory, a refused upload cannot leave anything on disk.
  const received = new Map<object, Buffer[]>();
  // formidable is loaded with the first upload, not with the server (a page-serving process never needs it).
  const { default: createForm, errors: formidableErrors, multipart } = await import('formidable');
  const form = createForm({
    // Only multipart: formidable's json/querystring/octet-stream plugins would accept other bodies.
    enabledPlugins: [multipart],
    maxFiles: 1,
    maxFields: 5,
    maxFileSize: MAX_UPLOAD_BYTES,
    maxTotalFileSize: MAX_UPLOAD_BYTES,
    allowEmptyFiles: true,
    minFileSize: 0,
    fileWriteStreamHandler: (file) => {
      const chunks: Buffer[] = [];
      if (file) received.set(file, chunks);
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
    },
  });
  let files: formidable.Files;
  try {
    [, files] = await form.parse(req);
  } catch (error) {
    const code = (error as { code?: number }).code;
    const http = (error as { httpCode?: number }).httpCode;
    // Checked first: formidable reports too many files or fields with HTTP 413 as well, though nothing is too large.
    if (code === formidableErrors.maxFilesExceeded)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send exactly one image in the field "image"' });
    if (code === formidableErrors.maxFieldsExceeded)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Too many form fields: send only the image, in the field "image"' });
    if (code === formidableErrors.biggerThanTotalMaxFileSize || code === formidableErrors.biggerThanMaxFileSize || http === 413)
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE_MESSAGE });
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The upload could not be read' });
  }
  const all = Object.values(files)
    .flat()
    .filter((f): f is formidable.File => !!f);
  const image = files.image?.[0];
  if (!image || all.length !== 1) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send exactly one image in the field "image"' });
  return new Uint8Array(Buffer.concat(received.get(image) ?? []));
}
