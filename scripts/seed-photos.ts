/**
 * The seed listings' photo galleries, drawn by scripts/generate-images.ts and put through the
 * same pipeline as an agent's upload (server/uploads/image.ts: AVIF and WebP variants), into
 * public/images/photos/ (git-ignored). Run by `npm run build`; skipped when the files are already
 * there for the current drawing and pipeline code, so only the first build pays for it.
 *
 *   npx tsx scripts/seed-photos.ts           make the files when missing or stale
 *   npx tsx scripts/seed-photos.ts --force   make them again
 *   npx tsx scripts/seed-photos.ts --seed    also write the galleries into data/seed/properties.json
 *
 * Drawn at 1600 x 1067: large enough for the listing page's biggest slot on a 2x screen (see
 * docs/decisions/017), small enough that the first build stays quick; the pipeline never enlarges,
 * so there is no 2400 px variant of these.
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { encodeVariants } from '../server/uploads/image';
import { listingGalleries } from './generate-images';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'images', 'photos');
const URL_PREFIX = '/images/photos';
const SIZE = { width: 1600, height: 1067 };
const INPUTS = ['scripts/generate-images.ts', 'scripts/interior-scenes.ts', 'scripts/seed-photos.ts', 'server/uploads/image.ts', 'domain/photo.ts'];

async function stamp(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of INPUTS) hash.update(await fs.readFile(path.join(ROOT, file)));
  return hash.digest('hex');
}

type SeedPhoto = { url: string; alt: string; width: number; height: number };

async function render(dir: string): Promise<Record<string, SeedPhoto[]>> {
  const galleries = listingGalleries();
  const jobs = Object.entries(galleries).flatMap(([slug, photos]) => photos.map((p) => ({ slug, ...p })));
  const out: Record<string, SeedPhoto[]> = Object.fromEntries(Object.keys(galleries).map((slug) => [slug, []]));
  const results = new Map<string, SeedPhoto>();
  let next = 0;
  // Two at a time: sharp already spreads each encode over the thread pool.
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const png = await sharp(Buffer.from(job.svg(SIZE.width, SIZE.height)), { density: 72 })
          .resize(SIZE.width, SIZE.height, { fit: 'cover' })
          .png()
          .toBuffer();
        const saved = await encodeVariants(png, dir, `${job.slug}-${job.room}`, URL_PREFIX);
        results.set(`${job.slug}/${job.room}`, { url: saved.url, alt: job.alt, width: saved.width, height: saved.height });
      }
    }),
  );
  for (const job of jobs) out[job.slug]?.push(results.get(`${job.slug}/${job.room}`)!);
  return out;
}

async function writeSeed(galleries: Record<string, SeedPhoto[]>) {
  const file = path.join(ROOT, 'data', 'seed', 'properties.json');
  const rows = JSON.parse(await fs.readFile(file, 'utf8')) as { id: string; imageUrl: string; photos?: SeedPhoto[] }[];
  for (const row of rows) {
    const photos = galleries[row.id];
    const [cover] = photos ?? [];
    if (!photos || !cover) continue;
    row.photos = photos;
    row.imageUrl = cover.url;
  }
  await fs.writeFile(file, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`seed galleries written to ${path.relative(ROOT, file)}`);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const want = await stamp();
  const stampFile = path.join(OUT, '.stamp');
  const fresh = existsSync(stampFile) && (await fs.readFile(stampFile, 'utf8')) === want;
  if (fresh && !args.has('--force') && !args.has('--seed')) return;

  const started = Date.now();
  // Built beside the real folder and swapped in, so a parallel build never serves half a set.
  const tmp = `${OUT}.tmp-${process.pid}`;
  await fs.rm(tmp, { recursive: true, force: true });
  const galleries = await render(tmp);
  await fs.writeFile(path.join(tmp, '.stamp'), want);
  const old = `${OUT}.old-${process.pid}`;
  if (existsSync(OUT)) await fs.rename(OUT, old);
  await fs.rename(tmp, OUT);
  await fs.rm(old, { recursive: true, force: true });
  const count = Object.values(galleries).reduce((n, g) => n + g.length, 0);
  console.log(
    `seed photos: ${count} photos with AVIF and WebP variants in ${((Date.now() - started) / 1000).toFixed(0)} s (${path.relative(ROOT, OUT)})`,
  );
  if (args.has('--seed')) await writeSeed(galleries);
}

await main();
