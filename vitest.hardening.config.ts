import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Where the tests leave their findings for the reporter; one folder per run.
const findingsDir = process.env.HARDENING_FINDINGS_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hardening-findings-'));
process.env.HARDENING_FINDINGS_DIR = findingsDir;

// npm run test:hardening: the reliability and security suite (issue 5). Every file starts real
// server processes; two files run at a time so the suite fits a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/hardening/**/*.test.ts'],
    environment: 'node',
    env: { HARDENING_FINDINGS_DIR: findingsDir },
    // The default console output, plus docs/reliability.md rendered from the findings at the end.
    reporters: ['default', './tests/hardening/reporter.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // Findings are printed as they are found; keep them visible.
    silent: false,
  },
});
