// Versions, stale-write refusal, revisions with restore and "Recently deleted", over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyBody, startSignedInTestApp, testimonialBody, soldRecordBody, type TestApp } from '../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  ({ app, token } = await startSignedInTestApp());
});
afterAll(() => app.close());

type Rec = { id: string; version: number; title?: string; [k: string]: unknown };
const json = async <T = Rec>(res: Response) => (await res.json()) as T;
const create = async (body = propertyBody()) => json(await app.api('/api/admin/properties', { method: 'POST', token, json: body }));
const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  app.api(`/api/admin/properties/${id}`, { method: 'PUT', token, json: body, headers });

describe('record versions', () => {
  it('every property, testimonial and sold record carries a version, public reads included', async () => {
    for (const url of ['/api/properties', '/api/testimonials', '/api/sold-properties']) {
      const rows = await json<Rec[]>(await app.api(url));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => Number.isInteger(r.version) && r.version >= 1)).toBe(true);
    }
    const created = await create();
    expect(created.version).toBe(1);
    expect((await json(await app.api(`/api/properties/${created.id}`))).version).toBe(1);
  });

  it('goes up by one per change and refuses a stale If-Match with 409 and the current record', async () => {
    const p = await create();
    const first = await put(p.id, propertyBody({ title: 'Office laptop edit' }), { 'If-Match': '"1"' });
    expect(first.status).toBe(200);
    expect((await json(first)).version).toBe(2);

    const stale = await put(p.id, propertyBody({ title: 'Phone edit from the showing' }), { 'If-Match': '"1"' });
    expect(stale.status).toBe(409);
    const body = await json<{ message: string; current: Rec; changedAt: string }>(stale);
    expect(body.message).toMatch(/changed elsewhere/i);
    expect(body.current).toMatchObject({ id: p.id, version: 2, title: 'Office laptop edit' });
    expect(body.changedAt).toBe(body.current.updatedAt);
    // Nothing was overwritten.
    expect((await json(await app.api(`/api/properties/${p.id}`))).title).toBe('Office laptop edit');
  });

  it('takes the version from the body too, and without one writes as before', async () => {
    const p = await create();
    expect((await put(p.id, { ...propertyBody({ title: 'Body version' }), version: 1 })).status).toBe(200);
    expect((await put(p.id, { ...propertyBody({ title: 'Stale body' }), version: 1 })).status).toBe(409);
    const blind = await put(p.id, propertyBody({ title: 'No version sent' }));
    expect(blind.status).toBe(200);
    expect((await json(blind)).version).toBe(3);
  });

  it('refuses a stale delete, deletes with the right version, and names a bad If-Match', async () => {
    const p = await create();
    await put(p.id, propertyBody({ title: 'Edited once' }));
    const stale = await app.api(`/api/admin/properties/${p.id}`, { method: 'DELETE', token, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);
    expect((await json<{ current: Rec }>(stale)).current.version).toBe(2);
    const bad = await app.api(`/api/admin/properties/${p.id}`, { method: 'DELETE', token, headers: { 'If-Match': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toMatch(/If-Match/);
    const badBody = await put(p.id, { ...propertyBody(), version: 'two' });
    expect(badBody.status).toBe(400);
    expect((await json<{ message: string }>(badBody)).message).toMatch(/version/);
    expect((await app.api(`/api/admin/properties/${p.id}`, { method: 'DELETE', token, headers: { 'If-Match': '"2"' } })).status).toBe(200);
  });

  it('applies to testimonials and sold records the same way', async () => {
    const t = await json(await app.api('/api/admin/testimonials', { method: 'POST', token, json: testimonialBody() }));
    expect(
      (
        await app.api(`/api/admin/testimonials/${t.id}`, {
          method: 'PUT',
          token,
          json: testimonialBody({ quote: 'Edited quote' }),
          headers: { 'If-Match': '"1"' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await app.api(`/api/admin/testimonials/${t.id}`, { method: 'PUT', token, json: testimonialBody(), headers: { 'If-Match': '"1"' } })).status,
    ).toBe(409);
    const s = await json(await app.api('/api/admin/sold-properties', { method: 'POST', token, json: soldRecordBody() }));
    expect(s.version).toBe(1);
    expect((await app.api(`/api/admin/sold-properties/${s.id}`, { method: 'DELETE', token, json: { version: 5 } })).status).toBe(409);
  });
});

describe('site content versions', () => {
  it('admin rows carry { key, value, default, version }; the public map keeps its flat shape', async () => {
    const rows = await json<{ key: string; value: string; default: string; version: number }[]>(await app.api('/api/admin/content', { token }));
    const hero = rows.find((r) => r.key === 'hero_subtitle')!;
    expect(Object.keys(hero).sort()).toEqual(['default', 'key', 'value', 'version']);
    const v = hero.version;
    const saved = await app.api('/api/admin/content/hero_subtitle', { method: 'PUT', token, json: { value: 'Homes near the water', version: v } });
    expect(await json(saved)).toEqual({ key: 'hero_subtitle', value: 'Homes near the water', version: v + 1 });
    const stale = await app.api('/api/admin/content/hero_subtitle', {
      method: 'PUT',
      token,
      json: { value: 'Older draft' },
      headers: { 'If-Match': `"${v}"` },
    });
    expect(stale.status).toBe(409);
    expect((await json<{ current: { value: string; version: number } }>(stale)).current).toMatchObject({
      value: 'Homes near the water',
      version: v + 1,
    });
    const pub = await json<Record<string, unknown>>(await app.api('/api/site-content'));
    expect(pub.hero_subtitle).toBe('Homes near the water');
    expect(Object.values(pub).every((x) => typeof x === 'string')).toBe(true);
  });
});

type RevisionRow = {
  id: string;
  action: string;
  version: number;
  by: string;
  at: string;
  changes: { field: string; before: unknown; after: unknown; diff?: { value: string; added?: boolean; removed?: boolean }[] }[];
};

describe('revisions', () => {
  it('lists a record’s revisions newest first with who, when and a word diff, and restores one as a new revision', async () => {
    const p = await create(propertyBody({ title: 'Colonial on Main', description: 'Bright kitchen and a big yard.' }));
    await put(p.id, propertyBody({ title: 'Colonial on Main', description: 'Bright kitchen and a small yard.' }));
    await put(p.id, propertyBody({ title: 'Colonial on Main Street', description: 'Bright kitchen and a small yard.' }));
    const list = await json<RevisionRow[]>(await app.api(`/api/admin/revisions?type=property&id=${p.id}`, { token }));
    expect(list.map((r) => [r.action, r.version])).toEqual([
      ['update', 3],
      ['update', 2],
      ['create', 1],
    ]);
    expect(list[0]!.by).toBe('admin');
    const desc = list[1]!.changes.find((c) => c.field === 'description')!;
    expect(desc).toMatchObject({ before: 'Bright kitchen and a big yard.', after: 'Bright kitchen and a small yard.' });
    expect(desc.diff).toEqual(
      expect.arrayContaining([
        { value: 'big', removed: true },
        { value: 'small', added: true },
      ]),
    );

    const restored = await app.api(`/api/admin/revisions/${list[2]!.id}/restore`, { method: 'POST', token });
    expect(restored.status).toBe(200);
    const now = await json(await app.api(`/api/properties/${p.id}`));
    expect(now).toMatchObject({ version: 4, description: 'Bright kitchen and a big yard.', title: 'Colonial on Main' });
    const after = await json<(RevisionRow & { restoredFrom?: string })[]>(await app.api(`/api/admin/revisions?type=property&id=${p.id}`, { token }));
    expect(after[0]).toMatchObject({ action: 'restore', version: 4, restoredFrom: list[2]!.id });
  });

  it('dates the original of a record edited for the first time when that version was saved, not at the edit', async () => {
    const seeded = app.store.read().properties[0]!;
    await put(seeded.id, propertyBody({ title: 'Edited for the first time' }));
    const list = await json<RevisionRow[]>(await app.api(`/api/admin/revisions?type=property&id=${seeded.id}`, { token }));
    expect(list.at(-1)).toMatchObject({ action: 'original', at: seeded.updatedAt });
    expect(list[0]!.at > seeded.updatedAt).toBe(true);
  });

  it('keeps the last 50 revisions of a record', async () => {
    const p = await create();
    for (let i = 0; i < 52; i++) await put(p.id, propertyBody({ title: `Edit ${i}` }));
    const list = await json<RevisionRow[]>(await app.api(`/api/admin/revisions?type=property&id=${p.id}`, { token }));
    expect(list).toHaveLength(50);
    expect(list[0]!.version).toBe(53);
  });

  it('restores a site-content key and visitors see it on their next poll', async () => {
    await app.api('/api/admin/content/hero_title', { method: 'PUT', token, json: { value: 'First headline' } });
    await app.api('/api/admin/content/hero_title', { method: 'PUT', token, json: { value: 'Second headline' } });
    const list = await json<RevisionRow[]>(await app.api('/api/admin/revisions?type=content&key=hero_title', { token }));
    const first = list.find((r) => r.changes[0]?.after === 'First headline')!;
    expect(first).toBeDefined();
    expect((await app.api(`/api/admin/revisions/${first.id}/restore`, { method: 'POST', token })).status).toBe(200);
    expect((await json<Record<string, string>>(await app.api('/api/site-content'))).hero_title).toBe('First headline');
    // The value before the first tracked edit is kept too, so that edit can be undone.
    expect(list.at(-1)?.action).toBe('original');
  });

  it('puts deleted records in Recently deleted and restores them with their id', async () => {
    const p = await create(propertyBody({ title: 'Deleted by mistake' }));
    expect((await app.api(`/api/admin/properties/${p.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await app.api(`/api/properties/${p.id}`)).status).toBe(404);
    const deleted = await json<(RevisionRow & { recordId: string; label: string; type: string })[]>(await app.api('/api/admin/deleted', { token }));
    const entry = deleted.find((d) => d.recordId === p.id)!;
    expect(entry).toMatchObject({ type: 'property', label: 'Deleted by mistake', action: 'delete' });
    expect((await app.api(`/api/admin/revisions/${entry.id}/restore`, { method: 'POST', token })).status).toBe(200);
    expect(await json(await app.api(`/api/properties/${p.id}`))).toMatchObject({ title: 'Deleted by mistake', version: 2 });
    expect((await json<{ recordId: string }[]>(await app.api('/api/admin/deleted', { token }))).some((d) => d.recordId === p.id)).toBe(false);
  });

  it('needs a signed-in admin and names bad queries', async () => {
    expect((await app.api('/api/admin/revisions?type=property&id=x')).status).toBe(401);
    const bad = await app.api('/api/admin/revisions?type=house&id=x', { token });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toMatch(/type/);
    expect((await app.api('/api/admin/revisions?type=content', { token })).status).toBe(400);
    expect((await app.api('/api/admin/revisions/nope/restore', { method: 'POST', token })).status).toBe(404);
  });
});
