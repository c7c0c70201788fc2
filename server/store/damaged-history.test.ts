// history.json damaged while the server runs (it was never read before the damage): a saved
// listing change still answers as saved, photos are kept rather than lost, and the history lists
// answer 503 with a message instead of a 500.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '../../domain/property';
import { photoDirs } from '../trpc/routers/uploads';
import { sweepUnusedUploads, SWEEP_GRACE_MS } from '../photos/uploads-in-use';
import { propertyBody, startSignedInTestApp, type TestApp } from '../test/harness';
import { collection } from './collection';

let app: TestApp;
let token: string;
let id: string;
const photoId = randomUUID();
let photoFiles: string[];

beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
  const dirs = photoDirs(app.env);
  mkdirSync(dirs.uploadDir, { recursive: true });
  mkdirSync(dirs.originalsDir, { recursive: true });
  photoFiles = [
    path.join(dirs.uploadDir, `${photoId}.webp`),
    path.join(dirs.uploadDir, `${photoId}-480.avif`),
    path.join(dirs.originalsDir, `${photoId}.jpeg`),
  ];
  for (const file of photoFiles) writeFileSync(file, 'photo');
  // Written without an actor, so nothing has read history.json yet when it is damaged below.
  const input = propertyInputSchema.parse(propertyBody({ title: 'Damaged History Cottage', imageUrl: `/uploads/${photoId}.webp` }));
  const row = await collection(app.store, 'properties').insert({
    ...input,
    imageUrl: `/uploads/${photoId}.webp`,
    photos: [{ url: `/uploads/${photoId}.webp`, alt: 'Front of the cottage', width: 1600, height: 1067 }],
  });
  id = row.id;
  writeFileSync(path.join(path.dirname(app.store.file), 'history.json'), '{garbage');
});
afterAll(() => app.close());

const publicTitle = async () => ((await (await app.api(`/api/properties/${id}`)).json()) as { title?: string }).title;

describe('a damaged history.json while running', () => {
  it('answers a saved listing edit with 200 once, and keeps the photo it let go of', async () => {
    const res = await app.api(`/api/admin/properties/${id}`, {
      method: 'PUT',
      token,
      json: propertyBody({ title: 'Damaged History Cottage, renamed', imageUrl: '/images/hero.jpg' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }).title).toBe('Damaged History Cottage, renamed');
    expect(await publicTitle()).toBe('Damaged History Cottage, renamed');
    // A deleted listing in the unreadable history may still need it.
    expect(photoFiles.filter((f) => !existsSync(f))).toEqual([]);
  });

  it('keeps every upload in the daily sweep', async () => {
    expect(await sweepUnusedUploads(app.store, photoDirs(app.env), Date.now() + 2 * SWEEP_GRACE_MS)).toBe(0);
    expect(photoFiles.filter((f) => !existsSync(f))).toEqual([]);
  });

  it('answers the revision list and "Recently deleted" with 503 and a message that says what happened', async () => {
    for (const url of [`/api/admin/revisions?type=property&id=${id}`, '/api/admin/deleted']) {
      const res = await app.api(url, { token });
      expect(res.status, url).toBe(503);
      const body = (await res.json()) as { message: string };
      expect(body.message).toMatch(/history of changes cannot be read right now.*Nothing was changed/);
      expect(body.message).not.toContain(app.root);
    }
  });

  it('answers a saved delete with 200, and the listing is gone', async () => {
    const res = await app.api(`/api/admin/properties/${id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect((await app.api(`/api/properties/${id}`)).status).toBe(404);
    expect(photoFiles.filter((f) => !existsSync(f))).toEqual([]);
  });
});
