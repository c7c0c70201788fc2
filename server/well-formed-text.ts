// Text arriving in a request is made well-formed before anything reads it: a lone UTF-16
// surrogate ("\ud800" in a JSON body) is a string JavaScript can hold but not encode, so a
// listing titled with one would make every later render of its page fail (encodeURIComponent
// throws on it) and the page would reach visitors blank. Each lone surrogate becomes U+FFFD,
// the replacement character, as any UTF-8 encoder would write it.
//
// Control characters (C0, DEL and C1) other than tab, line feed and carriage return are dropped
// from request text too: they never mean anything in a name, a message or a title, and JSON
// stores each as a six-byte escape, so a message of them grew the data file six times as fast
// as any real text.

/**
 * `value` with every string in it well-formed (changed in place); other values as they are. Keys
 * are left alone: every schema drops the keys it does not know.
 */
export function wellFormedStrings<T>(value: T): T {
  return mapStrings(value, (text) => (text.isWellFormed() ? text : text.toWellFormed()));
}

/** `value` with `fix` applied to every string in it, through arrays and plain objects (changed in place). */
function mapStrings<T>(value: T, fix: (text: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) {
    const list: unknown[] = value;
    for (let i = 0; i < list.length; i++) list[i] = mapStrings(list[i], fix);
    return value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = mapStrings(record[key], fix);
  }
  return value;
}

/** Every control character except tab, line feed and carriage return. */
const CONTROL = /[^\P{Cc}\t\n\r]/gu;

/** `text` well-formed and without control characters other than tab, line feed and carriage return. */
export function cleanText(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed();
  return wellFormed.replace(CONTROL, '');
}

/** `value` as a request carries it, with every string in it cleaned (`cleanText`, changed in place). */
export function cleanRequestText<T>(value: T): T {
  return mapStrings(value, cleanText);
}

/** A JSON.parse reviver doing `cleanText`, value by value (express.json's `reviver` option). */
export function requestTextReviver(key: string, value: unknown): unknown {
  return typeof value === 'string' ? cleanText(value) : value;
}
