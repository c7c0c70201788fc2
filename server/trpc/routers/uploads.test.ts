import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../uploads/image';
import { adminCaller, callError, createTestServices, makeImage, publicCaller, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const uploads = () => fs.readdir(services.env.uploadDir).catch(() => [] as string[]);

describe('uploads.create', () => {
  it('re-encodes a real image to WebP under UPLOAD_DIR', async () => {
    const { url, width, height } = await adminCaller(services).uploads.create({ bytes: new Uint8Array(await makeImage('png', 80, 60)) });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect([width, height]).toEqual([80, 60]);
    const stored = await fs.readFile(path.join(services.env.uploadDir, path.basename(url)));
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('requires the admin and writes nothing for visitors', async () => {
    const before = await uploads();
    expect((await callError(publicCaller(services).uploads.create({ bytes: new Uint8Array(await makeImage('jpeg')) }))).code).toBe('UNAUTHORIZED');
    expect(await uploads()).toEqual(before);
  });

  it('refuses non-images and oversized files', async () => {
    const before = await uploads();
    expect(await callError(adminCaller(services).uploads.create({ bytes: new TextEncoder().encode('hello, not an image') }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please select an image file',
    });
    expect((await callError(adminCaller(services).uploads.create({ bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }))).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await callError(adminCaller(services).uploads.create({} as never))).message).toContain('image file is required');
    expect(await uploads()).toEqual(before);
  });
});
