import { describe, expect, it } from 'vitest';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './007-spam-folder';
import { dbSchema } from '../schema';

const v6 = () => migrate(loadV1Fixture(), 6);

describe('migration 7: spam folder and one-line fields', () => {
  it('keeps every existing lead in the inbox and the data otherwise unchanged', () => {
    const before = v6();
    const after = migration.up(structuredClone(before));
    expect(after.contactMessages).toEqual(before.contactMessages);
    for (const lead of after.contactMessages as { spam?: unknown }[]) expect(lead.spam).toBeUndefined();
    expect(dbSchema.safeParse({ ...after, version: 7 }).success).toBe(true);
  });

  it('turns line breaks in one-line fields into spaces and leaves multi-line fields alone', () => {
    const before = v6();
    const messages = before.contactMessages as Record<string, unknown>[];
    messages[0] = { ...messages[0], name: 'Jane\r\nDoe', phone: '555\t0100', message: 'Line one\nLine two' };
    const after = migration.up(before);
    const lead = (after.contactMessages as Record<string, unknown>[])[0]!;
    expect(lead.name).toBe('Jane Doe');
    expect(lead.phone).toBe('555 0100');
    expect(lead.message).toBe('Line one\nLine two');
    expect(dbSchema.safeParse({ ...after, version: 7 }).success).toBe(true);
  });

  it('tolerates data that already has spam marks, dropping only malformed ones', () => {
    const before = v6();
    const messages = before.contactMessages as Record<string, unknown>[];
    const good = { reason: 'honeypot', at: '2026-11-01T10:00:00.000Z' };
    messages.push({ ...messages[0], id: 'spam-1', spam: good }, { ...messages[0], id: 'spam-2', spam: 'yes' });
    const after = migration.up(before);
    const rows = after.contactMessages as Record<string, unknown>[];
    expect(rows.find((r) => r.id === 'spam-1')?.spam).toEqual(good);
    expect(rows.find((r) => r.id === 'spam-2')).not.toHaveProperty('spam');
    expect(migration.up(after)).toEqual(after);
  });
});
