import { describe, expect, it } from 'vitest';
import { newRequestId } from './logger';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('gives every request its own UUID-shaped id, none the substring of another', () => {
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_SHAPE);
    // Finding a request's log line by its id must not also find another request's.
    expect(new Set(ids.map((id) => id.length)).size).toBe(1);
  });
});
