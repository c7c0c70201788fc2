import { describe, expect, it } from 'vitest';
import { CURRENT_DATA_VERSION, DataTooNewError, migrate, migrations, pendingMigrations } from './index';

describe('migration registry', () => {
  it('numbers the steps 2, 3, 4... with no gap, so every file version has exactly one path forward', () => {
    expect(migrations.map((m) => m.to)).toEqual(migrations.map((_, i) => i + 2));
    expect(CURRENT_DATA_VERSION).toBe(migrations.length + 1);
  });

  it('treats a file without a version as version 1 and stamps the current version after migrating', () => {
    const out = migrate({ properties: [] });
    expect(out.version).toBe(CURRENT_DATA_VERSION);
  });

  it('refuses a data file newer than the code', () => {
    expect(() => pendingMigrations({ version: CURRENT_DATA_VERSION + 1 })).toThrow(DataTooNewError);
  });

  it('runs nothing on current data and leaves its input untouched', () => {
    const input = { version: 1, properties: [] };
    const copy = structuredClone(input);
    migrate(input);
    expect(input).toEqual(copy);
    expect(pendingMigrations({ version: CURRENT_DATA_VERSION })).toEqual([]);
  });
});

describe('the release-1 data file', () => {
  it('migrates to the current version and then matches the current data shape', async () => {
    const { loadV1Fixture } = await import('./fixture');
    const { dbSchema } = await import('../schema');
    const out = migrate(loadV1Fixture());
    const parsed = dbSchema.safeParse(out);
    expect(parsed.success ? 'ok' : parsed.error.issues.slice(0, 5)).toBe('ok');
    expect(out.version).toBe(CURRENT_DATA_VERSION);
  });
});
