// DATA_DIR/server.pid: written by a running server, so `npm run restore` can refuse to swap data
// under it. A file left by a crash (its process is gone) does not count.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PID_FILE = 'server.pid';

export function claimPidFile(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
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
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the service account): still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
