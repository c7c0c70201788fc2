// A listing's gallery as the procedures store it: `photos` in order with `imageUrl` always the
// cover's URL, so clients that know only imageUrl keep working. A create or update that sends only
// imageUrl gets a one-photo gallery whose alt text comes from the title; an update that sends the
// current cover's imageUrl unchanged (an older client editing the price) keeps the gallery.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { altFromTitle, DEFAULT_PHOTO_SIZE, photoVariants, type Photo } from '../../domain/photo';
import type { Property } from '../../domain/property';
import type { Env } from '../env';
import type { Store } from '../store/store';
import { log } from '../logger';
import { ImageRejected, removePhotoFiles, writeVariants, type PhotoDirs } from '../uploads/image';
import { loadSharp } from '../uploads/sharp';
import { uploadIdOf, uploadsInUse } from './uploads-in-use';

type GalleryInput = { title: string; imageUrl?: string; photos?: Photo[] };
type PathEnv = Pick<Env, 'uploadDir' | 'clientDir' | 'projectRoot'>;

/** The local file behind a site path we serve ourselves, or null (external or unknown). */
function localImageFile(url: string, env: PathEnv): string | null {
  const clean = url.split(/[?#]/)[0] ?? '';
  if (!/^\/[A-Za-z0-9_\-./]+$/.test(clean) || clean.includes('..')) return null;
  if (clean.startsWith('/uploads/')) return path.join(env.uploadDir, clean.slice('/uploads/'.length));
  if (clean.startsWith('/images/')) return path.join(env.projectRoot, 'public', clean);
  return null;
}

/** Width and height read from the file when the URL is one of ours; defaults otherwise. */
async function imageSizeOf(url: string, env: PathEnv): Promise<{ width: number; height: number }> {
  const file = localImageFile(url, env);
  if (file) {
    try {
      const sharp = await loadSharp();
      const meta = await sharp(file).metadata();
      if (meta.width && meta.height)
        return meta.orientation && meta.orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    } catch {
      // Missing or unreadable: the defaults below still lay the page out without a shift.
    }
  }
  return { ...DEFAULT_PHOTO_SIZE };
}

/** `{ imageUrl, photos }` to store for a create or update. */
export async function galleryFor(
  input: GalleryInput,
  env: PathEnv,
  existing?: Pick<Property, 'photos'> | null,
): Promise<{ imageUrl: string; photos: Photo[] }> {
  const [cover] = input.photos ?? [];
  if (input.photos && cover) return { imageUrl: cover.url, photos: input.photos };
  const url = input.imageUrl?.trim();
  if (!url) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Image URL is required (or send photos)' });
  if (existing?.photos?.[0]?.url === url) return { imageUrl: url, photos: existing.photos };
  return { imageUrl: url, photos: [{ url, alt: altFromTitle(input.title), ...(await imageSizeOf(url, env)) }] };
}

/**
 * After a listing lost photos (edited or deleted): removes the uploaded files of those nothing
 * refers to any more (see uploadsInUse). Shipped images (/images/...) are never touched. Failures
 * are logged, never thrown: the record change has already been saved.
 */
export async function removeOrphanedPhotos(store: Store, before: readonly { url: string }[], dirs: PhotoDirs): Promise<void> {
  const inUse = await uploadsInUse(store);
  for (const { url } of before) {
    const id = uploadIdOf(url);
    if (!id || inUse.has(id)) continue;
    try {
      await removePhotoFiles(url, dirs);
    } catch (error) {
      log.error({ err: error, url }, 'could not remove the files of a photo no longer used');
    }
  }
}

/**
 * Uploads made before the pipeline existed are a single `/uploads/<id>.webp` without variants,
 * and data migrated from then carries a default size. On start, each such photo gets its
 * variants (from that file, re-encoded by the same pipeline) and its real size, so the pages'
 * srcset finds every file it names. Photos that already have their variants are left alone.
 */
export async function backfillPhotoVariants(store: Store, dirs: PhotoDirs): Promise<number> {
  let done = 0;
  const urls = new Set<string>();
  for (const p of store.read().properties)
    for (const photo of p.photos ?? []) if (/^\/uploads\/[A-Za-z0-9_-]+\.webp$/.test(photo.url)) urls.add(photo.url);
  for (const url of urls) {
    const photo = store
      .read()
      .properties.flatMap((p) => p.photos ?? [])
      .find((ph) => ph.url === url);
    if (!photo) continue;
    const files = photoVariants(photo).map((v) => path.join(dirs.uploadDir, path.basename(v.url)));
    const present = await Promise.all(
      files.map((f) =>
        fs.access(f).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (present.every(Boolean)) continue;
    const id = path.basename(url, '.webp');
    const bytes = await fs.readFile(path.join(dirs.uploadDir, `${id}.webp`)).catch(() => null);
    if (!bytes) continue;
    try {
      const saved = await writeVariants(bytes, dirs.uploadDir, id, '/uploads');
      await store.mutate((db) => {
        for (const p of db.properties)
          for (const ph of p.photos ?? []) if (ph.url === url) Object.assign(ph, { width: saved.width, height: saved.height });
      });
      done += 1;
    } catch (error) {
      // The server is stopping: the next start makes the rest.
      if (error instanceof ImageRejected && error.status === 503) break;
      log.error({ err: error, url }, 'could not make the size variants of an earlier photo');
    }
  }
  return done;
}
