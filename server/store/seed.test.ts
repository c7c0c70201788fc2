// The hand-edited seed is what a new install shows: it must load, and its pictures must exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesFilters, publicStatus } from '../../domain/property';
import { contentDefaults, contentKeys } from '../../domain/site-content';
import { computeStats, type StatsSettings } from '../../domain/stats';
import { projectRoot } from '../env';
import { seedFiles } from './schema';

const read = <T = unknown>(file: string) => JSON.parse(readFileSync(path.join(projectRoot, 'data', 'seed', file), 'utf8')) as T;

describe('seed data', () => {
  it('every seed file is valid against the domain schemas', () => {
    for (const { file, schema } of Object.values(seedFiles)) expect(schema.safeParse(read(file)).success, file).toBe(true);
  });

  it('site content has real copy for every public key', () => {
    const content = read<Record<string, string | undefined>>('site-content.json');
    // Keys whose built-in default is blank are optional (e.g. a stated rating summary).
    for (const key of contentKeys.filter((k) => contentDefaults[k] !== '')) expect(String(content[key] ?? '').trim(), key).not.toBe('');
  });

  it('listings cover every status and region, and every image ships with the repo', () => {
    const properties = read<{ id: string; status: string; location: string; imageUrl: string }[]>('properties.json');
    expect(properties.length).toBeGreaterThanOrEqual(8);
    expect(new Set(properties.map((p) => publicStatus(p.status)))).toEqual(new Set(['Available', 'Under Contract', 'Sold']));
    for (const region of ['maryland', 'dc', 'virginia'] as const)
      expect(properties.filter((p) => matchesFilters(p, 'all', region)).length, region).toBeGreaterThan(0);
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
    for (const p of properties) expect(existsSync(path.join(projectRoot, 'public', p.imageUrl)), p.imageUrl).toBe(true);
  });

  it('has at least 8 testimonials and a sold track record across the DMV from 2013 on', () => {
    expect(read<unknown[]>('testimonials.json').length).toBeGreaterThanOrEqual(8);
    const sold = read<{ saleDate: string; salePrice: number; property: string }[]>('sold-records.json');
    expect(sold.length).toBeGreaterThanOrEqual(12);
    for (const row of sold) {
      expect(Number(row.saleDate.slice(0, 4))).toBeGreaterThanOrEqual(2013);
      expect(row.property).toMatch(/, (MD|DC|VA) \d{5}$/);
    }
    expect(new Set(sold.map((r) => (r as unknown as { id: string }).id)).size).toBe(sold.length);
  });

  it('every listing seeded as Sold is in the sold track record, at its price', () => {
    // Matched as the admin's "Add to sold track record" matches (add-to-track-record.tsx): by the
    // address with case, spaces and punctuation ignored. Otherwise a visitor sees a Sold badge on a
    // home the track record and the statistics leave out.
    const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    const sold = read<{ property: string; salePrice: number }[]>('sold-records.json');
    const soldListings = read<{ address: string; price: number; status: string }[]>('properties.json').filter(
      (p) => publicStatus(p.status) === 'Sold',
    );
    expect(soldListings.length).toBeGreaterThan(0);
    for (const listing of soldListings) {
      const record = sold.find((r) => squash(r.property) === squash(listing.address));
      expect(record, listing.address).toBeDefined();
      expect(record?.salePrice, listing.address).toBe(listing.price);
    }
  });

  it('the computed statistics match the figures a fresh install has always stated', () => {
    const sold = read<Parameters<typeof computeStats>[0]>('sold-records.json');
    const stats = computeStats(sold, read<StatsSettings>('stats.json'), new Date('2026-11-25T12:00:00Z'));
    expect(stats).toMatchObject({
      totalTransactions: 240,
      salesVolume: 123_600_000,
      averagePrice: 515_000,
      minPrice: 127_000,
      maxPrice: 960_000,
      neighborhoods: 17,
      yearsExperience: 16,
      stated: [],
    });
  });
});
