// Image uploads: saveImage directly, and POST /api/admin/upload over real HTTP.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, makeImage, removeDir, startSignedInTestApp, tempDir, type TestApp } from '../test/harness';
import { photoVariants } from '../../domain/photo';
import { encodeVariants, ImageRejected, MAX_UPLOAD_BYTES, photoFiles, removePhotoFiles, saveImage, type SavedPhoto } from './image';

function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { path: rawPath }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

/** A HEVC-coded HEIF as an iPhone writes it: ftyp brand "heic", image items of type hvc1 with an hvcC property. */
async function heicFile(): Promise<Buffer> {
  const bytes = Buffer.from(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 60, b: 30 } } }).avif().toBuffer());
  for (const [from, to] of [['avif', 'heic'], ['av01', 'hvc1'], ['av1C', 'hvcC']] as const) {
    for (let i = bytes.indexOf(from, 0, 'latin1'); i >= 0; i = bytes.indexOf(from, i + 1, 'latin1')) bytes.write(to, i, 'latin1');
  }
  return bytes;
}

/** A JPEG whose pixels are stored sideways, with EXIF orientation 6 (rotate 90 degrees clockwise to view). */
async function sidewaysJpeg(): Promise<Buffer> {
  // Left half red, right half blue, stored 300 x 200; viewed upright it is 200 x 300 with red on top.
  const left = await sharp({ create: { width: 150, height: 200, channels: 3, background: { r: 220, g: 0, b: 0 } } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 220 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A JPEG carrying camera EXIF and a GPS position (Baltimore), as a phone writes it. */
const gpsJpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'GPS-1', Artist: 'Seller Home Address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 17/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '76/1 36/1 36/1' },
    })
    .toBuffer();

describe('saveImage', () => {
  let root: string;
  let dirs: { uploadDir: string; originalsDir: string };
  beforeAll(async () => {
    root = await tempDir('agent-image-');
    dirs = { uploadDir: path.join(root, 'uploads'), originalsDir: path.join(root, 'data', 'originals') };
  });
  afterAll(() => removeDir(root));
  const publicFiles = () => fs.readdir(dirs.uploadDir).catch(() => [] as string[]);
  const originals = () => fs.readdir(dirs.originalsDir).catch(() => [] as string[]);

  it('strips EXIF and the GPS position from every public file, and keeps the original privately', async () => {
    const jpeg = await gpsJpeg();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif?.toString('latin1')).toContain('PhoneCam');
    expect(inMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const saved = await saveImage(jpeg, dirs);
    expect(saved.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect([saved.width, saved.height]).toEqual([640, 480]);
    const id = path.basename(saved.url, '.webp');
    for (const v of saved.variants) {
      const bytes = await fs.readFile(path.join(dirs.uploadDir, path.basename(v.url)));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp, v.url).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCam')), v.url).toBe(false);
      expect(bytes.includes(Buffer.from('Exif\0\0')), v.url).toBe(false);
    }
    // The received file, EXIF and all, is kept outside the public folder for re-encoding later.
    expect(await originals()).toContain(`${id}.jpeg`);
    expect((await fs.stat(path.join(dirs.originalsDir, `${id}.jpeg`))).mode & 0o077).toBe(0);
    expect((await publicFiles()).some((f) => f.endsWith('.jpeg'))).toBe(false);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const saved = await saveImage(await sidewaysJpeg(), dirs);
    expect([saved.width, saved.height]).toEqual([200, 300]);
    const { data, info } = await sharp(path.join(dirs.uploadDir, path.basename(saved.url))).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(at(100, 20)[0]).toBeGreaterThan(150); // red on top
    expect(at(100, 280)[2]).toBeGreaterThan(150); // blue below
    expect((await sharp(path.join(dirs.uploadDir, path.basename(saved.url))).metadata()).orientation).toBeUndefined();
  });

  it('writes AVIF and WebP at 480, 960, 1600 and 2400 px on the long edge, never enlarged', async () => {
    const big = await saveImage(await makeImage('jpeg', 3000, 2000), dirs);
    expect([big.width, big.height]).toEqual([2400, 1600]);
    const sizes = big.variants.map((v) => `${v.format} ${v.width}x${v.height}`);
    expect(sizes).toEqual(['avif 480x320', 'avif 960x640', 'avif 1600x1067', 'avif 2400x1600', 'webp 480x320', 'webp 960x640', 'webp 1600x1067', 'webp 2400x1600']);
    expect(big.variants).toEqual(photoVariants(big));
    for (const v of big.variants) {
      const meta = await sharp(path.join(dirs.uploadDir, path.basename(v.url))).metadata();
      expect([meta.format, meta.width, meta.height], v.url).toEqual([v.format === 'avif' ? 'heif' : 'webp', v.width, v.height]);
    }

    const portrait = await saveImage(await makeImage('png', 900, 1200), dirs);
    expect(portrait.variants.filter((v) => v.format === 'webp').map((v) => [v.width, v.height])).toEqual([
      [360, 480],
      [720, 960],
      [900, 1200],
    ]);
  });

  it('accepts an AVIF (HEIF container) photo', async () => {
    const avif = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 60 } } }).avif().toBuffer();
    expect((await sharp(avif).metadata()).format).toBe('heif');
    const saved = await saveImage(avif, dirs);
    expect([saved.width, saved.height]).toEqual([800, 600]);
  });

  it.each([
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'The file is empty', 400],
    ['text', () => Promise.resolve(Buffer.from('just some text, not a picture')), 'Please select an image file', 400],
    ['an SVG (scriptable)', () => Promise.resolve(Buffer.from(SVG)), 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF)', 400],
    ['an iPhone HEIC (HEVC), which this server cannot decode', heicFile, 'HEIC photos are not supported here; export as JPEG', 415],
    ['a file over 25 MB', async () => Buffer.concat([await makeImage('png'), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'Image must be at most 25 MB', 413],
  ])('refuses %s, writing nothing', async (_label, bytes, message, status) => {
    const before = [await publicFiles(), await originals()];
    const error = await saveImage(await bytes(), dirs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    expect((error as ImageRejected).message).toBe(message);
    expect((error as ImageRejected).status).toBe(status);
    expect([await publicFiles(), await originals()]).toEqual(before);
  });

  it('refuses more than 50 megapixels with a message giving the size', async () => {
    // 8000 x 6400 = 51.2 MP, as a tiny PNG (one colour compresses to almost nothing).
    const huge = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: { r: 1, g: 1, b: 1 } } }).png().toBuffer();
    const error = (await saveImage(huge, dirs).catch((e: unknown) => e)) as ImageRejected;
    expect(error.status).toBe(400);
    expect(error.message).toBe('The photo is 8000 x 6400 pixels (51 megapixels); photos can be at most 50 megapixels');
  });

  it('refuses a truncated image', async () => {
    const png = await makeImage('png', 400, 300);
    await expect(saveImage(png.subarray(0, 200), dirs)).rejects.toBeInstanceOf(ImageRejected);
  });

  it('removePhotoFiles deletes a photo\'s variants and original, and nothing else', async () => {
    const a = await saveImage(await makeImage('png', 500, 400), dirs);
    const b = await saveImage(await makeImage('png', 500, 400), dirs);
    expect((await photoFiles(a.url, dirs)).length).toBe(2 * 2 + 1);
    await removePhotoFiles(a.url, dirs);
    expect(await photoFiles(a.url, dirs)).toEqual([]);
    expect((await photoFiles(b.url, dirs)).length).toBe(5);
    expect(await photoFiles('/images/listings/x.webp', dirs)).toEqual([]);
  });
});

