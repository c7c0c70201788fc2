// Text arriving in a request is made well-formed before anything reads it: a lone UTF-16
// surrogate ("\ud800" in a JSON body) is a string JavaScript can hold but not encode, so a
// listing titled with one would make every later render of its page fail (encodeURIComponent
// throws on it) and the page would reach visitors blank. Each lone surrogate becomes U+FFFD,
// the replacement character, as any UTF-8 encoder would write it.

/**
 * `value` with every string in it well-formed (changed in place); other values as they are. Keys
 * are left alone: every schema drops the keys it does not know.
 */
export function wellFormedStrings<T>(value: T): T {
  if (typeof value === 'string') return (value.isWellFormed() ? value : value.toWellFormed()) as T;
  if (Array.isArray(value)) {
    const list: unknown[] = value;
    for (let i = 0; i < list.length; i++) list[i] = wellFormedStrings(list[i]);
    return value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = wellFormedStrings(record[key]);
  }
  return value;
}

/** A JSON.parse reviver doing the same, value by value (express.json's `reviver` option). */
export function wellFormedReviver(key: string, value: unknown): unknown {
  return typeof value === 'string' && !value.isWellFormed() ? value.toWellFormed() : value;
}
