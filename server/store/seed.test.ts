// The hand-edited seed is what a new install shows: it must load, and its pictures must exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesFilters, publicStatus } from '../../domain/property';
import { contentKeys } from '../../domain/site-content';
import { projectRoot } from '../env';
import { seedFiles } from './schema';

const read = (file: string) => JSON.parse(readFileSync(path.join(projectRoot, 'data', 'seed', file), 'utf8'));

describe('seed data', () => {
  it('every seed file is valid against the domain schemas', () => {
    for (const { file, schema } of Object.values(seedFiles)) expect(schema.safeParse(read(file)).success, file).toBe(true);
  });

  it('site content has real copy for every public key', () => {
    const content = read('site-content.json');
    for (const key of contentKeys) expect(String(content[key] ?? '').trim(), key).not.toBe('');
  });

  it('listings cover every status and region, and every image ships with the repo', () => {
    const properties = read('properties.json') as { id: string; status: string; location: string; imageUrl: string }[];
    expect(properties.length).toBeGreaterThanOrEqual(8);
    expect(new Set(properties.map((p) => publicStatus(p.status)))).toEqual(new Set(['Available', 'Under Contract', 'Sold']));
    for (const region of ['maryland', 'dc', 'virginia'] as const)
      expect(properties.filter((p) => matchesFilters(p, 'all', region)).length, region).toBeGreaterThan(0);
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
    for (const p of properties) expect(existsSync(path.join(projectRoot, 'public', p.imageUrl)), p.imageUrl).toBe(true);
  });

  it('has at least 8 testimonials and the 12 Baltimore-area sold rows from 2013 to 2018', () => {
    expect(read('testimonials.json').length).toBeGreaterThanOrEqual(8);
    const sold = read('sold-records.json') as { saleDate: string; salePrice: number; property: string }[];
    expect(sold).toHaveLength(12);
    for (const row of sold) {
      expect(Number(row.saleDate.slice(0, 4))).toBeGreaterThanOrEqual(2013);
      expect(Number(row.saleDate.slice(0, 4))).toBeLessThanOrEqual(2018);
      expect(row.property).toMatch(/, MD \d{5}$/);
    }
    expect(Math.min(...sold.map((r) => r.salePrice))).toBe(6209);
    expect(Math.max(...sold.map((r) => r.salePrice))).toBe(735000);
  });
});
