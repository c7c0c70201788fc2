// Fixtures of each released data version, for migration tests: a step's test starts from the
// file the previous release wrote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawDb } from './types';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** data/db.json as written by release 1 (seed data, an admin account and one contact message). */
export function loadV1Fixture(): RawDb {
  return JSON.parse(readFileSync(path.join(dir, 'v1.json'), 'utf8')) as RawDb;
}
