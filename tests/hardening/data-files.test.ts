// The data file on disk: a damaged file stops the start without being touched, a stale temp
// file from a crash is ignored and never served, and the files stay owner-only.
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Findings } from './findings';
import { client, login, makeSandbox, rawDbFile, request, type Sandbox, ServerProcess, sha256 } from './harness';

const findings = new Findings('data-files');
const sandboxes: Sandbox[] = [];
afterAll(() => sandboxes.forEach((s) => s.remove()));

/** A sandbox whose db.json was created by a real first start. */
async function initialised(label: string) {
  const sandbox = makeSandbox(label);
  sandboxes.push(sandbox);
  const server = await ServerProcess.start({ sandbox });
  await server.stop();
  return sandbox;
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8).padStart(4, '0');

describe('damaged db.json at start', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = readFileSync((await initialised('seeded')).dbFile);
  });
  const cases: { name: string; damage: (original: Buffer) => Buffer; expect: RegExp }[] = [
    { name: 'truncated to half its size', damage: (b) => b.subarray(0, Math.floor(b.length / 2)), expect: /not valid JSON/ },
    { name: 'truncated to zero bytes', damage: () => Buffer.alloc(0), expect: /not valid JSON/ },
    { name: 'binary garbage', damage: () => Buffer.from([0x00, 0xff, 0x13, 0x37, 0x7b, 0x0a]), expect: /not valid JSON/ },
    {
      name: 'valid JSON with a wrong field (price "cheap")',
      damage: (b) => {
        const db = rawDbFile.parse(JSON.parse(b.toString()));
        db.properties[0]!.price = 'cheap';
        return Buffer.from(JSON.stringify(db, null, 2));
      },
      expect: /does not match the expected data shape[\s\S]*properties\.0\.price/,
    },
  ];

  for (const c of cases) {
    it(`refuses to start with db.json ${c.name}, leaving its bytes untouched`, async () => {
      const sandbox = makeSandbox('corrupt');
      sandboxes.push(sandbox);
      mkdirSync(sandbox.dataDir, { mode: 0o700 });
      writeFileSync(sandbox.dbFile, c.damage(original), { mode: 0o600 });
      const before = sha256(readFileSync(sandbox.dbFile));
      const server = await ServerProcess.spawn({ sandbox });
      const code = await server.waitExit(30_000);
      if (server.running) await server.kill9();
      const after = sha256(readFileSync(sandbox.dbFile));
      const message = server.log
        .slice(Math.max(0, server.log.indexOf('Cannot start')))
        .split('\n')
        .slice(0, 2)
        .join(' ')
        .trim();
      const namesFile = server.log.includes(sandbox.dbFile);
      const held = code !== null && code !== 0 && namesFile && c.expect.test(server.log) && before === after && !/\n\s+at /.test(server.log);
      findings.check(
        `db.json ${c.name}`,
        'start the server on it',
        `exit code ${code}; "${message.slice(0, 220)}"; bytes ${before === after ? 'unchanged' : 'CHANGED'}`,
        held,
      );
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(namesFile).toBe(true);
      expect(server.log).toMatch(c.expect);
      expect(server.log).toContain('npm run restore -- <archive>');
      expect(server.log).not.toMatch(/\n\s+at /);
      expect(after).toBe(before);
    });
  }
});

