// npm audit of the production dependencies. The registry may not offer the audit endpoint (or
// any network) where this runs; that is recorded as "not verified", never as a pass.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Findings } from './findings';
import { projectRoot } from './harness';

const findings = new Findings('audit');

function npm(args: string[], timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', args, { cwd: projectRoot, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

// The parts of `npm audit --json` and `npm ls --json` read here; an answer without them is no report.
const counts = z.object({ info: z.number(), low: z.number(), moderate: z.number(), high: z.number(), critical: z.number() });
const auditReport = z.object({
  metadata: z.object({ vulnerabilities: counts.optional() }).optional(),
  vulnerabilities: z.record(z.string(), z.object({ severity: z.string() })).optional(),
  message: z.string().optional(),
});
const dependencyList = z.object({ dependencies: z.record(z.string(), z.object({ version: z.string().optional() })) });

describe('dependency audit', () => {
  it('npm audit --omit=dev reports no high or critical advisory (when the registry can answer)', async () => {
    const command = 'npm audit --omit=dev --audit-level=high';
    const result = await npm(['audit', '--omit=dev', '--audit-level=high', '--json'], 90_000);
    let report: z.infer<typeof auditReport> = {};
    try {
      report = auditReport.parse(JSON.parse(result.stdout));
    } catch {
      report = {};
    }
    const counts = report.metadata?.vulnerabilities;
    const installed = await npm(['ls', '--omit=dev', '--depth=0', '--json'], 60_000);
    let direct = '';
    try {
      const deps = dependencyList.parse(JSON.parse(installed.stdout)).dependencies;
      direct = Object.entries(deps)
        .map(([name, d]) => `${name}@${d.version ?? 'missing'}`)
        .join(', ');
    } catch {
      direct = 'could not list';
    }
    findings.figure('production dependencies audited (direct)', direct);

    if (!counts) {
      const why =
        report.message ?? (result.stderr.split('\n').find((l) => /error|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNREFUSED/i.test(l)) || 'no answer');
      findings.figure('result', `not verified: the registry did not answer the audit request (${why.trim()})`);
      findings.note(
        `\`${command}\` got no audit report on the machine that ran this suite (${why.trim()}), so the advisory check is unverified here, not passed. Run the command where the npm registry's audit endpoint is reachable to verify.`,
      );
      return;
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    findings.figure(
      'advisories',
      `critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low}, info ${counts.info}`,
    );
    const held = counts.high === 0 && counts.critical === 0;
    findings.check('no high or critical advisory', command, held ? 'none' : serious.join(', '), held);
    expect(serious).toEqual([]);
  });
});
