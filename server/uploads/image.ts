// The photo pipeline. Uploads are judged by their content, never by name or declared type;
// they are turned upright from their EXIF orientation and re-encoded, so no EXIF, GPS position or
// smuggled payload ever reaches the public. The received file is kept privately (outside the
// public /uploads path) so the variants can be re-encoded later; the public files are AVIF and
// WebP variants at 480/960/1600/2400 px on the long edge, never enlarged (docs/decisions/016).
// The seed's generated photos go through the same encoding (encodeVariants): one code path.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type sharp from 'sharp';
import { photoQueue } from './queue';
import { loadSharp } from './sharp';
import { variantEdges, variantSize, type PhotoVariant } from '../../domain/photo';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_UPLOAD_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;
export const TOO_LARGE_MESSAGE = 'Image must be at most 25 MB';
export const HEIC_MESSAGE = 'HEIC photos are not supported here; export as JPEG';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** ISO-BMFF brands of HEVC-coded HEIF files (iPhone photos); AVIF uses avif/avis. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** 503: not looked at, the server is stopping. */
export type ImageRejectionStatus = 400 | 413 | 415 | 503;

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status: ImageRejectionStatus = 400,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export type SavedPhoto = { url: string; width: number; height: number; variants: PhotoVariant[] };
export type PhotoDirs = { uploadDir: string; originalsDir: string };

/** The ftyp major brand of an ISO-BMFF file (HEIF, AVIF, MP4), or null. */
export function isoBrand(bytes: Uint8Array): string | null {
  if (bytes.byteLength < 12) return null;
  const text = Buffer.from(bytes.subarray(4, 12)).toString('latin1');
  return text.startsWith('ftyp') ? text.slice(4).trim().toLowerCase() : null;
}

/** An iPhone-style HEIC: HEVC-coded (as libheif reports it) or branded so. This sharp build cannot decode HEVC. */
function isHevcHeif(bytes: Uint8Array, meta?: sharp.Metadata): boolean {
  if (meta?.format === 'heif' && meta.compression === 'hevc') return true;
  const brand = isoBrand(bytes);
  return brand !== null && HEVC_BRANDS.has(brand);
}

/** Reads and checks an upload's header: format, dimensions, megapixels. Throws ImageRejected. */
async function inspect(bytes: Uint8Array): Promise<sharp.Metadata> {
  if (bytes.byteLength === 0) throw new ImageRejected('The file is empty');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected(TOO_LARGE_MESSAGE, 413);
  let meta: sharp.Metadata;
  try {
    const sharp = await loadSharp();
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (isHevcHeif(bytes)) throw new ImageRejected(HEIC_MESSAGE, 415);
    throw new ImageRejected('Please select an image file');
  }
  if (isHevcHeif(bytes, meta)) throw new ImageRejected(HEIC_MESSAGE, 415);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ImageRejected('Please select an image file (JPEG, PNG, WebP, GIF or AVIF)');
  if (!meta.width || !meta.height) throw new ImageRejected('Please select an image file');
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new ImageRejected(
      `The photo is ${meta.width} x ${meta.height} pixels (${((meta.width * meta.height) / 1e6).toFixed(0)} megapixels); photos can be at most ${MAX_UPLOAD_MEGAPIXELS} megapixels`,
    );
  return meta;
}

/**
 * Decodes, turns upright and writes every public variant of one photo into outDir as
 * `<name>.webp` (the largest WebP, the canonical file) and `<name>-<edge>.<avif|webp>`.
 * Nothing is written unless every variant encodes; the files appear together.
 * Runs in the photo queue: one photo's decode and encodes at a time in the whole process.
 */
export function writeVariants(input: Uint8Array, outDir: string, name: string, urlPrefix: string): Promise<SavedPhoto> {
  return photoQueue.run((stopping) => encodeVariants(input, outDir, name, urlPrefix, stopping));
}

/**
 * writeVariants outside the queue, for the build's seed photos (scripts/seed-photos.ts): no
 * server runs beside that script, and two of its 1600 px drawings at a time halve the first
 * build's wait. Once `stopping` is aborted (the server shutting down) it throws the signal's
 * reason before its next decode or encode, and before writing, so nothing half-made is written;
 * once writing has begun it finishes.
 */
