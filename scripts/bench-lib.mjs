// Shared by the benchmark scripts: start the production server on a temp copy of the data, and
// the bare node:http reference it is compared with.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function procStatusMb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * The command that runs `args` with node, on CPU `cpu` when one is given and taskset is there
 * (Linux's util-linux). Pinning keeps the measured server and the load generator off each other's
 * core, so a run compares the two servers instead of the scheduler's choices.
 */
export function nodeCommand(args, cpu) {
  if (cpu === undefined || !canPin()) return [process.execPath, args];
  return ['taskset', ['-c', String(cpu), process.execPath, ...args]];
}

// os.cpus(), not availableParallelism(): the latter counts only the cores this process may use.
let pinnable;
export function canPin() {
  if (pinnable === undefined) {
    pinnable = os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  }
  return pinnable;
}

/**
 * Runs this script again on CPU `cpu` (the load generator's core) unless it already is there;
 * resolves false in the re-run (go on), or exits with the re-run's code.
 */
export async function pinSelf(cpu) {
  if (!canPin() || process.env.BENCH_PINNED) return false;
  const child = spawn('taskset', ['-c', String(cpu), process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: String(cpu) },
  });
  const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  process.exit(code);
}

/** `cpu`: the core the server runs on (see nodeCommand); any core when not given. `env`: more variables for it. */
export async function startServer({ cpu, env = {} } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-bench-'));
  // The compiled server of `npm run build` (run first by `npm run bench`), as production runs it.
  // The flags of the production start line (package.json "serve"); BENCH_NODE_FLAGS tries others.
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? ['--expose-gc', '--max-old-space-size=128', '--single-threaded-gc'];
  const [command, args] = nodeCommand([...flags, `${process.env.CLIENT_DIR ?? 'dist/client'}-server/index.js`], cpu);
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The start line's allocator settings (package.json "serve", deploy/agent-site.service).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ADMIN_PASSWORD: 'bench-Admin-Pass-2026',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`${url}/api/site-content`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    dataDir: path.join(dir, 'data'),
    adminPassword: 'bench-Admin-Pass-2026',
    /** Peak resident memory so far (VmHWM), in MB. */
    peakRssMb: () => procStatusMb(child.pid, 'VmHWM'),
    /** Resident memory now (VmRSS), in MB. */
    rssMb: () => procStatusMb(child.pid, 'VmRSS'),
    /** Starts a new peak: the kernel resets VmHWM to the current RSS (Linux). */
    resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The bare node:http reference (scripts/bench-bare.mjs) on CPU `cpu`, answering `routes` (path,
 * etag, headers, notModifiedHeaders, base64 body) once it has them. Resolves with its url, pid
 * and stop().
 */
export async function startBare(routes, { cpu } = {}) {
  const port = await freePort();
  const [command, args] = nodeCommand([new URL('./bench-bare.mjs', import.meta.url).pathname, String(port)], cpu);
  // fork's IPC channel, through taskset (which execs node with the channel's descriptor open).
  const child = fork(args.at(-2), [String(port)], command === 'taskset' ? { execPath: 'taskset', execArgv: args.slice(0, -2) } : {});
  child.send({ routes });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}
