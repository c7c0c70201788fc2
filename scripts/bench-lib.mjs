// Shared by the benchmark scripts: start the production server on a temp copy of the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

export async function startServer() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-bench-'));
  // The compiled server of `npm run build` (run first by `npm run bench`), as production runs it.
  // The flags of the production start line (package.json "serve").
  const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=128', `${process.env.CLIENT_DIR ?? 'dist/client'}-server/index.js`], {
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
    /** Peak resident memory so far (VmHWM), in MB. */
    peakRssMb: () => procStatusMb(child.pid, 'VmHWM'),
    /** Resident memory now (VmRSS), in MB. */
    rssMb: () => procStatusMb(child.pid, 'VmRSS'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
