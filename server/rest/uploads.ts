import { promises as fs } from 'node:fs';
import os from 'node:os';
import { Router, type Request } from 'express';
import formidable, { errors as formidableErrors, multipart } from 'formidable';
import { TRPCError } from '@trpc/server';
import { MAX_UPLOAD_BYTES } from '../uploads/image';
import type { Services } from '../trpc/context';
import { rest } from './handler';

export function uploadRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post(
    '/api/admin/upload',
    handle(async (c, req) => {
      // Authenticate before reading a single byte of a possibly huge body.
      await c.admin.me();
      if (!req.is('multipart/form-data'))
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the image as multipart/form-data in the field "image"' });
      const bytes = await readSingleImage(req);
      return c.uploads.create({ bytes });
    }),
  );
  return r;
}

async function readSingleImage(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  const form = formidable({
    // Only multipart: formidable's json/querystring/octet-stream plugins would accept other bodies.
    enabledPlugins: [multipart],
    uploadDir: os.tmpdir(),
    maxFiles: 1,
    maxFields: 5,
    maxFileSize: MAX_UPLOAD_BYTES,
    maxTotalFileSize: MAX_UPLOAD_BYTES,
    allowEmptyFiles: true,
    minFileSize: 0,
  });
  let files: formidable.Files;
  try {
    [, files] = await form.parse(req);
  } catch (error) {
    const code = (error as { code?: number }).code;
    const http = (error as { httpCode?: number }).httpCode;
    if (code === formidableErrors.biggerThanTotalMaxFileSize || code === formidableErrors.biggerThanMaxFileSize || http === 413)
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'Image must be at most 10 MB' });
    if (code === formidableErrors.maxFilesExceeded) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send exactly one image in the field "image"' });
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The upload could not be read' });
  }
  const all = Object.values(files).flat().filter((f): f is formidable.File => !!f);
  try {
    const image = files.image?.[0];
    if (!image || all.length !== 1) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send exactly one image in the field "image"' });
    return new Uint8Array(await fs.readFile(image.filepath));
  } finally {
    // Nothing from a refused or accepted upload stays in the temp directory.
    await Promise.all(all.map((f) => fs.rm(f.filepath, { force: true })));
  }
}