describe('stale temp file from a crash', () => {
  it('is ignored, removed and never served', async () => {
    const sandbox = await initialised('stale-tmp');
    const marker = 'STALE-TEMP-MARKER-9f81c2';
    const db = rawDbFile.parse(JSON.parse(readFileSync(sandbox.dbFile, 'utf8')));
    db.siteContent.hero_title = marker;
    db.contactMessages.push({
      id: 'stale-temp-lead',
      name: marker,
      email: 'stale@example.com',
      phone: '410-555-0100',
      subject: 'other',
      message: marker,
      createdAt: new Date().toISOString(),
    });
    const temp = path.join(sandbox.dataDir, '.db.json.tmp');
    // Half a write, as a crash between write and rename leaves it.
    const text = JSON.stringify(db, null, 2);
    writeFileSync(temp, text.slice(0, Math.floor(text.length * 0.8)));
    const server = await ServerProcess.start({ sandbox });
    try {
      const session = await login(server.url);
      const admin = client(server.url, { token: session.token });
      const paths = [
        '/api/site-content',
        '/api/admin/contact-messages',
        '/api/admin/content',
        '/.db.json.tmp',
        '/data/.db.json.tmp',
        '/data/db.json',
        '/uploads/.db.json.tmp',
        '/uploads/../data/.db.json.tmp',
        '/uploads/%2e%2e/data/.db.json.tmp',
        '/%2e%2e/data/.db.json.tmp',
        '/api/../data/.db.json.tmp',
      ];
      const leaks: string[] = [];
      for (const p of paths) {
        const res = p.startsWith('/api/admin') ? await admin.get(p) : await request(server.url, p);
        if (res.text.includes(marker)) leaks.push(`${p} -> ${res.status}`);
      }
      const removed = !existsSync(temp);
      findings.check(
        'stale .db.json.tmp ignored',
        `a half-written temp file holding a marker beside a valid db.json; fetched ${paths.length} URLs (${paths.join(' ')})`,
        `${leaks.length ? `marker served at ${leaks.join(', ')}` : 'marker never served'}; temp file ${removed ? 'removed at start' : 'still there'}`,
        leaks.length === 0 && removed,
      );
      expect(leaks).toEqual([]);
      expect(removed).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('permissions', () => {
  it('DATA_DIR is 0700, db.json and .session-secret 0600, also after writes and when they were looser before', async () => {
    const sandbox = makeSandbox('perms');
    sandboxes.push(sandbox);
    const secret = path.join(sandbox.dataDir, '.session-secret');
    const modes = () => `dir ${mode(sandbox.dataDir)}, db.json ${mode(sandbox.dbFile)}, .session-secret ${mode(secret)}`;
    const ok = () => mode(sandbox.dataDir) === '0700' && mode(sandbox.dbFile) === '0600' && mode(secret) === '0600';

    let server = await ServerProcess.start({ sandbox });
    const fresh = modes();
    const freshOk = ok();
    const admin = client(server.url, { token: (await login(server.url)).token });
    await admin.put('/api/admin/content/hero_title', { value: 'Permissions check' });
    await client(server.url).post('/api/contact/formcarry', {
      name: 'Perm',
      email: 'perm@example.com',
      phone: '410-555-0100',
      subject: 'other',
      message: 'perm',
    });
    const afterWrites = modes();
    const afterWritesOk = ok();
    await server.stop();

    // An operator restored a backup with loose permissions.
    chmodSync(sandbox.dataDir, 0o755);
    chmodSync(sandbox.dbFile, 0o644);
    chmodSync(secret, 0o644);
    const loosened = modes();
    server = await server.restart();
    await client(server.url, { token: (await login(server.url)).token }).put('/api/admin/content/hero_title', { value: 'After restore' });
    const afterRestore = modes();
    const afterRestoreOk = ok();
    await server.stop();

    findings.check('owner-only on first start', 'fresh DATA_DIR', fresh, freshOk);
    findings.check('owner-only after writes', 'login, content edit, contact message', afterWrites, afterWritesOk);
    findings.check('tightened again after a loose restore', `restart after chmod to ${loosened}, then a write`, afterRestore, afterRestoreOk);
    expect(freshOk).toBe(true);
    expect(afterWritesOk).toBe(true);
    expect(afterRestoreOk).toBe(true);
  });
});

describe('one server per data folder', () => {
  it('a second server on the same data folder refuses to start, and the first keeps its data and its pid file', async () => {
    const sandbox = await initialised('two-servers');
    const first = await ServerProcess.start({ sandbox });
    const pidFile = path.join(sandbox.dataDir, 'server.pid');
    const lead = (name: string, url: string) =>
      client(url).post('/api/contact/formcarry', { name, email: 'two@example.com', phone: '410-555-0100', subject: 'other', message: name });
    const acknowledged = (await lead('Before the second start', first.url)).status;

    const second = await ServerProcess.spawn({ sandbox });
    const code = await second.waitExit(30_000);
    if (second.running) await second.kill9();
    const refusal = /another server \(process \d+\) is already running on the data folder/.exec(second.log)?.[0] ?? second.log.slice(-300);
    const afterSecond = (await lead('After the second start', first.url)).status;
    const pidKept = existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(first.child.pid);
    await first.stop();
    const names = (JSON.parse(readFileSync(sandbox.dbFile, 'utf8')) as { contactMessages: { name: string }[] }).contactMessages.map((m) => m.name);
    const bothKept = names.includes('Before the second start') && names.includes('After the second start');

    findings.check(
      'second server on one data folder refused',
      'start a server, start another on the same DATA_DIR (another port), send leads to the first',
      `second exit ${code}: ${refusal}; leads ${acknowledged}/${afterSecond}, both stored: ${bothKept}; first's pid file kept: ${pidKept}`,
      code !== 0 && code !== null && bothKept && pidKept,
    );
    expect(code).not.toBe(0);
    expect(second.log).toMatch(/another server \(process \d+\) is already running/);
    expect(bothKept).toBe(true);
    expect(pidKept).toBe(true);
  });
});
