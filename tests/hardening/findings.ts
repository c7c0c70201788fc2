// Each hardening test writes what it tried and what it found to a JSON file of its own
// (<run folder>/<section>.json); reporter.ts renders them into docs/reliability.md
// after a full run. Lines are printed as they are recorded, so the console shows them too.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One folder per run, created by vitest.hardening.config.ts and handed to the workers through the
 * environment (not test-results/, which every Playwright run empties, and not shared between runs).
 */
export const FINDINGS_DIR = process.env.HARDENING_FINDINGS_DIR ?? path.join(os.tmpdir(), `hardening-findings-${process.ppid}`);

/** The sections of docs/reliability.md, in order. Every one must report for the doc to be rewritten. */
export const SECTIONS = [
  { id: 'crash', title: 'Crash consistency (kill -9 during writes)' },
  { id: 'concurrency', title: 'Concurrent writes' },
  { id: 'data-files', title: 'Corrupt data files, stale temp files, permissions' },
  { id: 'auth', title: 'Authentication, sessions and revocation' },
  { id: 'throttle', title: 'Throttling, client IP and proxies' },
  { id: 'fuzz', title: 'Bad input (property-based fuzzing)' },
  { id: 'limits', title: 'Body limits and content types' },
  { id: 'uploads', title: 'Uploads' },
  { id: 'headers', title: 'Security headers, error bodies and file exposure' },
  { id: 'audit', title: 'Dependency audit' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export type Check = { what: string; tried: string; result: string; held: boolean };
export type SectionFindings = {
  id: SectionId;
  finishedAt: string;
  durationMs: number;
  figures: Record<string, string | number>;
  checks: Check[];
  notes: string[];
};

export class Findings {
  private readonly started = Date.now();
  readonly figures: Record<string, string | number> = {};
  readonly checks: Check[] = [];
  readonly notes: string[] = [];

  constructor(readonly id: SectionId) {}

  /** One row of the report: what was tried, what came back, whether the promise held. */
  check(what: string, tried: string, result: string, held: boolean) {
    this.checks.push({ what, tried, result, held });
    console.log(`[hardening:${this.id}] ${held ? 'HELD' : 'FAILED'} ${what} | tried: ${tried} | found: ${result}`);
    this.save();
    return held;
  }

  figure(name: string, value: string | number) {
    this.figures[name] = value;
    console.log(`[hardening:${this.id}] ${name}: ${value}`);
    this.save();
  }

  note(text: string) {
    this.notes.push(text);
    console.log(`[hardening:${this.id}] note: ${text}`);
    this.save();
  }

  get allHeld() {
    return this.checks.every((c) => c.held);
  }

  get failed() {
    return this.checks.filter((c) => !c.held);
  }

  save() {
    mkdirSync(FINDINGS_DIR, { recursive: true });
    const data: SectionFindings = {
      id: this.id,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - this.started,
      figures: this.figures,
      checks: this.checks,
      notes: this.notes,
    };
    writeFileSync(path.join(FINDINGS_DIR, `${this.id}.json`), JSON.stringify(data, null, 2));
  }
}

/** Statuses as "200 x3, 401 x12" for the report. */
export function tally(statuses: (number | string)[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(String(s), (counts.get(String(s)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s} x${n}`)
    .join(', ');
}
