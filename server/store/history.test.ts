import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, removeDir, tempDir, type TestServices } from '../test/harness';
import { DataFileError } from './durable-json-file';
import { checkHistoryFile, historyOf } from './history';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const revision = {
  id: 'r1',
  type: 'property',
  recordId: 'p1',
  label: 'Cottage',
  action: 'update',
  version: 2,
  at: '2026-11-01T00:00:00.000Z',
  by: 'admin',
  device: 'Firefox on Linux',
  snapshot: { id: 'p1', title: 'Cottage' },
  changes: [{ field: 'title', before: 'Hut', after: 'Cottage' }],
};

describe('history.json', () => {
  it('reads the last complete version and removes the half-written temp file a cut-short write left', async () => {
    const dir = path.dirname(services.store.file);
    writeFileSync(path.join(dir, 'history.json'), JSON.stringify({ revisions: [revision] }));
    const temp = path.join(dir, '.history.json.tmp');
    writeFileSync(temp, '{"revisions":[{"id":"half');
    expect((await historyOf(services.store).list('property', 'p1')).map((r) => r.id)).toEqual(['r1']);
    expect(existsSync(temp)).toBe(false);
  });
});

describe('checkHistoryFile (at start)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(() => removeDir(dir));
  const file = () => path.join(dir, 'history.json');

  it('accepts a missing file (no change kept yet) and a file the history itself wrote', async () => {
    await expect(checkHistoryFile(dir)).resolves.toBeUndefined();
    await checkHistoryFile(path.dirname(services.store.file));
    writeFileSync(file(), JSON.stringify({ revisions: [revision, { ...revision, id: 'r2', action: 'delete', restoredFrom: 'r1' }] }));
    await expect(checkHistoryFile(dir)).resolves.toBeUndefined();
  });

  const damaged: { name: string; text: () => string; says: RegExp }[] = [
    { name: 'garbage', text: () => '{garbage\n', says: /history\.json is not valid JSON/ },
    { name: 'truncated', text: () => JSON.stringify({ revisions: [revision] }).slice(0, 100), says: /history\.json is not valid JSON/ },
    { name: 'empty', text: () => '', says: /history\.json is not valid JSON/ },
    { name: 'a list', text: () => '[]', says: /history\.json does not match the expected shape[\s\S]*field \(root\)/ },
    { name: 'revisions not a list', text: () => '{"revisions":{}}', says: /field revisions:/ },
    {
      name: 'a revision without its snapshot',
      text: () => JSON.stringify({ revisions: [revision, { ...revision, snapshot: undefined }] }),
      says: /field revisions\.1\.snapshot:/,
    },
    {
      name: 'a revision with no date',
      text: () => JSON.stringify({ revisions: [{ ...revision, at: 'yesterday' }] }),
      says: /field revisions\.0\.at:/,
    },
  ];
  for (const d of damaged) {
    it(`refuses a file that is ${d.name}, naming it, and leaves its bytes alone`, async () => {
      writeFileSync(file(), d.text());
      const error = await checkHistoryFile(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as DataFileError).file).toBe(file());
      expect((error as Error).message).toMatch(d.says);
      expect(readFileSync(file(), 'utf8')).toBe(d.text());
    });
  }
});
