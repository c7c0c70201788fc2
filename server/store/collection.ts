// One repository shape for every list in the store: list, get, insert, update, remove.
import { randomUUID } from 'node:crypto';
import type { Db } from './schema';
import type { Store } from './store';

type Collections = {
  [K in keyof Db]: Db[K] extends Array<infer R> ? (R extends { id: string } ? K : never) : never;
}[keyof Db];

type Row<K extends Collections> = (Db[K] extends Array<infer R> ? R : never) & { id: string };
type Stamp = 'id' | 'createdAt' | 'updatedAt';

export function collection<K extends Collections>(store: Store, name: K) {
  const rows = (db: Readonly<Db>) => db[name] as unknown as Row<K>[];
  return {
    list: (): Row<K>[] => rows(store.read()),
    get: (id: string): Row<K> | undefined => rows(store.read()).find((r) => r.id === id),
    insert: (data: Omit<Row<K>, Stamp>): Promise<Row<K>> =>
      store.mutate((db) => {
        const now = new Date().toISOString();
        const row = { ...data, id: randomUUID(), createdAt: now, updatedAt: now } as unknown as Row<K>;
        rows(db).push(row);
        return row;
      }),
    update: (id: string, data: Partial<Omit<Row<K>, Stamp>>): Promise<Row<K> | null> =>
      store.mutate((db) => {
        const list = rows(db);
        const index = list.findIndex((r) => r.id === id);
        if (index === -1) return null;
        const row = { ...(list[index] as object), ...data, id, updatedAt: new Date().toISOString() } as unknown as Row<K>;
        list[index] = row;
        return row;
      }),
    remove: (id: string): Promise<boolean> =>
      store.mutate((db) => {
        const list = rows(db);
        const index = list.findIndex((r) => r.id === id);
        if (index === -1) return false;
        list.splice(index, 1);
        return true;
      }),
  };
}
