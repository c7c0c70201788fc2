import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../test/harness';
import { DataFileError, DurableJSONFile } from './durable-json-file';

let dir: string;
beforeEach(async () => {
  dir = await tempDir('agent-durable-');
});
afterEach(() => removeDir(dir));

type Doc = { items: string[] };
const parseDoc = (raw: unknown, file: string): Doc => {
  const items = (raw as Doc | null)?.items;
  if (!Array.isArray(items)) throw new DataFileError(file, 'field items: expected a list');
  return { items };
};

describe('DurableJSONFile', () => {
  it('reads null when the file does not exist yet', async () => {
    expect(await new DurableJSONFile(path.join(dir, 'db.json'), parseDoc).read()).toBeNull();
  });

  it('writes owner-only JSON that reads back, leaving no temp file', async () => {
    const file = path.join(dir, 'db.json');
    const adapter = new DurableJSONFile<Doc>(file, parseDoc);
    await adapter.write({ items: ['a', 'b'] });
    await adapter.write({ items: ['c'] });
    expect(await adapter.read()).toEqual({ items: ['c'] });
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(dir)).toEqual(['db.json']);
    // Human-editable: pretty-printed.
    expect(await fs.readFile(file, 'utf8')).toContain('\n  "items"');
  });

  it('names the file when it is not JSON', async () => {
    const file = path.join(dir, 'db.json');
    await fs.writeFile(file, '{"items": [');
    const error = await new DurableJSONFile(file, parseDoc).read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).file).toBe(file);
    expect((error as Error).message).toMatch(new RegExp(`^${file} is not valid JSON`));
  });

  it('passes the parsed JSON through the validator', async () => {
    const file = path.join(dir, 'db.json');
    await fs.writeFile(file, '{"things": []}');
    await expect(new DurableJSONFile(file, parseDoc).read()).rejects.toThrow(`${file} field items: expected a list`);
  });

  it('replaces the file atomically: a concurrent reader sees the old or the new document, never a mix', async () => {
    const file = path.join(dir, 'db.json');
    const adapter = new DurableJSONFile<Doc>(file, parseDoc);
    await adapter.write({ items: ['old'] });
    const big = { items: Array.from({ length: 20_000 }, (_, i) => `entry-${i}`) };
    const writing = adapter.write(big);
    const seen: number[] = [];
    while (seen.length < 50) {
      const text = await fs.readFile(file, 'utf8');
      seen.push((JSON.parse(text) as { items: unknown[] }).items.length);
    }
    await writing;
    expect(seen.every((n) => n === 1 || n === 20_000)).toBe(true);
    expect((await adapter.read())?.items).toHaveLength(20_000);
  });
});
