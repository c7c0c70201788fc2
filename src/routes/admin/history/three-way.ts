// A save refused because the record changed elsewhere is merged field by field against the
// values the form started from (its base): a field only this form changed takes the form's value,
// a field only the other save changed keeps that save's value, and only a field both changed to
// different values is a clash for the agent to look at. Without a base (a draft kept by an older
// release) every field that differs counts as a clash, as the form cannot tell who changed it.
import { isBlank } from './field-text';

type Values = Record<string, unknown>;

/** Combines a field both sides changed (the photo list), instead of taking this form's value whole. */
export type FieldMerger = (base: unknown, mine: unknown, theirs: unknown) => unknown;

type ThreeWay = {
  /** The latest version with this form's changes applied; a clash takes this form's value (or the merger's). */
  merged: Values;
  /** Changed in both places to different values. */
  clashes: string[];
  /** Changed only in this form: saved from it. */
  mineOnly: string[];
  /** Changed only elsewhere: kept as saved there. */
  theirsOnly: string[];
};

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue((a as Values)[k], (b as Values)[k]));
  }
  return false;
}

export function threeWay(base: Values | null, mine: Values, theirs: Values, mergers: Record<string, FieldMerger> = {}): ThreeWay {
  const merged: Values = { ...theirs };
  const result: ThreeWay = { merged, clashes: [], mineOnly: [], theirsOnly: [] };
  for (const field of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const m = mine[field];
    const t = theirs[field];
    const mineChanged = base ? !sameValue(m, base[field]) : !sameValue(m, t);
    const theirsChanged = base ? !sameValue(t, base[field]) : mineChanged;
    if (!mineChanged) {
      if (theirsChanged) result.theirsOnly.push(field);
    } else if (!theirsChanged) {
      merged[field] = m;
      result.mineOnly.push(field);
    } else if (!sameValue(m, t)) {
      const merge = mergers[field];
      merged[field] = merge ? merge(base?.[field], m, t) : m;
      result.clashes.push(field);
    }
  }
  return result;
}

type Photo = { url: string } & Values;
const photoList = (v: unknown): Photo[] =>
  Array.isArray(v) ? v.filter((p): p is Photo => typeof p === 'object' && p !== null && typeof (p as Photo).url === 'string') : [];

/**
 * Two edits of one gallery, photo by photo (a photo is its URL): a photo removed on either side
 * stays removed, one added on either side is kept, a photo's alt text (or size) is this form's
 * where this form changed it and the other save's otherwise. The order is this form's when it
 * moved photos (or put a new one anywhere but the end), else the other save's; photos added on
 * the side whose order is not used follow at the end, in their own order.
 */
export const mergePhotos: FieldMerger = (baseValue, mineValue, theirsValue) => {
  const base = photoList(baseValue);
  const mine = photoList(mineValue);
  const theirs = photoList(theirsValue);
  const baseUrls = base.map((p) => p.url);
  const mineUrls = mine.map((p) => p.url);
  const theirUrls = theirs.map((p) => p.url);
  const removed = new Set(baseUrls.filter((url) => !mineUrls.includes(url) || !theirUrls.includes(url)));
  const kept = baseUrls.filter((url) => mineUrls.includes(url));
  const mineAdded = mineUrls.filter((url) => !baseUrls.includes(url));
  const mineArranged = mineUrls.join('\n') !== [...kept, ...mineAdded].join('\n');
  const [lead, follow] = mineArranged ? [mineUrls, theirUrls] : [theirUrls, mineUrls];
  const urls = [...lead, ...follow.filter((url) => !lead.includes(url))].filter((url) => !removed.has(url));
  return urls.map((url) => {
    const b = base.find((p) => p.url === url);
    const m = mine.find((p) => p.url === url);
    const t = theirs.find((p) => p.url === url);
    if (m && t) return b && sameValue(m, b) ? t : m;
    return (m ?? t)!;
  });
};
