// POST /api/admin/upload: only real images, within 25 MB, re-encoded without metadata; every
// refusal is a 4xx that leaves nothing behind in UPLOAD_DIR or the temp dir.
import http from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Findings, tally } from './findings';
import { listFiles, login, makeSandbox, multipart, request, type Reply, ServerProcess, sleep, textAt } from './harness';

const findings = new Findings('uploads');
const sandbox = makeSandbox('uploads');
const LIMIT = 25 * 1024 * 1024;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await ServerProcess.start({ sandbox });
  token = (await login(server.url)).token;
});
afterAll(async () => {
  await server?.stop();
  sandbox.remove();
});

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG whose header claims width x height, with only a few KB of pixel data behind it. */
function pngBomb(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

/** A 640x480 JPEG carrying camera EXIF and a GPS position (Baltimore). */
const gpsJpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'HardeningCam', Model: 'GPS-Leak-1', Artist: 'Seller Home Address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 17/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '76/1 36/1 36/1' },
    })
    .toBuffer();

/**
 * Streams a body of `size` bytes with a correct Content-Length and resolves with the answer,
 * which may arrive before the body is finished (the server should refuse early).
 */
function streamUpload(size: number, headers: Record<string, string>): Promise<Reply & { sentBytes: number }> {
  const { hostname, port } = new URL(server.url);
  const { body: head } = multipart([{ name: 'image', filename: 'huge.jpg', type: 'image/jpeg', data: '' }]);
  const boundary = head.toString().split('\r\n')[0] ?? '';
  const prefix = Buffer.from(`${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const suffix = Buffer.from(`\r\n${boundary}--\r\n`);
  const total = prefix.length + size + suffix.length;
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = http.request(
      {
        host: hostname,
        port,
        path: '/api/admin/upload',
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary.slice(2)}`, 'content-length': String(total) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
            json: (): unknown => JSON.parse(body.toString()),
            sentBytes,
          });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(256 * 1024, 0x41);
    req.write(prefix);
    const pump = () => {
      while (!answered && sentBytes < size) {
        const n = Math.min(piece.length, size - sentBytes);
        sentBytes += n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', pump);
      }
      if (!answered) req.end(suffix);
    };
    pump();
  });
}

/** What a refused upload left behind; waits up to a second for asynchronous clean-up to finish. */
async function leftovers() {
  for (let i = 0; i < 10; i++) {
    const left = await snapshotDirs();
    if (left.uploads.length === 0 && left.temp.length === 0) return left;
    await sleep(100);
  }
  return snapshotDirs();
}

async function snapshotDirs() {
  const uploads = await listFiles(sandbox.uploadDir);
  // tsx keeps its compile cache under TMPDIR/tsx-<uid>; that is not upload data.
  const temp = (await listFiles(sandbox.tmpDir)).filter((f) => !/^tsx-\d+/.test(f));
  return { uploads, temp };
}

