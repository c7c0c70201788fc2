// Listing galleries through the property procedures: photos in order, imageUrl as the cover,
// the imageUrl-only contract, the alt-text rule, and uploaded files removed once unused.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstPhotoWithoutAlt, photosSchema } from '../../domain/photo';
import { adminCaller, callError, createTestServices, makeImage, propertyBody, publicCaller, type TestServices } from '../test/harness';
import { sweepUnusedUploads, SWEEP_GRACE_MS, uploadIdOf } from './uploads-in-use';
import { photoFiles } from '../uploads/image';
import { photoDirs } from '../trpc/routers/uploads';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
const admin = () => adminCaller(services);

async function upload(width = 300, height = 200) {
  return admin().uploads.create({ bytes: new Uint8Array(await makeImage('jpeg', width, height)) });
}
const photo = (p: { url: string; width: number; height: number }, alt: string) => ({ url: p.url, width: p.width, height: p.height, alt });

describe('the alt-text rule', () => {
  it('requires 1 to 200 characters on every photo, and 1 to 50 photos', () => {
    const ok = { url: '/uploads/a.webp', alt: 'Kitchen with quartz island', width: 10, height: 10 };
    expect(photosSchema.safeParse([ok]).success).toBe(true);
    const messages = (value: unknown) => (photosSchema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages([{ ...ok, alt: '   ' }])).toEqual(['0.alt: Alt text is required']);
    expect(messages([ok, { ...ok, alt: 'x'.repeat(201) }])).toEqual(['1.alt: Alt text must be at most 200 characters']);
    expect(messages([])).toEqual([': Add at least one photo']);
    expect(messages(Array.from({ length: 51 }, () => ok))).toEqual([': A listing can have at most 50 photos']);
    expect(messages([{ ...ok, url: 'javascript:alert(1)' }])[0]).toMatch(/^0\.url: Photo URL must be/);
  });

  it('names the first photo without alt text, for the save button', () => {
    expect(firstPhotoWithoutAlt([{ alt: 'Porch' }, { alt: '' }, { alt: ' ' }])).toBe(2);
    expect(firstPhotoWithoutAlt([{ alt: 'Porch' }])).toBeNull();
  });
});

