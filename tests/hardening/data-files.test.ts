// The data file on disk: a damaged file stops the start without being touched, a stale temp
// file from a crash is ignored and never served, and the files stay owner-only. The same for
// history.json and for folders the server cannot write (UPLOAD_DIR, a read-only mount).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Findings } from './findings';
import { client, inCI, login, makeSandbox, rawDbFile, request, type Sandbox, ServerProcess, sha256, valueAt } from './harness';

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

// Servers of the tests below listen on fixed ports (the ones this suite section was given).
const PORT_FIRST_START = 5655;
const PORT_REFUSED = 5656;
const PORT_AS_SERVICE_USER = 5657;
const isRoot = process.getuid?.() === 0;
const NEEDS_ROOT =
  'needs root (it starts the server as another user and bind-mounts the data folder): run the hardening suite as root, or in a container with CAP_SYS_ADMIN';
/**
 * A check only root can make. Without root it is skipped on a developer's machine, but fails in
 * CI: the permission and read-only-disk refusals must not stop being checked unnoticed.
 */
function rootOnly(name: string, check: (ctx: { skip: () => void }) => Promise<void>) {
  if (isRoot) return it(name, check);
  if (!inCI) return it.skip(`${name} (skipped: ${NEEDS_ROOT})`, check);
  return it(name, () => {
    throw new Error(`CI must make this check, which ${NEEDS_ROOT}`);
  });
}
/** The unprivileged user that plays the service user; only root can start a process as it. */
const NOBODY = { uid: 65534, gid: 65534 };

/** The "Cannot start" line and the one after it, for the report. */
const refusalOf = (log: string) =>
  log
    .slice(Math.max(0, log.indexOf('Cannot start')))
    .split('\n')
    .slice(0, 2)
    .join(' ')
    .trim();

/** A sandbox the unprivileged user owns end to end (its own TMPDIR included), as a service user owns /var/lib/agent-site. */
function serviceUserSandbox(label: string) {
  const sandbox = makeSandbox(label);
  sandboxes.push(sandbox);
  mkdirSync(sandbox.dataDir, { mode: 0o700 });
  mkdirSync(sandbox.uploadDir, { mode: 0o755 });
  for (const dir of [sandbox.root, sandbox.tmpDir, sandbox.clientDir, sandbox.dataDir, sandbox.uploadDir]) chownSync(dir, NOBODY.uid, NOBODY.gid);
  chownSync(path.join(sandbox.clientDir, 'index.html'), NOBODY.uid, NOBODY.gid);
  return sandbox;
}
// The watchdog's signal to the root test process would fail with EPERM and stop the server.
const asServiceUser = { user: NOBODY, env: { HARDENING_PARENT_PID: undefined } };

describe('damaged history.json at start', () => {
  let sandbox: Sandbox;
  let historyFile: string;
  let history: Buffer;
  beforeAll(async () => {
    sandbox = makeSandbox('history');
    sandboxes.push(sandbox);
    const server = await ServerProcess.start({ sandbox, port: PORT_FIRST_START });
    const admin = client(server.url, { token: (await login(server.url)).token });
    for (const value of ['First headline', 'Second headline']) await admin.put('/api/admin/content/hero_title', { value });
    await server.stop();
    historyFile = path.join(sandbox.dataDir, 'history.json');
    history = readFileSync(historyFile);
  });

  const cases: { name: string; damage: (original: Buffer) => Buffer; expect: RegExp }[] = [
    { name: 'garbage', damage: () => Buffer.from('{garbage\n'), expect: /history\.json is not valid JSON/ },
    { name: 'truncated to 100 bytes', damage: (b) => b.subarray(0, 100), expect: /history\.json is not valid JSON/ },
    {
      name: 'of the wrong shape (revisions not a list)',
      damage: () => Buffer.from('{"revisions":{}}'),
      expect: /history\.json does not match the expected shape of the revision history[\s\S]*field revisions:/,
    },
  ];
  for (const c of cases) {
    it(`refuses to start with history.json ${c.name}: exit 78, the file named, the restore hint, nothing changed`, async () => {
      writeFileSync(historyFile, c.damage(history));
      const before = { db: sha256(readFileSync(sandbox.dbFile)), history: sha256(readFileSync(historyFile)) };
      const server = await ServerProcess.spawn({ sandbox, port: PORT_REFUSED });
      const code = await server.waitExit(30_000);
      if (server.running) await server.kill9();
      const after = { db: sha256(readFileSync(sandbox.dbFile)), history: sha256(readFileSync(historyFile)) };
      writeFileSync(historyFile, history);
      const unchanged = before.db === after.db && before.history === after.history;
      const noStack = !/\n\s+at /.test(server.log) && !server.log.includes('"stack"');
      findings.check(
        `history.json ${c.name}`,
        'start the server on it',
        `exit code ${code}; "${refusalOf(server.log).slice(0, 220)}"; db.json and history.json ${unchanged ? 'unchanged' : 'CHANGED'}`,
        code === 78 && server.log.includes(historyFile) && c.expect.test(server.log) && unchanged && noStack,
      );
      expect(code).toBe(78);
      expect(server.log).toContain(historyFile);
      expect(server.log).toMatch(c.expect);
      expect(server.log).toContain('npm run restore -- <archive>');
      expect(noStack).toBe(true);
      expect(after).toEqual(before);
    });
  }
});

