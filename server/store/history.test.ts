import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../test/harness';
import { historyOf } from './history';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe('history.json', () => {
  it('reads the last complete version and removes the half-written temp file a cut-short write left', async () => {
    const dir = path.dirname(services.store.file);
    const revision = { id: 'r1', type: 'property', recordId: 'p1', action: 'update', at: '2026-11-01T00:00:00.000Z', by: 'admin', data: {} };
    writeFileSync(path.join(dir, 'history.json'), JSON.stringify({ revisions: [revision] }));
    const temp = path.join(dir, '.history.json.tmp');
    writeFileSync(temp, '{"revisions":[{"id":"half');
    expect((await historyOf(services.store).list('property', 'p1')).map((r) => r.id)).toEqual(['r1']);
    expect(existsSync(temp)).toBe(false);
  });
});
