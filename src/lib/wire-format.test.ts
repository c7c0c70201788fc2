import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { deserializeState, loadSuperjson, stateNeedsSuperjson } from './wire-format';

const stateOf = (...data: unknown[]) => ({ queries: data.map((d) => ({ state: { data: superjson.serialize(d) } })) });
const text = (state: unknown) => JSON.stringify(state);

describe('the server state without superjson', () => {
  it('reads plain JSON data as it is, and says superjson is not needed', () => {
    // A quote in a text (here a review) is escaped in the JSON: it cannot look like superjson's key.
    const state = stateOf({ title: 'Cape', price: 500000, quote: 'She said "meta": fine' }, ['a', 'b']);
    expect(stateNeedsSuperjson(text(state))).toBe(false);
    expect(state.queries.map((q) => deserializeState(q.state.data))).toEqual([
      { title: 'Cape', price: 500000, quote: 'She said "meta": fine' },
      ['a', 'b'],
    ]);
  });

  it('asks for superjson when a value is not plain JSON, and gives it back as it was sent once loaded', async () => {
    const when = new Date('2026-03-14T17:00:00Z');
    const state = stateOf({ title: 'Cape' }, { when });
    expect(stateNeedsSuperjson(text(state))).toBe(true);
    await loadSuperjson();
    const read = deserializeState(state.queries[1]!.state.data) as { when: Date };
    expect(read.when).toBeInstanceOf(Date);
    expect(read.when.getTime()).toBe(when.getTime());
  });
});