describe('folders the service user cannot write', () => {
  rootOnly('an UPLOAD_DIR owned by another user stops the start: exit 78, UPLOAD_DIR named, before anything is written', async () => {
    const sandbox = serviceUserSandbox('upload-owner');
    // Photos copied in as root without a chown afterwards.
    chownSync(sandbox.uploadDir, 0, 0);
    chmodSync(sandbox.uploadDir, 0o700);
    const server = await ServerProcess.spawn({ sandbox, port: PORT_REFUSED, ...asServiceUser });
    const code = await server.waitExit(30_000);
    if (server.running) await server.kill9();
    const message = refusalOf(server.log);
    const noStack = !/\n\s+at /.test(server.log) && !server.log.includes('"stack"');
    const noDataFile = !existsSync(sandbox.dbFile);
    findings.check(
      "UPLOAD_DIR not the service user's",
      'start as an unprivileged user with UPLOAD_DIR owned by root, mode 0700',
      `exit code ${code}; "${message.slice(0, 240)}"; db.json ${noDataFile ? 'not created' : 'created'}`,
      code === 78 && message.includes(`${sandbox.uploadDir} (UPLOAD_DIR)`) && noStack && noDataFile,
    );
    expect(code).toBe(78);
    expect(message).toContain(`no permission to use ${sandbox.uploadDir} (UPLOAD_DIR) (EACCES)`);
    expect(noStack).toBe(true);
    expect(noDataFile).toBe(true);
  });

  rootOnly('/healthz answers 503 while the uploads folder cannot be written, and 200 again once it can', async () => {
    const sandbox = serviceUserSandbox('upload-health');
    const server = await ServerProcess.start({ sandbox, port: PORT_AS_SERVICE_USER, ...asServiceUser });
    try {
      const ok = await request(server.url, '/healthz');
      chmodSync(sandbox.uploadDir, 0o555);
      const degraded = await request(server.url, '/healthz');
      chmodSync(sandbox.uploadDir, 0o755);
      const recovered = await request(server.url, '/healthz');
      const reasons = JSON.stringify(valueAt(degraded.json(), 'reasons') ?? null);
      findings.check(
        '/healthz sees an unwritable UPLOAD_DIR',
        'running as the service user, chmod 0555 its uploads folder, then back to 0755',
        `${ok.status}, then ${degraded.status} ${reasons}, then ${recovered.status}`,
        ok.status === 200 && degraded.status === 503 && reasons.includes('the uploads directory is not writable') && recovered.status === 200,
      );
      expect(ok.status).toBe(200);
      expect(degraded.status).toBe(503);
      expect(degraded.json()).toMatchObject({ status: 'degraded', reasons: ['the uploads directory is not writable'] });
      expect(recovered.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a read-only data folder at start', () => {
  rootOnly('exits 78 with one line naming the folder, not 1 with a stack', async (ctx) => {
    const sandbox = makeSandbox('read-only');
    sandboxes.push(sandbox);
    const first = await ServerProcess.start({ sandbox, port: PORT_FIRST_START });
    await first.stop();
    const mount = (...args: string[]) => spawnSync('mount', args, { stdio: 'ignore' }).status === 0;
    // A bind mount remounted read-only, as an operator's mount or a failing disk leaves it.
    if (!mount('--bind', sandbox.dataDir, sandbox.dataDir)) {
      if (inCI) throw new Error(`mount --bind failed: CI must make this check, which ${NEEDS_ROOT}`);
      ctx.skip();
    }
    try {
      expect(mount('-o', 'remount,bind,ro', sandbox.dataDir)).toBe(true);
      const before = sha256(readFileSync(sandbox.dbFile));
      const server = await ServerProcess.spawn({ sandbox, port: PORT_REFUSED });
      const code = await server.waitExit(30_000);
      if (server.running) await server.kill9();
      const message = refusalOf(server.log);
      const noStack = !/\n\s+at /.test(server.log) && !server.log.includes('"stack"');
      findings.check(
        'read-only data folder at start',
        'bind mount of DATA_DIR remounted read-only, then start',
        `exit code ${code}; "${message.slice(0, 240)}"`,
        code === 78 && message.includes(sandbox.dataDir) && /read-only/.test(message) && noStack,
      );
      expect(code).toBe(78);
      expect(message).toContain(`${sandbox.dataDir} (DATA_DIR) is read-only for this process (EROFS)`);
      expect(noStack).toBe(true);
      expect(sha256(readFileSync(sandbox.dbFile))).toBe(before);
    } finally {
      spawnSync('umount', [sandbox.dataDir], { stdio: 'ignore' });
    }
  });
});
