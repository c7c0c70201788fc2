// Image uploads: saveImage directly, and POST /api/admin/upload over real HTTP.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, makeImage, removeDir, startTestApp, tempDir, type TestApp } from '../test/harness';
import { ImageRejected, MAX_UPLOAD_BYTES, saveImage } from './image';

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

describe('saveImage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir('agent-image-');
  });
  afterAll(() => removeDir(dir));

  it('re-encodes to WebP under a server-chosen name, stripping metadata', async () => {
    const withExif = await sharp(await makeImage('jpeg', 120, 90))
      .withExif({ IFD0: { Copyright: 'GPS 39.2904 N 76.6122 W' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { url, width, height } = await saveImage(withExif, dir);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect([width, height]).toEqual([120, 90]);
    const stored = await fs.readFile(path.join(dir, path.basename(url)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('shrinks very large images to at most 2400 px on the long edge', async () => {
    const big = await makeImage('png', 3000, 1500);
    const { width, height } = await saveImage(big, dir);
    expect([width, height]).toEqual([2400, 1200]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    ['text', Buffer.from('just some text, not a picture'), 'Please select an image file'],
    ['an SVG (scriptable)', Buffer.from(SVG), 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF)'],
  ])('refuses %s', async (_label, bytes, message) => {
    const before = await fs.readdir(dir);
    await expect(saveImage(bytes, dir)).rejects.toThrow(new ImageRejected(message));
    expect(await fs.readdir(dir)).toEqual(before);
  });

  it('refuses a truncated image', async () => {
    const png = await makeImage('png', 400, 300);
    await expect(saveImage(png.subarray(0, 200), dir)).rejects.toBeInstanceOf(ImageRejected);
  });
});

describe('POST /api/admin/upload', () => {
  let app: TestApp;
  let token: string;
  let tmp: string;
  const originalTmp = process.env.TMPDIR;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.login());
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
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await uploaded()).toEqual([...before, path.basename(url)].sort());

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

  it('refuses a file over 10 MB with 413 and leaves nothing behind', async () => {
    const huge = Buffer.concat([await makeImage('png'), Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    const res = await post(form([{ bytes: huge, name: 'huge.png', type: 'image/png' }]));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Image must be at most 10 MB');
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
