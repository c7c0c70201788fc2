// Which uploaded photos something still refers to, and the sweep that removes the rest. An upload
// is named by a random UUID (`/uploads/<id>.webp`, its size variants `<id>-<edge>.<avif|webp>`,
// the private original `<id>.<format>` under DATA_DIR/originals). It is in use while any record
// of the data file mentions it (a listing, a sold record copied from a listing, a site text) or a
// listing in "Recently deleted" does (restoring it must bring its photos back). Everything else is
// removed: at once when a listing lets go of a photo, and by a daily sweep for the rest (photos
// uploaded in a dialog that was then cancelled, and those of listings deleted over 30 days ago).
// The sweep only removes uploads whose private original is in this data folder: UPLOAD_DIR may be
// shared with another data folder (a fresh DATA_DIR started to re-seed the site), whose photos
// this data file knows nothing about.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { log } from '../logger';
import { historyOf } from '../store/history';
import type { Store } from '../store/store';
import type { PhotoDirs } from '../uploads/image';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ID_IN_TEXT = new RegExp(`/uploads/(${ID})`, 'g');
const PUBLIC_FILE = new RegExp(`^(${ID})(?:-\\d+)?\\.(?:webp|avif)$`);
const ORIGINAL_FILE = new RegExp(`^(${ID})\\.[a-z0-9]+$`);
/** An upload younger than this is never swept: the agent may still be filling in its listing. */
export const SWEEP_GRACE_MS = 24 * 3_600_000;

/** The upload id behind a photo URL, or null for anything that is not one of our uploads. */
export function uploadIdOf(url: string): string | null {
  return new RegExp(`^/uploads/(${ID})(?:-\\d+)?\\.(?:webp|avif)$`).exec(url)?.[1] ?? null;
}

export type UploadsInUse = { has(id: string): boolean };

/** Every upload counts as in use while the revision history cannot be read. */
const EVERY_UPLOAD: UploadsInUse = { has: () => true };

/**
 * Ids of every upload the data file or a recently deleted listing mentions. Never throws: it runs
 * after a listing change has been saved, whose answer must say so.
 */
export async function uploadsInUse(store: Store): Promise<UploadsInUse> {
  let deleted: unknown[];
  try {
    deleted = (await historyOf(store).recentlyDeleted()).map((r) => r.snapshot);
  } catch (error) {
    // Which deleted listings a restore may still bring back is unknown: removing a photo now
    // could lose it for good, keeping it only costs disk until the next sweep that can read.
    log.error({ err: error }, 'the revision history cannot be read: no uploaded photo is removed until it can');
    return EVERY_UPLOAD;
  }
  const text = JSON.stringify(store.read()) + JSON.stringify(deleted);
  return new Set(Array.from(text.matchAll(ID_IN_TEXT), (m) => m[1]!));
}

/** Removes the files of uploads nothing uses that are older than the grace period; returns how many uploads went. */
export async function sweepUnusedUploads(store: Store, dirs: PhotoDirs, now = Date.now()): Promise<number> {
  const inUse = await uploadsInUse(store);
  const ours = new Set<string>();
  for (const name of await fs.readdir(dirs.originalsDir).catch(() => [] as string[])) {
    const id = ORIGINAL_FILE.exec(name)?.[1];
    if (id) ours.add(id);
  }
  const byId = new Map<string, { files: string[]; newest: number }>();
  for (const [dir, pattern] of [
    [dirs.uploadDir, PUBLIC_FILE],
    [dirs.originalsDir, ORIGINAL_FILE],
  ] as const) {
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const id = pattern.exec(name)?.[1];
      if (!id || inUse.has(id) || !ours.has(id)) continue;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const entry = byId.get(id) ?? { files: [], newest: 0 };
      entry.files.push(file);
      entry.newest = Math.max(entry.newest, stat.mtimeMs);
      byId.set(id, entry);
    }
  }
  let removed = 0;
  for (const { files, newest } of byId.values()) {
    if (now - newest < SWEEP_GRACE_MS) continue;
    await Promise.all(files.map((f) => fs.rm(f, { force: true })));
    removed += 1;
  }
  return removed;
}

/** Runs the sweep now and once a day; failures are reported, never thrown. */
export function scheduleUploadSweep(store: Store, dirs: PhotoDirs, report: (removed: number | Error) => void): () => void {
  const run = () =>
    void sweepUnusedUploads(store, dirs)
      .then((n) => n > 0 && report(n))
      .catch((error: unknown) => report(error instanceof Error ? error : new Error(String(error))));
  run();
  const timer = setInterval(run, 24 * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