export async function encodeVariants(
  input: Uint8Array,
  outDir: string,
  name: string,
  urlPrefix: string,
  stopping?: AbortSignal,
): Promise<SavedPhoto> {
  const sharp = await loadSharp();
  let upright: { data: Buffer; info: sharp.OutputInfo };
  let edges: number[];
  let top: { width: number; height: number };
  try {
    // The header gives the upright size (EXIF orientation applied) and so the variants to write.
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const { width: w, height: h } = meta.autoOrient;
    edges = variantEdges(w, h);
    // variantEdges always ends with the photo's own (capped) long edge, so the list is never empty.
    top = variantSize(w, h, edges.at(-1)!);
    // One decode, straight to the largest variant: read sequentially and shrunk while decoding
    // (JPEG shrink-on-load), so a 48-megapixel photo never sits in memory at full size. The
    // upright pixels are kept raw (no metadata carried) for the smaller variants.
    upright = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize(top.width, top.height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    if (isHevcHeif(input)) throw new ImageRejected(HEIC_MESSAGE, 415);
    throw new ImageRejected('The image file is damaged or unsupported');
  }
  const { width: topWidth, height: topHeight, channels } = upright.info;
  const files: { file: string; data: Buffer; variant: PhotoVariant }[] = [];
  for (const edge of edges) {
    const size = variantSize(top.width, top.height, edge);
    const resized = sharp(upright.data, { raw: { width: topWidth, height: topHeight, channels } }).resize(size.width, size.height, { fit: 'fill' });
    for (const format of ['avif', 'webp'] as const) {
      stopping?.throwIfAborted();
      const file = format === 'webp' && edge === edges[edges.length - 1] ? `${name}.webp` : `${name}-${edge}.${format}`;
      const data =
        format === 'avif'
          ? await resized.clone().avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
          : await resized.clone().webp({ quality: 78, effort: 4, smartSubsample: true }).toBuffer();
      files.push({ file, data, variant: { url: `${urlPrefix}/${file}`, format, ...size } });
    }
  }
  stopping?.throwIfAborted();
  await fs.mkdir(outDir, { recursive: true });
  try {
    for (const f of files) await fs.writeFile(path.join(outDir, f.file), f.data, { mode: 0o644 });
  } catch (error) {
    await Promise.all(files.map((f) => fs.rm(path.join(outDir, f.file), { force: true })));
    throw error;
  }
  const variants = files.map((f) => f.variant).sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
  return { url: `${urlPrefix}/${name}.webp`, ...top, variants };
}

/** Checks an upload, keeps the original privately and writes its public variants under /uploads. */
export async function saveImage(bytes: Uint8Array, dirs: PhotoDirs): Promise<SavedPhoto> {
  const meta = await inspect(bytes);
  const id = randomUUID();
  const saved = await writeVariants(bytes, dirs.uploadDir, id, '/uploads');
  try {
    await fs.mkdir(dirs.originalsDir, { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(dirs.originalsDir, `${id}.${meta.format}`), bytes, { mode: 0o600 });
  } catch (error) {
    await removePhotoFiles(saved.url, dirs);
    throw error;
  }
  return saved;
}

/** The files behind an uploaded photo URL (variants and the private original); [] for anything else. */
export async function photoFiles(url: string, dirs: PhotoDirs): Promise<string[]> {
  const m = /^\/uploads\/([A-Za-z0-9_-]+)\.webp$/.exec(url);
  if (!m) return [];
  const id = m[1];
  const inDir = async (dir: string, match: (f: string) => boolean) =>
    (await fs.readdir(dir).catch(() => [] as string[])).filter(match).map((f) => path.join(dir, f));
  const variant = new RegExp(`^${id}(?:-\\d+)?\\.(?:webp|avif)$`);
  const original = new RegExp(`^${id}\\.[a-z]+$`);
  return [...(await inDir(dirs.uploadDir, (f) => variant.test(f))), ...(await inDir(dirs.originalsDir, (f) => original.test(f)))];
}

export async function removePhotoFiles(url: string, dirs: PhotoDirs): Promise<void> {
  for (const file of await photoFiles(url, dirs)) await fs.rm(file, { force: true });
}
