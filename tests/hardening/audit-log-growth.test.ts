// The audit log against a flood of throttled sign-ins and against a month file larger than one
// string can hold (findings 2 of the robustness probe): the real server over HTTP.
import { promises as fs } from 'node:fs';
import { constants } from 'node:buffer';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { client, login, makeSandbox, request, ServerProcess, type Session } from './harness';

const sandbox = makeSandbox('audit-growth');
let server: ServerProcess;
let sessions: Session[];

beforeAll(async () => {
  server = await ServerProcess.start({ sandbox });
  // Signed in before the flood uses up this address's attempts (every request comes from 127.0.0.1).
  sessions = [await login(server.url), await login(server.url)];
});
afterAll(async () => {
  await server?.stop();
  sandbox.remove();
});

const auditDir = () => path.join(sandbox.dataDir, 'audit');
/** Entries in the audit log's month files (one JSON line each). */
async function auditEntries(): Promise<number> {
  let total = 0;
  for (const name of await fs.readdir(auditDir())) total += (await fs.readFile(path.join(auditDir(), name), 'utf8')).split('\n').length - 1;
  return total;
}
const entries = z.array(z.looseObject({ id: z.string(), type: z.string(), details: z.record(z.string(), z.unknown()).optional() }));

/** Keep-alive POST loops, as the probe's flood.mjs: `connections` at once for `seconds`. */
async function flood(pathname: string, body: string, seconds: number, connections: number, userAgent: string) {
  const { port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + seconds * 1000;
  const counts: Record<string, number> = {};
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'user-agent': userAgent } },
        (res) => {
          counts[res.statusCode ?? 0] = (counts[res.statusCode ?? 0] ?? 0) + 1;
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', () => {
        counts.error = (counts.error ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  return counts;
}

describe('audit log growth', () => {
  it('a sign-in flood from one client adds a few entries, not one per refused attempt', async () => {
    const before = await auditEntries();
    const body = JSON.stringify({ username: 'u'.repeat(100), password: 'x' });
    const counts = await flood('/api/admin/login', body, 5, 20, `Mozilla/5.0 ${'A'.repeat(400)}`);
    const added = (await auditEntries()) - before;
    console.log(`[audit-growth] 5 s, 20 connections: ${JSON.stringify(counts)}; ${added} audit entries added`);
    // Each refused password (the limit's 10) is recorded, then one "throttled" entry stands for
    // all the 429s (and its summary, should the lock end during the flood); before, every one of
    // the thousands of 429s added a line. The bytes this costs are npm run bench:memory's figure.
    expect(counts[429]).toBeGreaterThan(100);
    expect(added).toBeLessThanOrEqual((counts[401] ?? 0) + 2);
    const failures = entries.parse((await client(server.url, sessions[0]).get('/api/admin/audit?type=sign-in.failure&limit=1000')).json());
    expect(failures.filter((e) => e.details?.reason === 'throttled')).toHaveLength(1);
  });

  it('GET /api/admin/audit answers from a month file over 512 MB (newest first), never 500', async () => {
    const [name] = (await fs.readdir(auditDir())).sort().reverse();
    const file = path.join(auditDir(), name!);
    // A sparse hole (no disk used) makes the file larger than the longest string; the next
    // entry is appended after it.
    await fs.truncate(file, 560 * 1024 * 1024);
    expect((await fs.stat(file)).size).toBeGreaterThan(constants.MAX_STRING_LENGTH);
    expect((await client(server.url, sessions[1]).post('/api/admin/logout')).status).toBe(200);

    const admin = client(server.url, sessions[0]);
    const newest = await admin.get('/api/admin/audit?limit=5');
    expect(newest.status).toBe(200);
    expect(entries.parse(newest.json())[0]).toMatchObject({ type: 'sign-out' });
    // All of it: through the 560 MB of damage to the entries before it.
    const all = await request(server.url, '/api/admin/audit?limit=1000', {
      headers: { authorization: `Bearer ${sessions[0]!.token}` },
      timeoutMs: 60_000,
    });
    expect(all.status).toBe(200);
    const list = entries.parse(all.json());
    expect(list[0]).toMatchObject({ type: 'sign-out' });
    expect(list.some((e) => e.details?.reason === 'throttled')).toBe(true);
    expect(list.filter((e) => e.type === 'sign-in.success')).toHaveLength(2);
    expect(server.log).not.toMatch(/Invalid string length|RangeError/);
  });
});
