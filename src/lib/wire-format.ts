// superjson, the wire format of tRPC's answers and of the server render's state, loaded on first
// use rather than with the first script (it is ~3.5 KiB gzip). A page hydrates without it when
// its state holds only JSON values (superjson sends no `meta` then), and the tRPC links wait for
// it before their first call. Only a type import here: a static import would put it back into
// the first chunk.
import type { SuperJSONResult } from 'superjson';

type SuperJSON = (typeof import('superjson'))['default'];

let loaded: SuperJSON | null = null;
let loading: Promise<SuperJSON> | null = null;

export function loadSuperjson(): Promise<SuperJSON> {
  return (loading ??= import('superjson').then((m) => (loaded = m.default)));
}

const isSuperjson = (data: unknown): data is SuperJSONResult => typeof data === 'object' && data !== null && 'json' in data;

/**
 * True when reading this dehydrated state (its JSON text) needs superjson: superjson writes a
 * `"meta":` key only beside a value JSON cannot carry, and a quote inside a string is escaped.
 */
export function stateNeedsSuperjson(stateText: string): boolean {
  return stateText.includes('"meta":');
}

/** A dehydrated query's data: plain JSON as it is, anything else through superjson (loaded first, see entry-client). */
export function deserializeState(data: unknown): unknown {
  if (!isSuperjson(data)) return data;
  if (data.meta === undefined) return data.json;
  if (!loaded) throw new Error('superjson is not loaded');
  return loaded.deserialize(data);
}
