import { describe, expect, it } from 'vitest';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './005-versions-and-audit';

const before = () => migrate(loadV1Fixture(), 4);
type Rows = Record<string, unknown>[];

describe('migration 5: versions, two-factor fields, session details', () => {
  it('gives every property, testimonial and sold record version 1 and every stored content key a version', () => {
    const input = before();
    const out = migration.up(input);
    for (const name of ['properties', 'testimonials', 'soldRecords']) {
      const rows = out[name] as Rows;
      expect(rows.length).toBe((input[name] as Rows).length);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.version === 1)).toBe(true);
    }
    const keys = Object.keys(input.siteContent as object);
    expect(Object.keys(out.siteContentVersions as object).sort()).toEqual(keys.sort());
    expect(Object.values(out.siteContentVersions as object).every((v) => v === 1)).toBe(true);
  });

  it('adds two-factor fields (off) to the admin account and device, IP and last seen to sessions', () => {
    const input = before();
    (input.admin as { sessions: unknown[] }).sessions = [
      { id: 'a'.repeat(64), createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' },
    ];
    const admin = migration.up(input).admin as Record<string, unknown>;
    expect(admin.twoFactor).toBeNull();
    expect(admin.twoFactorPending).toBeNull();
    expect(admin.sessions).toEqual([
      {
        id: 'a'.repeat(64),
        createdAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-12-04T10:00:00.000Z',
        device: '',
        ip: '',
        lastSeenAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  it('leaves data that already has the new fields as it is, and does not touch its input', () => {
    const once = migration.up(before());
    const rows = once.properties as Rows;
    rows[0] = { ...rows[0], version: 7 };
    (once.siteContentVersions as Record<string, number>).hero_title = 3;
    const copy = structuredClone(once);
    const twice = migration.up(once);
    expect(twice).toEqual(copy);
    expect(once).toEqual(copy);
  });

  it('produces data the current schema accepts', async () => {
    const { dbSchema } = await import('../schema');
    const parsed = dbSchema.safeParse(migrate(loadV1Fixture()));
    expect(parsed.success ? 'ok' : parsed.error.issues.slice(0, 3)).toBe('ok');
  });
});
