import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, SEED_DIR, tempDir } from '../test/harness';
import { collection } from './collection';
import { DataFileError } from './durable-json-file';
import { emptyDb, openStore } from './store';
import { startupFailureMessage } from '../startup-failure';

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await tempDir('agent-store-');
  dataDir = path.join(root, 'nested', 'data');
});
afterEach(() => removeDir(root));

const mode = async (p: string) => (await fs.stat(p)).mode & 0o777;
// Seed files are JSON arrays, except site-content.json and stats.json (objects).
const readSeed = async <T = { id: string }[]>(file: string) => JSON.parse(await fs.readFile(path.join(SEED_DIR, file), 'utf8')) as T;

async function rejection(promise: Promise<unknown>): Promise<DataFileError> {
  const error = await promise.then(
    () => {
      throw new Error('expected openStore to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataFileError);
  return error as DataFileError;
}

function validProperty(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    title: 'Rowhouse in Federal Hill',
    address: '101 E Cross St, Baltimore, MD 21230',
    location: 'Baltimore, Maryland',
    status: 'For Sale',
    price: 389000,
    beds: 3,
    baths: 2.5,
    sqft: 1640,
    description: 'Brick rowhouse with a roof deck.',
    imageUrl: '/images/listings/federal-hill.svg',
    createdAt: '2024-01-02T03:04:05.000Z',
    updatedAt: '2024-01-02T03:04:05.000Z',
    ...overrides,
  };
}

describe('openStore on first start', () => {
  it('dates seeded listings a second apart in file order, so "Newest" lists them as the seed file does', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const seeded = JSON.parse(await fs.readFile(path.join(SEED_DIR, 'properties.json'), 'utf8')) as { id: string }[];
    const newestFirst = [...store.read().properties].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    expect(newestFirst.map((p) => p.id)).toEqual(seeded.map((p) => p.id));
  });

  it('creates db.json from the seed with 0600 permissions inside a 0700 directory', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const file = path.join(dataDir, 'db.json');
    expect(store.file).toBe(file);
    expect(await mode(file)).toBe(0o600);
    expect(await mode(dataDir)).toBe(0o700);

    const onDisk = JSON.parse(await fs.readFile(file, 'utf8')) as Record<'siteContent' | 'contactMessages' | 'admin', unknown> &
      Record<'properties' | 'soldRecords' | 'testimonials', { id: string; createdAt: string }[]>;
    expect(onDisk.siteContent).toEqual(await readSeed<Record<string, string>>('site-content.json'));
    expect(onDisk.properties.map((p) => p.id)).toEqual((await readSeed('properties.json')).map((p) => p.id));
    expect(onDisk.soldRecords).toHaveLength((await readSeed('sold-records.json')).length);
    expect(onDisk.testimonials).toHaveLength((await readSeed('testimonials.json')).length);
    expect(onDisk.contactMessages).toEqual([]);
    expect(onDisk.admin).toBeNull();
    // Seed rows without timestamps get them.
    for (const p of onDisk.properties) expect(Date.parse(p.createdAt)).not.toBeNaN();
    expect(store.read()).toEqual(onDisk);
  });

  it('never writes to the seed files', async () => {
    const before = await Promise.all(['properties.json', 'site-content.json'].map((f) => fs.readFile(path.join(SEED_DIR, f), 'utf8')));
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    await store.mutate((db) => {
      db.properties = [];
    });
    const after = await Promise.all(['properties.json', 'site-content.json'].map((f) => fs.readFile(path.join(SEED_DIR, f), 'utf8')));
    expect(after).toEqual(before);
  });

  it('tightens the permissions of an existing data directory', async () => {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
    await fs.chmod(dataDir, 0o755);
    await openStore({ dataDir, seedDir: SEED_DIR });
    expect(await mode(dataDir)).toBe(0o700);
  });
});