describe('upload refusals', () => {
  it('refuses every bad upload with a 4xx and leaves nothing on disk', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const png = await smallPng();
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const { body, contentType } = multipart(parts);
      return request(server.url, '/api/admin/upload', { body, headers: { ...auth, 'content-type': contentType } });
    };
    const cases: { name: string; run: () => Promise<Reply>; expect: number[] }[] = [
      {
        name: 'JSON body instead of multipart',
        run: () => request(server.url, '/api/admin/upload', { json: { image: png.toString('base64') }, headers: auth }),
        expect: [415, 400],
      },
      {
        name: 'raw PNG bytes as application/octet-stream',
        run: () => request(server.url, '/api/admin/upload', { body: png, headers: { ...auth, 'content-type': 'application/octet-stream' } }),
        expect: [415, 400],
      },
      {
        name: 'multipart without a boundary',
        run: () => request(server.url, '/api/admin/upload', { body: png, headers: { ...auth, 'content-type': 'multipart/form-data' } }),
        expect: [400],
      },
      {
        name: 'text file named photo.png, declared image/png',
        run: () => send([{ name: 'image', filename: 'photo.png', type: 'image/png', data: 'just some text, not an image\n'.repeat(50) }]),
        expect: [400],
      },
      {
        name: 'HTML page',
        run: () =>
          send([
            {
              name: 'image',
              filename: 'page.html',
              type: 'text/html',
              data: '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
            },
          ]),
        expect: [400],
      },
      {
        name: 'HTML page named listing.jpg',
        run: () =>
          send([{ name: 'image', filename: 'listing.jpg', type: 'image/jpeg', data: '<html><script>fetch("/api/admin/content")</script></html>' }]),
        expect: [400],
      },
      {
        name: 'SVG with a script',
        run: () =>
          send([
            {
              name: 'image',
              filename: 'logo.svg',
              type: 'image/svg+xml',
              data: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
            },
          ]),
        expect: [400],
      },
      { name: 'empty file', run: () => send([{ name: 'image', filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }]), expect: [400] },
      {
        name: 'PNG header claiming 50000 x 50000 (decompression bomb)',
        run: () => send([{ name: 'image', filename: 'bomb.png', type: 'image/png', data: pngBomb(50_000, 50_000) }]),
        expect: [400, 413],
      },
      {
        name: 'two images in the field',
        run: () =>
          send([
            { name: 'image', filename: 'a.png', type: 'image/png', data: png },
            { name: 'image', filename: 'b.png', type: 'image/png', data: png },
          ]),
        expect: [400],
      },
      {
        name: 'an image plus a second file field',
        run: () =>
          send([
            { name: 'image', filename: 'a.png', type: 'image/png', data: png },
            { name: 'other', filename: 'b.png', type: 'image/png', data: png },
          ]),
        expect: [400],
      },
      { name: 'file in the wrong field', run: () => send([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]), expect: [400] },
      {
        name: 'traversal name ../../../../tmp/evil.png with text content',
        run: () => send([{ name: 'image', filename: '../../../../tmp/evil.png', type: 'image/png', data: 'not an image' }]),
        expect: [400],
      },
      {
        name: 'traversal name ..\\..\\evil.png with HTML content',
        run: () => send([{ name: 'image', filename: '..\\..\\evil.png', type: 'image/png', data: '<script>1</script>' }]),
        expect: [400],
      },
      {
        name: 'file one byte over 25 MB',
        run: () => send([{ name: 'image', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(LIMIT + 1, 0xff) }]),
        expect: [413],
      },
      { name: '40 MB body, streamed', run: () => streamUpload(40 * 1024 * 1024, auth), expect: [413] },
      { name: '40 MB body without credentials', run: () => streamUpload(40 * 1024 * 1024, {}), expect: [401] },
    ];
    const statuses: number[] = [];
    let allHeld = true;
    for (const c of cases) {
      let res: Reply | undefined;
      let error = '';
      try {
        res = await c.run();
      } catch (e) {
        error = (e as Error).message;
      }
      const left = await leftovers();
      const alive = (await request(server.url, '/api/site-content')).status;
      let message = '';
      try {
        message = textAt(res?.json(), 'message') ?? '';
      } catch {
        message = '';
      }
      const sent = res && 'sentBytes' in res ? ` after ${((res as { sentBytes: number }).sentBytes / 1024 / 1024).toFixed(1)} MB of the body` : '';
      const held =
        !!res && c.expect.includes(res.status) && message.length > 0 && left.uploads.length === 0 && left.temp.length === 0 && alive === 200;
      allHeld &&= held;
      if (res) statuses.push(res.status);
      findings.check(
        `upload: ${c.name}`,
        `expect ${c.expect.join('/')}, nothing on disk`,
        `${res ? `${res.status} "${message}"${sent}` : `no answer: ${error}`}; UPLOAD_DIR ${left.uploads.length ? left.uploads.join(',') : 'empty'}, temp dir ${left.temp.length ? left.temp.join(',') : 'empty'}; server ${alive === 200 ? 'answering' : `DOWN (${alive})`}`,
        held,
      );
    }
    findings.figure('refused uploads', `${cases.length} kinds (${tally(statuses)})`);
    expect(allHeld).toBe(true);
  });
});

describe('accepted uploads', () => {
  it('re-encodes a JPEG with EXIF GPS into a metadata-free image served with nosniff and a restrictive CSP', async () => {
    const jpeg = await gpsJpeg();
    const inMeta = await sharp(jpeg).metadata();
    const hadGps = !!inMeta.exif && inMeta.exif.includes(Buffer.from([0x25, 0x88])) && inMeta.exif.toString('latin1').includes('HardeningCam');
    const { body, contentType } = multipart([{ name: 'image', filename: '../../../../etc/cron.d/house photo.jpg', type: 'image/jpeg', data: jpeg }]);
    const res = await request(server.url, '/api/admin/upload', { body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
    const url = textAt(res.json(), 'url') ?? '';
    const served = await request(server.url, url);
    const outMeta = await sharp(served.body).metadata();
    const csp = String(served.headers['content-security-policy'] ?? '');
    const stored = await listFiles(sandbox.uploadDir);
    const { temp } = await snapshotDirs();
    const noMetadata =
      !outMeta.exif && !outMeta.xmp && !served.body.toString('latin1').includes('HardeningCam') && !served.body.includes(Buffer.from('Exif\0\0'));
    // The canonical file plus its AVIF/WebP variants, all named after the same server-chosen id.
    const id = path.basename(url, '.webp');
    const safeName =
      /^\/uploads\/[0-9a-f-]{36}\.webp$/.test(url) &&
      stored.includes(path.basename(url)) &&
      stored.every((f) => new RegExp(`^${id}(-\\d+)?\\.(webp|avif)$`).test(path.basename(f)));
    const held =
      hadGps &&
      res.status >= 200 &&
      res.status < 300 &&
      served.status === 200 &&
      String(served.headers['content-type']).startsWith('image/') &&
      noMetadata &&
      served.headers['x-content-type-options'] === 'nosniff' &&
      /default-src 'none'/.test(csp) &&
      /sandbox/.test(csp) &&
      safeName &&
      temp.length === 0;
    findings.check(
      'upload: JPEG with EXIF GPS accepted and cleaned',
      `640x480 JPEG with Make/Model/Artist and a GPS position (verified present in the input), file name "../../../../etc/cron.d/house photo.jpg"`,
      `${res.status} ${url}; served ${served.status} ${served.headers['content-type']} ${outMeta.width}x${outMeta.height} ${outMeta.format}, EXIF ${outMeta.exif ? 'PRESENT' : 'none'}, XMP ${outMeta.xmp ? 'PRESENT' : 'none'}; nosniff ${String(served.headers['x-content-type-options'])}; CSP "${csp}"; stored as ${stored.join(',')} (server-chosen name); temp dir ${temp.length ? temp.join(',') : 'empty'}`,
      held,
    );
    expect(hadGps).toBe(true);
    expect(held).toBe(true);
  });
});
