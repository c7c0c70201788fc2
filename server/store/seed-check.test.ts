// The seed is checked on every start: a mistake names its file and field; a bad link is one too.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeDir, tempDir } from '../test/harness';
import { DataFileError } from './durable-json-file';
import { checkSeedFiles, seedLinkProblems } from './seed-check';
import { openStore } from './store';

let root: string;
let seedDir: string;
let dataDir: string;
beforeEach(async () => {
  root = await tempDir('agent-seed-check-');
  seedDir = path.join(root, 'seed');
  dataDir = path.join(root, 'data');
  await fs.mkdir(seedDir, { recursive: true });
});
afterEach(() => removeDir(root));

const write = (file: string, data: unknown) => fs.writeFile(path.join(seedDir, file), typeof data === 'string' ? data : JSON.stringify(data));

const property = (overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  title: 'Rowhouse in Federal Hill',
  address: '101 E Cross St, Baltimore, MD 21230',
  location: 'Baltimore, Maryland',
  status: 'For Sale',
  price: 389000,
  beds: 3,
  baths: 2.5,
  sqft: 1650,
  description: 'Brick rowhouse.',
  imageUrl: '/images/listings/a.webp',
  ...overrides,
});

describe('seed links', () => {
  it('names the file and field of a bad site-content link', async () => {
    await write('site-content.json', { hero_title: 'Hi', social_facebook: 'javascript:alert(1)', contact_website: 'https://example.com' });
    const problems = await checkSeedFiles(seedDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe(path.join(seedDir, 'site-content.json'));
    expect(problems[0]!.detail).toContain('field social_facebook: Facebook page must be a web address starting with https://');
  });

  it('names the record and field of a bad image or web link', () => {
    expect(
      seedLinkProblems('properties', [property(), property({ id: 'p2', imageUrl: 'data:image/png;base64,AA', virtualTourUrl: '//evil.example' })]),
    ).toEqual([
      '  field 1.imageUrl: imageUrl must be a web address starting with https:// or a site path starting with /',
      '  field 1.virtualTourUrl: virtualTourUrl must be a web address starting with https:// (or http://)',
    ]);
    expect(seedLinkProblems('properties', [property({ photos: [{ url: '/uploads/a.jpg' }, { url: 'javascript:x' }] })])).toEqual([
      '  field 0.photos.1.url: url must be a web address starting with https:// or a site path starting with /',
    ]);
  });

  it('refuses to create a data directory from a seed with a bad link', async () => {
    await write('site-content.json', { hero_title: 'Hi', testimonials_link_url: 'JaVaScRiPt:alert(1)' });
    const error = await openStore({ dataDir, seedDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as Error).message).toContain(path.join(seedDir, 'site-content.json'));
    expect((error as Error).message).toContain('field testimonials_link_url: Reviews link must be a web address starting with https://');
  });
});

describe('seed checked on every start', () => {
  it('reports a seed mistake with file and field even when the data file already exists, and still starts', async () => {
    await write('site-content.json', { hero_title: 'Hi' });
    await openStore({ dataDir, seedDir });
    await write('site-content.json', { hero_title: 'Hi', not_a_key: 'x' });
    await write('testimonials.json', '[{"client": ');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const store = await openStore({ dataDir, seedDir });
      expect(store.read().siteContent.hero_title).toBe('Hi');
      const output = warn.mock.calls.map((c) => String(c[0])).join('\n');
      expect(output).toContain(`${path.join(seedDir, 'site-content.json')} has invalid data`);
      expect(output).toContain('field not_a_key');
      expect(output).toContain(`${path.join(seedDir, 'testimonials.json')} is not valid JSON`);
      expect(output).toContain('new data directory');
    } finally {
      warn.mockRestore();
    }
  });

  it('words a seed mistake the same at the first start as in the start-time warning', async () => {
    for (const text of ['{"hero_title": ', '{"not_a_key": "x"}', '{"hero_title": "Hi", "social_facebook": "javascript:x"}']) {
      await write('site-content.json', text);
      const [problem] = await checkSeedFiles(seedDir);
      const error = await openStore({ dataDir, seedDir }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as Error).message).toContain(`${problem!.file} ${problem!.detail}`);
    }
  });

  it('the shipped seed has no problems', async () => {
    expect(await checkSeedFiles(path.join(process.cwd(), 'data', 'seed'))).toEqual([]);
  });
});
