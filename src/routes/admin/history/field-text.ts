// How a record's fields read in its revision history and its conflict view: the agent sees the
// names and values of the form, not the stored keys ("hoaMonthly") or JSON.

/** How an editor's history words its fields; a field without a label is named from its key. */
export type HistoryFields = {
  labels?: Record<string, string>;
  /** One side of a change as the form shows it (a type's name, a price with its $). */
  values?: Record<string, (value: unknown) => string>;
  /** What changed as one sentence, for a value shown as a whole would be unreadable (a list of photos). */
  summaries?: Record<string, (before: unknown, after: unknown) => string>;
  /** Never listed: they follow another field that is (the cover's URL follows the photos). */
  hidden?: readonly string[];
};

/** "imageUrl" -> "Image url": a readable name for a field without a label of its own. */
export const humanize = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Nothing there: a change from one of these to another is no change the agent could see. */
export const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "photo 2", "photos 2 and 5", "photos 1, 3 and 4" */
function photoNumbers(positions: number[]): string {
  const listed = positions.map(String);
  const last = listed.pop();
  return `${positions.length === 1 ? 'photo' : 'photos'} ${listed.length ? `${listed.join(', ')} and ${last}` : last}`;
}

type StoredPhoto = { url: string; alt?: string };
const photosOf = (v: unknown): StoredPhoto[] =>
  Array.isArray(v) ? v.filter((p): p is StoredPhoto => typeof p === 'object' && p !== null && typeof (p as StoredPhoto).url === 'string') : [];

/** "5 photos: 1 added, cover changed, alt text changed for photo 3" */
export function photosChange(before: unknown, after: unknown): string {
  const was = photosOf(before);
  const now = photosOf(after);
  if (was.length === 0) return count(now.length, 'photo');
  if (now.length === 0) return `No photos (there were ${was.length})`;
  const wasUrls = was.map((p) => p.url);
  const nowUrls = now.map((p) => p.url);
  const added = nowUrls.filter((url) => !wasUrls.includes(url)).length;
  const removed = wasUrls.filter((url) => !nowUrls.includes(url)).length;
  const keptNow = nowUrls.filter((url) => wasUrls.includes(url));
  const keptWas = wasUrls.filter((url) => nowUrls.includes(url));
  const altChanged = now.flatMap((p, i) => {
    const old = was.find((w) => w.url === p.url);
    return old && old.alt !== p.alt ? [i + 1] : [];
  });
  const parts = [
    added ? `${added} added` : '',
    removed ? `${removed} removed` : '',
    wasUrls[0] !== nowUrls[0] ? 'cover changed' : '',
    keptNow.join('\n') !== keptWas.join('\n') ? 'order changed' : '',
    altChanged.length ? `alt text changed for ${photoNumbers(altChanged)}` : '',
  ].filter(Boolean);
  return `${count(now.length, 'photo')}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
