// DATA_DIR/server.pid: one server per data folder. Each server keeps the data in memory and
// rewrites db.json whole, so a second one on the same folder would erase the leads the first had
// acknowledged; a starting server refuses while the file names a live server, and
// `npm run restore` refuses to swap data under one. A file left by a crash (its process is gone,
// or its number now belongs to a process started later) does not count.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderSetupError } from '../store/data-folder';

export const PID_FILE = 'server.pid';

/** Another server already runs on this data folder. */
export class ServerLockError extends Error {}

/** Errors of a full or read-only disk: the site still serves pages, so they do not stop a start. */
const DISK_FULL_OR_READ_ONLY = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/**
 * Claims the data folder for this process, before the store is opened. Throws ServerLockError
 * when another server holds it. Returns the release (also run on exit).
 */
export function claimPidFile(dataDir: string, warn: (message: string) => void = console.warn): () => void {
  const other = runningServerPid(dataDir);
  if (other !== null) {
    throw new ServerLockError(
      `another server (process ${other}) is already running on the data folder ${dataDir}. Stop it first: two servers on one data folder overwrite each other's data.`,
    );
  }
  const file = path.join(dataDir, PID_FILE);
  try {
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw folderSetupError(dataDir, 'DATA_DIR', error);
    }
    writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!DISK_FULL_OR_READ_ONLY.has(code)) throw error;
    // The public pages are in memory and can be served; /healthz reports the disk.
    warn(`could not write ${file} (${code}): starting without it; \`npm run restore\` cannot tell that this server is running`);
    return () => {};
  }
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

/** The pid of a server running on this data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  let pid: number;
  let writtenAt: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
    writtenAt = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (the service account): still running.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  // After a reboot the number may belong to another process: one started after the file was
  // written is not the server that wrote it.
  const started = processStartTime(pid);
  if (started !== null && started > writtenAt + 2000) return null;
  return pid;
}

/** When a process started (ms since the epoch), from /proc on Linux; null elsewhere. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const bootTime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    if (!Number.isFinite(startTicks) || !Number.isFinite(bootTime)) return null;
    // Clock ticks are 100 per second on every Linux build Node supports (USER_HZ).
    return bootTime * 1000 + startTicks * 10;
  } catch {
    return null;
  }
}
