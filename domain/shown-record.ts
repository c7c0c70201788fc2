// A public record as a page shows it: without the bookkeeping only the admin panel needs (its
// version for conflict checks, its creation and change times). The home page's server render
// embeds its reviews and sales in this form. Plain TypeScript (no zod): the home page bundle uses it.

const BOOKKEEPING = new Set(['version', 'createdAt', 'updatedAt']);

export type Shown<T> = Omit<T, 'version' | 'createdAt' | 'updatedAt'>;

export function withoutBookkeeping<T extends object>(record: T): Shown<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !BOOKKEEPING.has(key))) as Shown<T>;
}