describe('openStore on later starts', () => {
  it('reads the runtime file, not the seed', async () => {
    const first = await openStore({ dataDir, seedDir: SEED_DIR });
    await first.mutate((db) => {
      db.siteContent.hero_title = 'Homes That Fit Your Life';
      db.properties = [];
    });
    const second = await openStore({ dataDir, seedDir: SEED_DIR });
    expect(second.read().siteContent.hero_title).toBe('Homes That Fit Your Life');
    expect(second.read().properties).toEqual([]);
  });

  it('refuses a corrupt db.json with a DataFileError naming the file, and leaves its bytes untouched', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'db.json');
    const corrupt = '{"version": 1, "siteContent": {"hero_title": "Half a wri';
    await fs.writeFile(file, corrupt);
    const error = await rejection(openStore({ dataDir, seedDir: SEED_DIR }));
    expect(error.file).toBe(file);
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/not valid JSON/);
    expect(await fs.readFile(file, 'utf8')).toBe(corrupt);
  });

  it('refuses a schema-invalid db.json naming the file and the field, and leaves its bytes untouched', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'db.json');
    const db = { ...emptyDb(), properties: [validProperty(), validProperty({ id: 'p2', price: 'four hundred' })] };
    const text = JSON.stringify(db, null, 2);
    await fs.writeFile(file, text);
    const error = await rejection(openStore({ dataDir, seedDir: SEED_DIR }));
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/field properties\.1\.price/);
    expect(await fs.readFile(file, 'utf8')).toBe(text);
  });

  it('refuses an unknown site-content key in db.json, naming it', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ ...emptyDb(), siteContent: { hero_tilte: 'typo' } }));
    const error = await rejection(openStore({ dataDir, seedDir: SEED_DIR }));
    expect(error.message).toMatch(/siteContent\.hero_tilte/);
  });

  it('ignores (and removes) a stale .db.json.tmp left by a crash mid-write', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    await store.mutate((db) => {
      db.siteContent.hero_title = 'Acknowledged write';
    });
    const tmp = path.join(dataDir, '.db.json.tmp');
    await fs.writeFile(tmp, '{"version": 1, "siteContent": {"hero_title": "never ackno');
    const reopened = await openStore({ dataDir, seedDir: SEED_DIR });
    expect(reopened.read().siteContent.hero_title).toBe('Acknowledged write');
    await expect(fs.access(tmp)).rejects.toThrow();
  });

  it('refuses to re-seed a data folder that lost its db.json, and writes nothing', async () => {
    await fs.mkdir(path.join(dataDir, 'backups'), { recursive: true });
    await fs.writeFile(path.join(dataDir, '.session-secret'), 'x'.repeat(48));
    await fs.writeFile(path.join(dataDir, 'backups', 'agent-site-2026-11-20T03-00-00-000Z-scheduled.tar.gz'), 'archive');
    const error = await rejection(openStore({ dataDir, seedDir: SEED_DIR }));
    expect(error.message).toMatch(
      /db\.json is missing, but this data folder has been used by a running site \(it holds \.session-secret, backups\/\)/,
    );
    expect(error.message).toMatch(/npm run restore/);
    await expect(fs.access(path.join(dataDir, 'db.json'))).rejects.toThrow();
  });

  it('refuses to create an empty site when the seed folder is missing, and writes nothing', async () => {
    const missing = path.join(root, 'no-seed-here');
    const error = await rejection(openStore({ dataDir, seedDir: missing }));
    expect(error.message).toMatch(/no-seed-here is missing: the first start creates the data from the seed/);
    await expect(fs.access(path.join(dataDir, 'db.json'))).rejects.toThrow();
  });

  it('names the file when db.json cannot be read (a directory in its place)', async () => {
    await fs.mkdir(path.join(dataDir, 'db.json'), { recursive: true });
    const error = await rejection(openStore({ dataDir, seedDir: SEED_DIR }));
    expect(error.message).toBe(`${path.join(dataDir, 'db.json')} cannot be read (it is a directory)`);
  });

  it('seeds normally when only a stale temp file exists', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(path.join(dataDir, '.db.json.tmp'), 'garbage');
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    expect(store.read().siteContent).toEqual(await readSeed('site-content.json'));
  });
});

