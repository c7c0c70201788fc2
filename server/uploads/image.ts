// Uploaded images are judged by their content, never by name or declared type, and are
// re-encoded so no EXIF/GPS data or smuggled payload survives (DECISIONS item 17).
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: any real photo fits, a decompression bomb does not. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_EDGE = 2400;

export class ImageRejected extends Error {}

export async function saveImage(bytes: Uint8Array, uploadDir: string): Promise<{ url: string; width: number; height: number }> {
  if (bytes.byteLength === 0) throw new ImageRejected('The file is empty');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('Please select an image file');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ImageRejected('Please select an image file (JPEG, PNG, WebP, GIF or AVIF)');
  if (!meta.width || !meta.height) throw new ImageRejected('Please select an image file');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('The image dimensions are too large (at most 40 megapixels)');

  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected('The image file is damaged or unsupported');
  }
  await fs.mkdir(uploadDir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await fs.writeFile(path.join(uploadDir, name), output.data, { mode: 0o644 });
  return { url: `/uploads/${name}`, width: output.info.width, height: output.info.height };
}