describe('encodeVariants when the server stops', () => {
  let root: string;
  beforeAll(async () => {
    root = await tempDir('agent-encode-stop-');
  });
  afterAll(() => removeDir(root));

  it('stops at its next step with the reason and writes no file, so a restart leaves no half-made photo', async () => {
    const outDir = path.join(root, 'uploads');
    const stopping = new AbortController();
    const made = encodeVariants(await makeImage('png', 1800, 1200), outDir, 'stopped', '/uploads', stopping.signal);
    stopping.abort(new ImageRejected('The server is restarting', 503));
    await expect(made).rejects.toMatchObject({ status: 503, message: 'The server is restarting' });
    expect(await fs.readdir(outDir).catch(() => [])).toEqual([]);
  });
});

describe('POST /api/admin/upload', () => {
  let app: TestApp;
  let token: string;
  let tmp: string;
  const originalTmp = process.env.TMPDIR;

  beforeAll(async () => {
    ({ app, token } = await startSignedInTestApp());
    // formidable writes parts to os.tmpdir(); point it at a private directory we can inspect.
    tmp = await tempDir('agent-upload-tmp-');
    process.env.TMPDIR = tmp;
  });
  afterAll(async () => {
    if (originalTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = originalTmp;
    await app.close();
    await removeDir(tmp);
  });

  const uploaded = () => fs.readdir(app.env.uploadDir).catch(() => [] as string[]);
  const tmpEmpty = () => eventually(async () => (await fs.readdir(tmp)).length === 0);
  let before: string[];
  beforeEach(async () => {
    before = await uploaded();
  });

  function form(files: { field?: string; bytes: Uint8Array; name: string; type: string }[]) {
    const fd = new FormData();
    for (const f of files) fd.append(f.field ?? 'image', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    return fd;
  }
  const post = (body: BodyInit, init: { token?: string; headers?: Record<string, string> } = { token }) =>
    app.api('/api/admin/upload', { method: 'POST', body, ...init });

  it.each(['png', 'jpeg'] as const)('accepts a real %s, stores WebP under UPLOAD_DIR and serves it with nosniff', async (format) => {
    const res = await post(form([{ bytes: await makeImage(format), name: `kitchen.${format}`, type: `image/${format}` }]));
    expect(res.status).toBe(200);
    const { url, width, height, variants } = (await res.json()) as SavedPhoto;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect([width, height]).toEqual([64, 48]);
    expect(variants.map((v) => v.url)).toEqual([url.replace('.webp', '-64.avif'), url]);
    expect(await uploaded()).toEqual([...before, ...variants.map((v) => path.basename(v.url))].sort());

    const served = await app.api(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect(await tmpEmpty()).toBe(true);
  });

  it('re-encodes an image with a payload appended, so the payload is never served', async () => {
    const polyglot = Buffer.concat([await makeImage('png'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await post(form([{ bytes: polyglot, name: 'x.png', type: 'image/png' }]));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const served = Buffer.from(await (await app.api(url)).arrayBuffer());
    expect(served.toString('latin1')).not.toContain('<script>');
  });

  it.each([
    ['a text file named .png', () => [{ bytes: Buffer.from('definitely not an image'), name: 'photo.png', type: 'image/png' }], 400, /Please select an image file/],
    ['an SVG', () => [{ bytes: Buffer.from(SVG), name: 'logo.svg', type: 'image/svg+xml' }], 400, /Please select an image file/],
    ['an empty file', () => [{ bytes: new Uint8Array(0), name: 'empty.png', type: 'image/png' }], 400, /empty/],
    ['two files', async () => [
      { bytes: await makeImage('png'), name: 'a.png', type: 'image/png' },
      { bytes: await makeImage('png'), name: 'b.png', type: 'image/png' },
    ], 400, /exactly one image/],
    ['an image in another field', async () => [{ field: 'file', bytes: await makeImage('png'), name: 'a.png', type: 'image/png' }], 400, /exactly one image/],
  ])('refuses %s and leaves nothing behind', async (_label, files, status, message) => {
    const res = await post(form(await files()));
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(await uploaded()).toEqual(before);
    expect(await tmpEmpty()).toBe(true);
  });

  it('refuses an image sent with more form fields than allowed with 400, not the size message', async () => {
    const body = form([{ bytes: await makeImage('png'), name: 'a.png', type: 'image/png' }]);
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) body.append(name, '1');
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Too many form fields: send only the image, in the field "image"');
    expect(await uploaded()).toEqual(before);
    expect(await tmpEmpty()).toBe(true);
  });

  it('answers 415 with a clear message for an iPhone HEIC photo', async () => {
    const res = await post(form([{ bytes: await heicFile(), name: 'IMG_0001.HEIC', type: 'image/heic' }]));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('HEIC photos are not supported here; export as JPEG');
    expect(await uploaded()).toEqual(before);
  });

  it('refuses a file over 25 MB with 413 and leaves nothing behind', async () => {
    const huge = Buffer.concat([await makeImage('png'), Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    const res = await post(form([{ bytes: huge, name: 'huge.png', type: 'image/png' }]));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Image must be at most 25 MB');
    expect(await uploaded()).toEqual(before);
    expect(await tmpEmpty()).toBe(true);
  });

  it.each([
    ['JSON', JSON.stringify({ image: 'aGVsbG8=' }), 'application/json'],
    ['raw image bytes', 'raw', 'image/png'],
    ['a URL-encoded form', 'image=abc', 'application/x-www-form-urlencoded'],
  ])('refuses a non-multipart body (%s) with 415', async (_label, body, type) => {
    const bytes = body === 'raw' ? new Uint8Array(await makeImage('png')) : body;
    const res = await post(bytes, { token, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/multipart\/form-data/);
    expect(await uploaded()).toEqual(before);
  });

  it('refuses a multipart body that is cut short', async () => {
    const res = await post('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc', {
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(400);
    expect(await uploaded()).toEqual(before);
    expect(await tmpEmpty()).toBe(true);
  });

  it('answers 401 without a token or with a bad one, writing nothing', async () => {
    for (const init of [{}, { token: 'forged' }]) {
      const res = await post(form([{ bytes: await makeImage('png'), name: 'a.png', type: 'image/png' }]), init);
      expect(res.status).toBe(401);
    }
    expect(await uploaded()).toEqual(before);
    expect(await tmpEmpty()).toBe(true);
  });

  it('serves only real files from /uploads, never anything above UPLOAD_DIR', async () => {
    expect((await app.api('/uploads/not-there.webp')).status).toBe(404);
    // Raw paths: fetch would normalize the dots away before sending.
    await fs.writeFile(path.join(app.root, 'secret.txt'), 'not for visitors');
    for (const raw of ['/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e%2f%2e%2e%2fdata/db.json']) {
      const { status, body } = await rawGet(app.url, raw);
      expect(status, raw).toBe(404);
      expect(body).not.toContain('not for visitors');
    }
  });
});
