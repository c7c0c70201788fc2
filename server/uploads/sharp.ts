// sharp (libvips) adds about 20 MB to the process as soon as it is imported. Most of the time the
// server only serves pages, so it is loaded on the first photo that needs decoding (an upload,
// a gallery without sizes, the start-up backfill when variants are missing), not at start.
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips worker thread per pipeline: with photos decoded one at a time
    // (server/uploads/queue.ts) a job keeps one core busy and leaves the other to requests.
    // No operation cache: every upload is new pixels, so cached results are never reused and
    // only hold memory (libvips keeps up to 50 MB by default).
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}
