// The hand-edited seed files are checked on every start, not only when db.json is first created
// from them, so a mistake is reported with its file and field while the edit is fresh.
// Links get the same rules as the admin's editor (domain/url.ts): a seed cannot ship a
// `javascript:` address or a placeholder that is no web address at all.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { invalidStoredLinks } from '../../domain/site-content-schema';
import { linkError, type LinkKind } from '../../domain/url';
import type { z } from 'zod';
import { DataFileError } from './durable-json-file';
import { describeIssues, seedFiles } from './schema';

export type SeedProblem = { file: string; detail: string };

/**
 * A seed that stops a first start. Its message already says what to do (correct the seed, then
 * start again): the remedy for a damaged db.json (restore a backup) does not apply, since a
 * first start has no snapshot, and db.json has not been created.
 */
export class SeedFileError extends DataFileError {
  constructor(file: string, detail: string, options?: { cause?: unknown }) {
    super(file, detail, options);
    this.name = 'SeedFileError';
  }
}

/** What to do about a seed problem, after the lines that name it. */
export function seedRemedy(where: string): string {
  return `\nDATA_DIR/db.json has not been created (a first start makes it from the seed). Correct what is named above in ${where}, then start again.`;
}

/** Record fields that hold a link, by name: any `...Url`/`...url`/`href` string field. */
function linkKindOfField(field: string, parents: string[]): LinkKind | null {
  if (!/(^url$|Url$|^href$)/.test(field)) return null;
  // Pictures may be site paths (/images/..., /uploads/...); other links go to other sites.
  return /image|photo/i.test(field) || parents.some((p) => /photo|image|gallery/i.test(p)) ? 'image' : 'web';
}

/** "field 3.imageUrl: Image URL must be ..." lines for the links in one seed collection. */
export function seedLinkProblems(collection: string, data: unknown): string[] {
  if (collection === 'siteContent' && data && typeof data === 'object' && !Array.isArray(data)) {
    // Checked exactly as written: the seed is copied as it is, and rendered only if it passes.
    const strings = Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
    return invalidStoredLinks(strings).map((p) => `  field ${p.key}: ${p.message}`);
  }
  const lines: string[] = [];
  const walk = (value: unknown, trail: string[]) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...trail, String(i)]));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
        const kind = linkKindOfField(field, trail);
        if (kind && typeof inner === 'string' && inner !== '') {
          const message = linkError(field, kind, inner);
          if (message) lines.push(`  field ${[...trail, field].join('.')}: ${message}`);
        } else walk(inner, [...trail, field]);
      }
    }
  };
  walk(data, []);
  return lines;
}

/**
 * One seed file as the first start and the start-time check both read it: `missing` when the file
 * is absent (a seed may leave a collection out), else its data or the one problem that makes it
 * unusable, worded for "Seed file <path> ...". `error` is the read failure itself, for a caller
 * that rethrows it.
 */
export type SeedRead = { missing: true } | { data: unknown } | { problem: string; error?: Error };

export async function readSeedFile(key: string, full: string, schema: z.ZodType): Promise<SeedRead> {
  let text: string;
  try {
    text = await fs.readFile(full, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { problem: `cannot be read (${(error as Error).message})`, error: error as Error };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: `is not valid JSON (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { problem: `has invalid data:\n${describeIssues(parsed.error)}` };
  const links = seedLinkProblems(key, raw);
  if (links.length > 0) return { problem: `has invalid links:\n${links.join('\n')}` };
  return { data: parsed.data };
}

/** Every problem in the seed files: unreadable JSON, shape errors, bad links. Missing files are fine. */
export async function checkSeedFiles(seedDir: string): Promise<SeedProblem[]> {
  const problems: SeedProblem[] = [];
  for (const [key, { file, schema }] of Object.entries(seedFiles)) {
    const full = path.join(seedDir, file);
    const read = await readSeedFile(key, full, schema);
    if ('problem' in read) problems.push({ file: full, detail: read.problem });
  }
  return problems;
}

/**
 * With a data file already in place the seed is not used, so a problem does not stop the start:
 * it is reported, with a reminder of when seed edits take effect.
 */
export async function reportSeedProblems(seedDir: string, warn: (message: string) => void = console.warn): Promise<SeedProblem[]> {
  const problems = await checkSeedFiles(seedDir);
  for (const p of problems) {
    warn(`Seed file ${p.file} ${p.detail}\n  (The seed is only read when a new data directory is created; fix it before you re-seed.)`);
  }
  return problems;
}
