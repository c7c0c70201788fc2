// Photos are decoded and encoded one at a time (finding 3 of the robustness probe): parallel
// uploads wait their turn and still get their answers, a visitor's form post is not stuck behind
// them, and more uploads than MAX_UPLOADS_IN_PROGRESS are refused with 429 and Retry-After.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_IN_PROGRESS } from '../rest/uploads';
import { contactBody, eventually, removeDir, startSignedInTestApp, tempDir, type TestApp } from '../test/harness';
import { saveImage, type SavedPhoto } from './image';
import { photoQueue, SerialQueue } from './queue';

/** A photo with some detail (smoothed noise), so decoding and encoding take measurable time. */
const detailedJpeg = async (width: number, height: number) =>
  sharp(
    await sharp({ create: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer(),
  )
    .resize(width, height)
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * Watches every sharp pipeline that produces pixels (toBuffer: the decode and each encode) and
 * records how many run at the same moment and how many have finished.
 */
function watchSharp() {
  const proto = sharp.prototype as { toBuffer: (...args: unknown[]) => Promise<unknown> };
  const original = proto.toBuffer;
  const seen = { running: 0, maxRunning: 0, started: 0, finished: 0 };
  proto.toBuffer = function (this: unknown, ...args: unknown[]) {
    seen.running += 1;
    seen.started += 1;
    seen.maxRunning = Math.max(seen.maxRunning, seen.running);
    const done = () => {
      seen.running -= 1;
      seen.finished += 1;
    };
    const result = original.apply(this, args);
    result.then(done, done);
    return result;
  };
  return { seen, restore: () => (proto.toBuffer = original) };
}

describe('SerialQueue', () => {
  it('runs jobs one at a time in arrival order; a failed job does not stop the next', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const job = (name: string, fail = false) =>
      queue.run(async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(queue.size).toBe(3);
    expect((await results).map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b failed', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(maxRunning).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('once closed (the server stopping) answers the waiting jobs with the reason at once, without waiting for the one running or starting them', async () => {
    const queue = new SerialQueue();
    const started: string[] = [];
    let finishFirst = () => {};
    let firstSignal: AbortSignal | undefined;
    const first = queue.run(async (signal) => {
      firstSignal = signal;
      started.push('a');
      await new Promise<void>((r) => (finishFirst = r));
      signal.throwIfAborted();
      return 'a';
    });
    const waiting = [queue.run(() => Promise.resolve(started.push('b'))), queue.run(() => Promise.resolve(started.push('c')))];
    await new Promise((r) => setTimeout(r, 5));
    queue.close(() => new Error('The server is restarting'));
    const later = queue.run(() => Promise.resolve(started.push('d')));
    // Settled while the first job is still running: a photo being made no longer holds the answers of the others.
    for (const job of [...waiting, later]) await expect(job).rejects.toThrow('The server is restarting');
    expect(firstSignal?.aborted).toBe(true);
    finishFirst();
    // The running job heeds the signal at its next step, and its caller gets the reason too.
    await expect(first).rejects.toThrow('The server is restarting');
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(0);
  });

  it('a job that ends well after the close (it was already writing its files) answers as it ends', async () => {
    const queue = new SerialQueue();
    let finish = () => {};
    const running = queue.run(async () => {
      await new Promise<void>((r) => (finish = r));
      return 'saved';
    });
    await new Promise((r) => setTimeout(r, 5));
    queue.close(() => new Error('The server is restarting'));
    finish();
    expect(await running).toBe('saved');
  });
});

describe('saveImage in parallel', () => {
  let root: string;
  let watch: ReturnType<typeof watchSharp>;
  beforeAll(async () => {
    root = await tempDir('agent-queue-');
  });
  afterEach(() => watch?.restore());
  afterAll(() => removeDir(root));

  it('decodes and encodes one photo at a time, and every call gets its own answer', { timeout: 60_000 }, async () => {
    const dirs = { uploadDir: path.join(root, 'uploads'), originalsDir: path.join(root, 'originals') };
    const photos = await Promise.all([detailedJpeg(600, 400), detailedJpeg(400, 600), detailedJpeg(500, 500)]);
    watch = watchSharp();
    const saved = await Promise.all(photos.map((p) => saveImage(p, dirs)));
    expect(watch.seen.started).toBe(3 * 5); // per photo: the decode, then AVIF and WebP at 480 and at its own size
    expect(watch.seen.maxRunning).toBe(1);
    expect(saved.map((s) => [s.width, s.height])).toEqual([
      [600, 400],
      [400, 600],
      [500, 500],
    ]);
    expect(new Set(saved.map((s) => s.url)).size).toBe(3);
  });
});

describe('POST /api/admin/upload while other photos are processed', () => {
  let app: TestApp;
  let token: string;
  let watch: ReturnType<typeof watchSharp>;
  beforeAll(async () => {
    ({ app, token } = await startSignedInTestApp());
  });
  afterEach(() => watch?.restore());
  afterAll(() => app.close());

  const upload = (bytes: Uint8Array) => {
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    return app.api('/api/admin/upload', { method: 'POST', token, body });
  };

  it('answers a visitor\'s contact form at once while four uploads are in progress', { timeout: 120_000 }, async () => {
    // Four uploads: without the queue each holds one of libuv's four pool threads for its
    // decode and encodes, and every file operation of the store's write waits for one of them.
    const photo = await detailedJpeg(1200, 900);
    watch = watchSharp();
    const uploads = Array.from({ length: 4 }, () => upload(photo));
    expect(await eventually(() => watch.seen.started > 0, 10_000)).toBe(true);
    // Let every upload reach the image pipeline (received, checked, queued or running).
    await new Promise((r) => setTimeout(r, 300));
    const finishedBefore = watch.seen.finished;
    const res = await app.api('/api/contact/formcarry', { method: 'POST', json: contactBody({ name: 'During Upload' }) });
    const finishedDuring = watch.seen.finished - finishedBefore;
    expect(res.status).toBe(201);
    // The write did not have to wait for image work to finish: at most one pipeline step (of one
    // photo) ended meanwhile, by chance.
    expect(finishedDuring).toBeLessThanOrEqual(1);
    expect((await Promise.all(uploads)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(watch.seen.maxRunning).toBe(1);
  });

  it(`keeps up to ${MAX_UPLOADS_IN_PROGRESS} uploads waiting and answers them all; one more gets 429 with Retry-After`, { timeout: 60_000 }, async () => {
    const photo = await detailedJpeg(300, 200);
    // Hold the queue, as a long photo would.
    let release = () => {};
    const held = photoQueue.run(() => new Promise<void>((r) => (release = r)));
    const waiting = Array.from({ length: MAX_UPLOADS_IN_PROGRESS }, () => upload(photo));
    expect(await eventually(() => photoQueue.size === MAX_UPLOADS_IN_PROGRESS + 1, 10_000)).toBe(true);

    const refused = await upload(photo);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Other photos are still being processed\. Please wait \d+ seconds and upload this one again\.$/,
    );

    release();
    await held;
    const answers = await Promise.all(waiting);
    expect(answers.map((r) => r.status)).toEqual(Array(MAX_UPLOADS_IN_PROGRESS).fill(200));
    const urls = await Promise.all(answers.map(async (r) => ((await r.json()) as SavedPhoto).url));
    expect(new Set(urls).size).toBe(MAX_UPLOADS_IN_PROGRESS);
    // The slots are free again.
    expect((await upload(photo)).status).toBe(200);
  });
});