describe('properties with photos', () => {
  it('stores the gallery in order, with imageUrl as the cover, and returns it publicly', async () => {
    const [a, b, c] = [await upload(), await upload(200, 300), await upload()];
    const photos = [photo(b, 'Front porch at dusk'), photo(a, 'Kitchen with quartz island'), photo(c, 'Back yard')];
    const created = await admin().properties.create(propertyBody({ imageUrl: undefined, photos }));
    expect(created.photos).toEqual(photos);
    expect(created.imageUrl).toBe(b.url);
    const got = await publicCaller(services).properties.get({ id: created.id });
    expect(got?.photos.map((p) => p.alt)).toEqual(['Front porch at dusk', 'Kitchen with quartz island', 'Back yard']);
    expect(got?.imageUrl).toBe(b.url);
  });

  it('turns an imageUrl-only create into a one-photo gallery with alt text from the title, sized from the file', async () => {
    const up = await upload(640, 480);
    const created = await admin().properties.create(propertyBody({ title: 'Brick Rancher', imageUrl: up.url }));
    expect(created.photos).toEqual([{ url: up.url, alt: 'Photo of Brick Rancher', width: 640, height: 480 }]);
    const external = await admin().properties.create(propertyBody({ imageUrl: 'https://example.com/house.jpg' }));
    expect(external.photos[0]).toMatchObject({ width: 1200, height: 800 });
  });

  it('keeps the gallery when an update sends the current cover as imageUrl, and replaces it for a new one', async () => {
    const [a, b] = [await upload(), await upload()];
    const created = await admin().properties.create(propertyBody({ photos: [photo(a, 'Living room'), photo(b, 'Bedroom')] }));
    const priceOnly = await admin().properties.update({ id: created.id, data: propertyBody({ price: '500000', imageUrl: a.url }) });
    expect(priceOnly.photos).toHaveLength(2);
    const c = await upload();
    const replaced = await admin().properties.update({ id: created.id, data: propertyBody({ title: 'New title', imageUrl: c.url }) });
    expect(replaced.photos).toEqual([{ url: c.url, alt: 'Photo of New title', width: 300, height: 200 }]);
  });

  it('refuses a listing without any picture, or a photo without alt text, naming the field', async () => {
    expect(await callError(admin().properties.create(propertyBody({ imageUrl: undefined })))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Image URL is required (or send photos)',
    });
    const error = await callError(admin().properties.create(propertyBody({ photos: [{ url: '/uploads/a.webp', alt: '', width: 1, height: 1 }] })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('Alt text is required');
  });

  it("removes a photo's files when nothing refers to it any more, keeps shared ones and a deleted listing's until it can no longer be restored", async () => {
    const dirs = photoDirs(services.env);
    const [a, b, shared] = [await upload(), await upload(), await upload()];
    const one = await admin().properties.create(propertyBody({ photos: [photo(a, 'Porch'), photo(b, 'Den'), photo(shared, 'View')] }));
    await admin().properties.create(propertyBody({ photos: [photo(shared, 'View from the deck')] }));
    expect((await photoFiles(b.url, dirs)).length).toBeGreaterThan(0);

    await admin().properties.update({ id: one.id, data: propertyBody({ photos: [photo(a, 'Porch'), photo(shared, 'View')] }) });
    expect(await photoFiles(b.url, dirs)).toEqual([]);
    expect((await photoFiles(a.url, dirs)).length).toBeGreaterThan(0);

    // Deleted, the listing sits in Recently deleted for 30 days: restoring it must find its photos.
    await admin().properties.remove({ id: one.id });
    expect((await photoFiles(a.url, dirs)).length).toBeGreaterThan(0);
    expect((await photoFiles(shared.url, dirs)).length).toBeGreaterThan(0);
    expect(await sweepUnusedUploads(services.store, dirs, Date.now() + 2 * SWEEP_GRACE_MS)).toBe(0);
    // Once it can no longer be restored, the daily sweep removes them.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 86_400_000);
      expect(await sweepUnusedUploads(services.store, dirs)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await photoFiles(a.url, dirs)).toEqual([]);
    expect((await photoFiles(shared.url, dirs)).length).toBeGreaterThan(0);
    // Shipped pictures are never deleted.
    await expect(fs.access(path.join(services.env.projectRoot, 'public', 'images', 'placeholder-property.svg'))).resolves.toBeUndefined();
  });

  it('sweeps photos uploaded in a dialog that was never saved, after a day', async () => {
    const dirs = photoDirs(services.env);
    const unsaved = await upload();
    expect(await sweepUnusedUploads(services.store, dirs)).toBe(0);
    expect((await photoFiles(unsaved.url, dirs)).length).toBeGreaterThan(0);
    expect(await sweepUnusedUploads(services.store, dirs, Date.now() + SWEEP_GRACE_MS + 1000)).toBeGreaterThanOrEqual(1);
    expect(await photoFiles(unsaved.url, dirs)).toEqual([]);
  });
  it('leaves photos alone that were not uploaded through this data folder (an UPLOAD_DIR shared with another one)', async () => {
    const dirs = photoDirs(services.env);
    const theirs = await upload();
    // The same files as another installation's upload: public variants, but no original here.
    for (const file of await fs.readdir(dirs.originalsDir))
      if (file.startsWith(uploadIdOf(theirs.url)!)) await fs.rm(path.join(dirs.originalsDir, file));
    await sweepUnusedUploads(services.store, dirs, Date.now() + 2 * SWEEP_GRACE_MS);
    expect((await photoFiles(theirs.url, dirs)).length).toBeGreaterThan(0);
  });
});

describe('photos uploaded before the pipeline', () => {
  it('get their variants and real size on start, once', async () => {
    const { backfillPhotoVariants } = await import('./listing-photos');
    const sharp = (await import('sharp')).default;
    const dirs = photoDirs(services.env);
    // A release-1 upload: one WebP, and a migrated record with the default size.
    const id = '0a1b2c3d-0000-4000-8000-00000000abcd';
    await fs.mkdir(dirs.uploadDir, { recursive: true });
    await fs.writeFile(
      path.join(dirs.uploadDir, `${id}.webp`),
      await sharp(await makeImage('png', 1000, 750))
        .webp()
        .toBuffer(),
    );
    const url = `/uploads/${id}.webp`;
    const created = await admin().properties.create(propertyBody({ photos: [{ url, alt: 'Old photo', width: 1200, height: 800 }] }));
    expect(await backfillPhotoVariants(services.store, dirs)).toBe(1);
    const photo = services.store.read().properties.find((p) => p.id === created.id)!.photos[0]!;
    expect([photo.width, photo.height]).toEqual([1000, 750]);
    for (const v of (await import('../../domain/photo')).photoVariants(photo)) await fs.access(path.join(dirs.uploadDir, path.basename(v.url)));
    expect(await backfillPhotoVariants(services.store, dirs)).toBe(0);
  });
});