describe('seed validation', () => {
  let seedDir: string;
  beforeEach(async () => {
    seedDir = path.join(root, 'seed');
    await fs.cp(SEED_DIR, seedDir, { recursive: true });
  });

  it('names the seed file and the field of a bad record, and creates no db.json', async () => {
    const file = path.join(seedDir, 'properties.json');
    const rows = JSON.parse(await fs.readFile(file, 'utf8')) as unknown[];
    rows.push({ ...validProperty({ id: 'bad-one' }), beds: 'three' });
    await fs.writeFile(file, JSON.stringify(rows, null, 2));
    const error = await rejection(openStore({ dataDir, seedDir }));
    expect(error.file).toBe(file);
    expect(error.message).toMatch(new RegExp(`field ${rows.length - 1}\\.beds`));
    await expect(fs.access(path.join(dataDir, 'db.json'))).rejects.toThrow();
  });

  it('names a seed file that is not JSON', async () => {
    const file = path.join(seedDir, 'testimonials.json');
    await fs.writeFile(file, '[{"client": "x",');
    const error = await rejection(openStore({ dataDir, seedDir }));
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('tells the operator to correct the seed file and start again, not to restore a backup', async () => {
    const properties = path.join(seedDir, 'properties.json');
    const rows = JSON.parse(await fs.readFile(properties, 'utf8')) as Record<string, unknown>[];
    rows[2] = { ...rows[2], price: 'abc' };
    await fs.writeFile(properties, JSON.stringify(rows, null, 2));
    const badData = startupFailureMessage(await rejection(openStore({ dataDir, seedDir })));
    expect(badData).toMatch(new RegExp(`^Cannot start: ${properties.replace(/[.]/g, '\\.')} has invalid data:\n  field 2\\.price: `));
    expect(badData).toMatch(
      /\nDATA_DIR\/db\.json has not been created \(a first start makes it from the seed\)\. Correct what is named above in that seed file, then start again\.$/,
    );

    await fs.cp(SEED_DIR, seedDir, { recursive: true });
    const testimonials = path.join(seedDir, 'testimonials.json');
    await fs.writeFile(testimonials, '[{"client": "x",');
    const notJson = startupFailureMessage(await rejection(openStore({ dataDir, seedDir })));
    expect(notJson).toMatch(new RegExp(`^Cannot start: ${testimonials.replace(/[.]/g, '\\.')} is not valid JSON`));
    expect(notJson).toMatch(
      /\nDATA_DIR\/db\.json has not been created \(a first start makes it from the seed\)\. Correct what is named above in that seed file, then start again\.$/,
    );

    const noSeed = startupFailureMessage(await rejection(openStore({ dataDir, seedDir: path.join(root, 'no-seed-here') })));
    expect(noSeed).toMatch(/no-seed-here is missing: the first start creates the data from the seed/);
    // The start has made folders by now (DATA_DIR, backups/), and a first start has no snapshot to restore.
    for (const message of [badData, notJson, noSeed]) {
      expect(message).not.toContain('Nothing was changed');
      expect(message).not.toContain('npm run restore');
    }
  });

  it('names an unknown site-content key in the seed', async () => {
    const file = path.join(seedDir, 'site-content.json');
    await fs.writeFile(file, JSON.stringify({ hero_title: 'ok', heroSubtitle: 'camel case typo' }));
    const error = await rejection(openStore({ dataDir, seedDir }));
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/field heroSubtitle/);
  });
});

describe('mutate', () => {
  it('serializes concurrent writes so none is lost, in memory and on disk', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const messages = collection(store, 'contactMessages');
    const n = 40;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        messages.insert({ name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '4105550100', subject: 'other', message: `Note ${i}` }),
      ),
    );
    // Read-modify-write in parallel: each must see the previous one's result.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        store.mutate((db) => {
          db.stats.baseline.transactions += 1;
        }),
      ),
    );
    const startCount = (await readSeed<{ baseline: { transactions: number } }>('stats.json')).baseline.transactions;
    expect(store.read().contactMessages).toHaveLength(n);
    expect(store.read().stats.baseline.transactions).toBe(startCount + 20);

    const reopened = await openStore({ dataDir, seedDir: SEED_DIR });
    expect(new Set(reopened.read().contactMessages.map((m) => m.message))).toEqual(new Set(Array.from({ length: n }, (_, i) => `Note ${i}`)));
    expect(reopened.read().stats.baseline.transactions).toBe(startCount + 20);
  });

  it('changes nothing when fn throws, and keeps working afterwards', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const bytesBefore = await fs.readFile(store.file, 'utf8');
    const stateBefore = structuredClone(store.read());
    const versionBefore = store.version();
    let notified = 0;
    store.onChange(() => notified++);

    await expect(
      store.mutate((db) => {
        db.siteContent.hero_title = 'half-done';
        db.properties = [];
        throw new Error('validation failed midway');
      }),
    ).rejects.toThrow('validation failed midway');

    expect(store.read()).toEqual(stateBefore);
    expect(await fs.readFile(store.file, 'utf8')).toBe(bytesBefore);
    expect(store.version()).toBe(versionBefore);
    expect(notified).toBe(0);

    await store.mutate((db) => {
      db.siteContent.hero_title = 'after the failure';
    });
    expect(store.read().siteContent.hero_title).toBe('after the failure');
    expect(store.read().properties).toEqual(stateBefore.properties);
  });

  it('resolves only after the change is on disk, and tells listeners what changed', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const seen: string[][] = [];
    store.onChange((changed) => seen.push([...changed]));
    const result = await store.mutate((db) => {
      db.siteContent.hero_title = 'On disk before the answer';
      return 'done';
    });
    expect(result).toBe('done');
    expect((JSON.parse(await fs.readFile(store.file, 'utf8')) as { siteContent: Record<string, string> }).siteContent.hero_title).toBe(
      'On disk before the answer',
    );
    expect(seen).toEqual([['siteContent']]);
    expect(await mode(store.file)).toBe(0o600);
  });

  it('skips the write when nothing changed', async () => {
    const store = await openStore({ dataDir, seedDir: SEED_DIR });
    const version = store.version();
    const result = await store.mutate((db) => db.properties.length);
    expect(result).toBe(store.read().properties.length);
    expect(store.version()).toBe(version);
  });
});
