import { describe, expect, it } from 'vitest';
import { loadV1Fixture } from './fixture';
import { migrate } from './index';
import { migration } from './008-direction-controls';
import { dbSchema } from '../schema';

const v7 = () => migrate(loadV1Fixture(), 7);

describe('migration 8: one-line fields without text-direction controls', () => {
  it('leaves data without them unchanged', () => {
    const before = v7();
    const after = migration.up(structuredClone(before));
    expect(after).toEqual(before);
    expect(dbSchema.safeParse({ ...after, version: 8 }).success).toBe(true);
  });

  it('removes them from one-line fields, keeps right-to-left text and leaves multi-line fields alone', () => {
    const before = v7();
    const messages = before.contactMessages as Record<string, unknown>[];
    messages[0] = { ...messages[0], name: 'Dana \u202eCohen\u202c', phone: '410\u2066555\u20690100', message: 'See \u202eattached\u202c' };
    const properties = before.properties as Record<string, unknown>[];
    properties[0] = { ...properties[0], title: 'בית \u2067Townhouse\u2069 ליד' };
    const after = migration.up(before);
    const lead = (after.contactMessages as Record<string, unknown>[])[0]!;
    expect(lead.name).toBe('Dana Cohen');
    expect(lead.phone).toBe('4105550100');
    expect(lead.message).toBe('See \u202eattached\u202c');
    expect((after.properties as Record<string, unknown>[])[0]!.title).toBe('בית Townhouse ליד');
    expect(dbSchema.safeParse({ ...after, version: 8 }).success).toBe(true);
    expect(migration.up(after)).toEqual(after);
  });
});
