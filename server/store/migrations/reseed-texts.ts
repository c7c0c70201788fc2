import type { RawDb } from './types';

/** Key: [the text seeded before, the text seeded now]. */
export type ReseededTexts = Record<string, readonly [string, string]>;

/**
 * `data` with each site-content text that is still exactly as seeded before replaced by the text
 * seeded now. A text the agent has written is theirs and stays as it is.
 */
export function reseedTexts(data: RawDb, texts: ReseededTexts): RawDb {
  const content = data.siteContent;
  if (!content || typeof content !== 'object') return data;
  const next: Record<string, unknown> = { ...(content as Record<string, unknown>) };
  for (const [key, [before, now]] of Object.entries(texts)) if (next[key] === before) next[key] = now;
  return { ...data, siteContent: next };
}
