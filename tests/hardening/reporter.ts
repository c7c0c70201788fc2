// Vitest reporter for the hardening run: clears the previous findings when the run starts and,
// when it ends, renders docs/reliability.md from the findings plus each test's outcome (a test
// can fail even when every recorded check held, e.g. on a timeout, and the document must say so).
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { FINDINGS_DIR } from './findings';
import { format, resolveConfig } from 'prettier';
import { DOC, renderDoc, type TestOutcome } from './render';

export default class HardeningReporter implements Reporter {
  private started = Date.now();
  private load = 0;

  onTestRunStart() {
    this.started = Date.now();
    this.load = os.loadavg()[0] ?? 0;
    rmSync(FINDINGS_DIR, { recursive: true, force: true });
    mkdirSync(FINDINGS_DIR, { recursive: true });
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const before = modifiedAt(DOC);
    const outcomes: TestOutcome[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        outcomes.push({
          file: path.basename(module.moduleId),
          name: test.fullName,
          state: result.state,
          error: result.state === 'failed' ? (result.errors?.[0]?.message ?? 'failed').split('\n')[0]!.slice(0, 300) : undefined,
        });
      }
    }
    console.log(`[hardening] ${renderDoc(Date.now() - this.started, outcomes, this.load)}`);
    // The document is committed and `npm test` checks formatting first: write it as Prettier would.
    if (modifiedAt(DOC) !== before) writeFileSync(DOC, await format(readFileSync(DOC, 'utf8'), { ...(await resolveConfig(DOC)), filepath: DOC }));
    rmSync(FINDINGS_DIR, { recursive: true, force: true });
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
